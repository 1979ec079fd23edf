import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanUpRules, mountRules, search, shownEntries } from '../../../renderer/rules/mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

describe('the rules page of Jekyll vs. Hyde', () => {
  it('opens at the rule its address names, as an error Casebook checks', async () => {
    await mountRules('/rules/jekyll-vs-hyde?rule=trick-follow', 'fr')

    const entry = document.activeElement!
    expect(entry.id).toBe('rule-trick-follow')
    expect(entry.querySelector('h3')?.textContent?.trim()).toBe('Fournir')
    expect(entry.querySelector('[data-check]')?.textContent).toBe('Vérifié\u00a0: erreur')
  })

  it('draws the deck, the track, the doubts and the match setting in their entries', async () => {
    const { wrapper } = await mountRules('/rules/jekyll-vs-hyde')
    const inEntry = (key: string, selector: string) =>
      wrapper.get(`article[data-entry="${key}"]`).find(selector).exists()

    expect(inEntry('game-deck', '[data-testid="jekyll-vs-hyde-deck"]')).toBe(true)
    expect(inEntry('game-board', '[data-testid="jekyll-vs-hyde-track"]')).toBe(true)
    expect(inEntry('doubts', '[data-testid="jekyll-vs-hyde-doubts"]')).toBe(true)
    expect(inEntry('variant', '[data-setting="match"]')).toBe(true)
  })

  it('finds the deck by the French name of a family, read in English', async () => {
    const { wrapper } = await mountRules('/rules/jekyll-vs-hyde')
    await search(wrapper, 'Orgueil')
    expect(shownEntries(wrapper)).toContain('game-deck')
  })

  it('finds the potion effects by their colour, in French', async () => {
    const { wrapper } = await mountRules('/rules/jekyll-vs-hyde', 'fr')
    await search(wrapper, 'violet')
    expect(shownEntries(wrapper)).toEqual(
      expect.arrayContaining(['effect-steal', 'potion-effects']),
    )
    expect(shownEntries(wrapper)).not.toContain('effect-swap')
  })
})
