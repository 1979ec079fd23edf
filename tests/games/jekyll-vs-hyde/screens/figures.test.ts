import { mount, type DOMWrapper } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DeckTable from '../../../../src/games/jekyll-vs-hyde/screens/rules/DeckTable.vue'
import DoubtsTable from '../../../../src/games/jekyll-vs-hyde/screens/rules/DoubtsTable.vue'
import TrackFigure from '../../../../src/games/jekyll-vs-hyde/screens/rules/TrackFigure.vue'
import { jekyllVsHydeRulesMessages } from '../../../../src/games/jekyll-vs-hyde/words/rules-messages'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'

function mountFigure(figure: object, locale: Locale = 'en') {
  return mount(figure, {
    global: { plugins: [createCasebookI18n(locale, jekyllVsHydeRulesMessages)] },
  })
}

/** A cell as the spec writes it: its text, then `?` when it carries the unverified mark. */
function cell(wrapper: Omit<DOMWrapper<Element>, 'exists'>): string {
  const mark = wrapper.find('[data-testid="unverified"]')
  const text = wrapper.find('.numbers').exists() ? wrapper.get('.numbers').text() : wrapper.text()
  return mark.exists() ? `${text.replace(mark.text(), '').trim()}?` : text.trim()
}

describe('the deck table of Jekyll vs. Hyde', () => {
  it('lists the spec’s 4 families: colour, English and French names, cards and numbers', () => {
    const rows = mountFigure(DeckTable).findAll('tbody tr')
    expect(
      rows.map((row) => [
        row.attributes('data-card'),
        row.get('th .name').text(),
        ...row.findAll('td').map(cell),
      ]),
    ).toEqual([
      ['pride', 'Purple', 'Pride', 'Orgueil?', '7', '1–7'],
      ['wrath', 'Red', 'Wrath', 'Colère?', '7', '1–7'],
      ['greed', 'Green', 'Greed', 'Envie?', '7', '1–7'],
      ['potion', 'None (white)', 'Potion', 'Potion', '4', '2+ 3+ 4+ 5+?'],
    ])
  })

  it('repeats both names under the colour, where a phone shows them instead of their columns', () => {
    const rows = mountFigure(DeckTable).findAll('tbody tr')
    const below = (row: Omit<DOMWrapper<Element>, 'exists'>) =>
      row
        .get('[data-testid="names-below"]')
        .findAll('.edition')
        .map((line) => cell(line).replace(/\s+/g, ' '))
    expect(rows.map(below)).toEqual(
      rows.map((row) => [
        `EN ${row.get('td[data-fact="english"]').text()}`,
        `FR ${cell(row.get('td[data-fact="french"]'))}`,
      ]),
    )
    expect(rows[0]!.findAll('abbr').map((abbr) => abbr.attributes('title'))).toEqual([
      'English edition',
      'French edition',
    ])
  })

  it('counts 25 cards, and names the other potion numbers a review gives', () => {
    const table = mountFigure(DeckTable)
    expect(table.get('caption').text()).toBe('The deck: 25 cards')
    expect(table.get('[data-testid="other-potions"]').text()).toBe('one review: 1+ to 4+')
  })

  it('keeps the printed names in French and tells a screen reader what is not verified', () => {
    const table = mountFigure(DeckTable, 'fr')
    expect(table.get('caption').text()).toBe('Le paquet\u00a0: 25 cartes')
    const greed = table.get('tr[data-card="greed"]')
    expect(greed.get('th .name').text()).toBe('Vert')
    expect(greed.get('td[data-fact="english"]').text()).toBe('Greed')
    const french = greed.get('td[data-fact="french"]')
    expect(french.get('[aria-hidden="true"]').text()).toBe('?')
    expect(french.get('.visually-hidden').text()).toBe('non vérifié')
    const legend = table.get(`#${table.get('table').attributes('aria-describedby')}`)
    expect(legend.text()).toContain('Un point d’interrogation')
  })
})

describe('the track of Jekyll vs. Hyde', () => {
  it('has 11 spaces, 0 to 4 on Jekyll’s blue side and 5 to 10 on Hyde’s, 5 in doubt', () => {
    const spaces = mountFigure(TrackFigure).findAll('li[data-position]')
    expect(
      spaces.map((space) => [
        Number(space.attributes('data-position')),
        space.attributes('data-side'),
        space.find('[data-testid="unverified"]').exists(),
      ]),
    ).toEqual(
      Array.from({ length: 11 }, (_, position) => [
        position,
        position < 5 ? 'jekyll' : 'hyde',
        position === 5,
      ]),
    )
  })

  it('reads each space with its side, the start and the last space named', () => {
    const figure = mountFigure(TrackFigure, 'fr')
    const spoken = (position: number) =>
      figure.get(`li[data-position="${position}"]`).text().replace(/\s+/g, ' ')
    expect(figure.get('figcaption').text()).toBe('La piste de personnalité\u00a0: 11 cases')
    expect(spoken(0)).toBe('0, côté Jekyll (bleu), départ')
    expect(spoken(5)).toBe('5?non vérifié, côté Hyde (rouge)')
    expect(spoken(10)).toBe('10, côté Hyde (rouge), dernière case')
  })
})

describe('the table of doubts of Jekyll vs. Hyde', () => {
  it('gives the spec’s 13 ambiguities in order, each with a question and a reading', () => {
    for (const locale of ['en', 'fr'] as const) {
      const rows = mountFigure(DoubtsTable, locale).findAll('tbody tr')
      expect(rows.map((row) => row.get('td').text())).toEqual(
        Array.from({ length: 13 }, (_, index) => `A${index + 1}`),
      )
      for (const row of rows) {
        expect(row.get('th').text()).not.toBe('')
        expect(row.findAll('td')[1]!.text()).not.toBe('')
      }
    }
  })

  it('answers the potion numbers and the return match as settings', () => {
    const table = mountFigure(DoubtsTable)
    expect(table.get('tr[data-doubt="a1"]').text()).toContain('2, 3, 4 and 5 unless you correct')
    expect(table.get('tr[data-doubt="a11"]').text()).toContain('the faster Hyde wins')
  })
})
