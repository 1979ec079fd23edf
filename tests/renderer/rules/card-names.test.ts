import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { evidenceFamilyIds } from '../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { mysteryRummyJekyllHydeMessages } from '../../../src/games/mystery-rummy-jekyll-hyde/words/messages'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { cleanUpRules, mountRules, search, shownEntries } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

/** The entry's whole text, as read. */
async function entryText(locale: 'en' | 'fr'): Promise<string> {
  const { wrapper } = await mountRules('/rules', locale)
  return wrapper
    .get('article[data-entry="cards-names"]')
    .text()
    .replace(/[^\S\u00a0]+/g, ' ')
}

describe('the names of the cards, in the rules reference', () => {
  it('says in English that the Evidence names stay English in the French edition', async () => {
    const text = await entryText('en')
    expect(text).toContain('Card names in English and in French')
    expect(text).toContain('The French edition keeps the English titles of the Evidence cards')
    expect(text).toContain('Travail en laboratoire (Work in Lab)')
    // What is not known for sure is named.
    expect(text).toContain('No card name is unknown. One spelling is unverified')
    expect(text).toContain('Hyde’s Hideway')
  })

  it('says it in French', async () => {
    const text = await entryText('fr')
    expect(text).toContain('Le nom des cartes, en anglais et en français')
    expect(text).toContain('L’édition française garde les titres anglais des cartes Preuve')
    expect(text).toContain('Travail en laboratoire (Work in Lab)')
    expect(text).toContain('Aucun nom de carte n’est inconnu. Une orthographe reste à vérifier')
    expect(text).toContain('«\u00a0Hyde’s Hideway\u00a0»')
  })

  it('tells the truth about the catalog: Evidence names are the same in both languages', () => {
    const en = createCasebookI18n('en', mysteryRummyJekyllHydeMessages).global
    const fr = createCasebookI18n('fr', mysteryRummyJekyllHydeMessages).global
    const card = (id: string) => `mystery-rummy-jekyll-hyde.cards.${id}`
    for (const id of evidenceFamilyIds) expect(fr.t(card(id))).toBe(en.t(card(id)))
    expect(fr.t(card('work-in-lab'))).toBe('Travail en laboratoire')
  })

  it('is found by searching for “anglais” in French', async () => {
    const { wrapper } = await mountRules('/rules', 'fr')
    await search(wrapper, 'anglais')
    expect(shownEntries(wrapper)).toContain('cards-names')
  })
})
