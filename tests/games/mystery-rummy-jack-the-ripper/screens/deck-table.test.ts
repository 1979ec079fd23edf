import { mount, type DOMWrapper } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DeckTable from '../../../../src/games/mystery-rummy-jack-the-ripper/screens/rules/DeckTable.vue'
import { jackTheRipperRulesMessages } from '../../../../src/games/mystery-rummy-jack-the-ripper/words/rules-messages'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'

/**
 * The spec's deck tables, written out by hand: card id, copies, default value and tie-break
 * number, a `?` after each figure the spec marks UNVERIFIED.
 */
const specDeck = `
  druitt 5? 2? 1?  eddy 5? 2? 2?  gull 5? 2? 3?  chapman 5? 2? 4?  jill 5? 2? 5?
  pedachenko 5? 2? 6?  letter 4 3 -  wild 2 2? -
  suspect-druitt 1 3? -  suspect-eddy 1 3? -  suspect-gull 1 3? -  suspect-chapman 1 3? -
  suspect-jill 1 3? -  suspect-pedachenko 1 3? -
  alibi-druitt 1 3? -  alibi-chapman 1 3? -  alibi-jill 1 3? -  alibi-pedachenko 1 3? -
  alibi-eddy-gull 1 3? -
  victim-nichols 1 2? -  victim-annie-chapman 1 2? -  victim-stride 1 2? -  victim-eddowes 1 2? -
  victim-kelly 1 2? -
  scene-bucks-row 1 2? -  scene-hanbury-street 1 2? -  scene-berner-street 1 2? -
  scene-mitre-square 1 2? -  scene-millers-court 1 2? -
  commissioner-resigns 2 0? -  ripper-strikes 2 0? -  ripper-escapes 1 35 -`
  .trim()
  .split(/\s+/)

const specRows: string[][] = []
for (let index = 0; index < specDeck.length; index += 4)
  specRows.push(specDeck.slice(index, index + 4))

function mountTable(locale: Locale = 'en') {
  return mount(DeckTable, {
    global: { plugins: [createCasebookI18n(locale, jackTheRipperRulesMessages)] },
  })
}

/** A figure cell as the spec writes it: its number, `?` when marked, `-` when empty. */
function figure(cell: DOMWrapper<Element>): string {
  const mark = cell.find('[data-testid="unverified"]')
  const number = cell
    .text()
    .replace(mark.exists() ? mark.text() : '', '')
    .trim()
  return number === '' ? '-' : `${number}${mark.exists() ? '?' : ''}`
}

describe('the deck table of Mystery Rummy Case #1', () => {
  it('lists the 62 cards of the spec with their copies, values and tie-breaks, unverified ones marked', () => {
    const rows = mountTable().findAll('tbody tr[data-card]')
    expect(
      rows.map((row) => [row.attributes('data-card')!, ...row.findAll('td').map(figure)]),
    ).toEqual(specRows)
  })

  it('repeats each tie-break under the suspect’s name, where a phone shows it instead of the column', () => {
    const rows = mountTable().findAll('tbody tr[data-card]')
    const below = rows
      .filter((row) => row.find('[data-testid="tie-break-below"]').exists())
      .map((row) => [
        row.attributes('data-card'),
        row.get('[data-testid="tie-break-below"]').text(),
      ])
    expect(below).toEqual(
      ['druitt', 'eddy', 'gull', 'chapman', 'jill', 'pedachenko'].map((id, index) => [
        id,
        `Tie-break ${index + 1}?not verified`,
      ]),
    )
    for (const row of rows.filter((row) => row.find('[data-testid="tie-break-below"]').exists())) {
      expect(row.get('[data-testid="tie-break-below"]').text()).toBe(
        `Tie-break ${row.get('td[data-fact="tieBreak"]').text()}`,
      )
    }
  })

  it('counts 36 Evidence cards and 26 others, 62 in all', () => {
    const table = mountTable()
    expect(table.get('caption').text()).toBe('The deck: 62 cards')
    expect(table.findAll('th[scope="rowgroup"]').map((heading) => heading.text())).toEqual([
      'Evidence cards, with a magnifying glass: 36',
      'Gavel cards, with a gavel, and Ripper Escapes: 26',
    ])
  })

  it('marks the printed names no card confirms: four Victims, four Scenes and Jill in French', () => {
    const marked = (locale: Locale) =>
      mountTable(locale)
        .findAll('tbody tr[data-card]')
        .filter((row) => row.find('[data-testid="unverified-name"]').exists())
        .map((row) => [
          row.attributes('data-card'),
          row.get('[data-testid="unverified-name"]').text(),
        ])
    const history = [
      'victim-annie-chapman',
      'victim-stride',
      'victim-eddowes',
      'victim-kelly',
      'scene-hanbury-street',
      'scene-berner-street',
      'scene-mitre-square',
      'scene-millers-court',
    ]
    expect(marked('en')).toEqual([
      ['jill', 'French name not verified'],
      ...history.map((id) => [id, 'printed name not verified']),
    ])
    expect(marked('fr')).toEqual([
      ['jill', 'nom français non vérifié'],
      ...history.map((id) => [id, 'nom imprimé non vérifié']),
    ])
  })

  it('tells a screen reader which figures are not verified, and what the mark means', () => {
    const table = mountTable('fr')
    const druittValue = table.get('tr[data-card="druitt"] td[data-fact="value"]')
    expect(druittValue.get('[aria-hidden="true"]').text()).toBe('?')
    expect(druittValue.get('.visually-hidden').text()).toBe('non vérifié')
    const legend = table.get(`#${table.get('table').attributes('aria-describedby')}`)
    expect(legend.text()).toContain('Un point d’interrogation à côté d’un chiffre')
  })

  it('names the cards in French', () => {
    const table = mountTable('fr')
    const name = (id: string) => table.get(`tr[data-card="${id}"] th .name`).text()
    expect(table.get('caption').text()).toBe('Le paquet\u00a0: 62 cartes')
    expect(name('wild')).toBe('Joker')
    expect(name('alibi-eddy-gull')).toBe('Alibi\u00a0: prince Eddy / Sir Gull')
    expect(name('ripper-escapes')).toBe('L’Éventreur s’échappe')
  })
})
