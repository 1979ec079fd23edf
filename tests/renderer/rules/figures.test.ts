import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import {
  defaultVariants,
  evidenceFamilies,
  evidenceFamilyIds,
  gavelCardIds,
  gavelCards,
} from '../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { cleanUpRules, mountRules } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

describe('the card tables', () => {
  it('list every Evidence family with its letter, copies and default value', async () => {
    const { wrapper } = await mountRules()
    const rows = wrapper.get('[data-testid="evidence-cards"]').findAll('tbody tr')

    expect(rows.map((row) => row.attributes('data-card'))).toEqual([...evidenceFamilyIds])
    for (const row of rows) {
      const family = evidenceFamilies[row.attributes('data-card') as keyof typeof evidenceFamilies]
      const cells = row.findAll('td')
      expect(row.get('th .name').text()).toBe(family.name)
      expect(cells[0]!.get('[data-letter]').attributes('data-letter')).toBe(family.letter)
      expect(cells[0]!.text().endsWith(family.letter)).toBe(true)
      expect(cells.slice(1).map((cell) => cell.text())).toEqual([
        String(family.count),
        String(family.defaultValue),
      ])
      expect(row.find('[data-testid="never-doubles"]').exists()).toBe(family.neverDoubles)
    }
    expect(wrapper.get('[data-testid="evidence-cards"] caption').text()).toBe('Evidence cards: 49')
    expect(wrapper.findAll('[data-testid="never-doubles"]').map((tag) => tag.text())).toEqual([
      'never doubles',
      'never doubles',
    ])
  })

  it('mark exactly the values no source prints, in both languages', async () => {
    const unverified = evidenceFamilyIds.filter((id) => evidenceFamilies[id].valueUnverified)
    expect(unverified.length).toBeGreaterThan(0)

    for (const [locale, label] of [
      ['en', 'check on your cards'],
      ['fr', 'à vérifier sur vos cartes'],
    ] as const) {
      const { wrapper } = await mountRules('/rules', locale)
      const marked = wrapper
        .findAll('[data-testid="evidence-cards"] tbody tr')
        .filter((row) => row.find('[data-testid="unverified"]').exists())
      expect(marked.map((row) => row.attributes('data-card'))).toEqual(unverified)
      expect(marked.map((row) => row.get('[data-testid="unverified"]').text())).toEqual(
        unverified.map(() => label),
      )
      wrapper.unmount()
      cleanUpRules()
    }
  })

  it('list the Gavel cards with copies, value and where each is played', async () => {
    const { wrapper } = await mountRules('/rules', 'fr')
    const rows = wrapper.get('[data-testid="gavel-cards"]').findAll('tbody tr')

    expect(rows.map((row) => row.attributes('data-card'))).toEqual([...gavelCardIds])
    expect(
      rows.map((row) => [
        row.get('th .name').text(),
        ...row.findAll('td').map((cell) => cell.text()),
      ]),
    ).toEqual([
      ['Travail en laboratoire', '6', '1', 'dans votre zone'],
      ['Transformation', '1', '5', 'sur des cartes, dans l’une ou l’autre zone'],
      ['Potion', '5', '0', 'sur London'],
    ])
    expect(gavelCardIds.map((id) => gavelCards[id].count)).toEqual([6, 1, 5])
    // The copy under the name, shown on a phone instead of the last column, says the same.
    expect(rows.map((row) => row.get('th .where-below').text())).toEqual(
      rows.map((row) => row.get('td.where').text()),
    )
  })
})

describe('the variants', () => {
  it('show each choice in words, the default marked, without the ids a game file stores', async () => {
    const { wrapper } = await mountRules()

    for (const [setting, values] of [
      ['transformationPoints', ['area-owner', 'player-who-played']],
      ['transformationHeldPenalty', ['10', '5']],
    ] as const) {
      const figure = wrapper.get(`[data-setting="${setting}"]`)
      expect(figure.text()).not.toContain(setting)
      const options = figure.findAll('[data-value]')
      expect(options.map((option) => option.attributes('data-value'))).toEqual(values)
      const marked = options.filter((option) => option.find('.tag').exists())
      expect(marked.map((option) => option.attributes('data-value'))).toEqual([
        String(defaultVariants[setting]),
      ])
      for (const option of options) expect(option.text()).not.toBe('')
      expect(figure.find('code').exists()).toBe(false)
    }
  })
})
