import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { mysteryRummyReference } from '../../../src/games/mystery-rummy-jekyll-hyde/words/reference'
import { entriesOf } from '../../../src/shared/rules/reference'
import {
  matchesTerms,
  normalizeForSearch,
  searchTerms,
} from '../../../src/renderer/src/rules/search'
import { cleanUpRules, mountRules, search, shownEntries, shownSections } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

const referenceSections = mysteryRummyReference.sections
const allEntries = entriesOf(mysteryRummyReference).map((entry) => entry.key)

function status(wrapper: Awaited<ReturnType<typeof mountRules>>['wrapper']): string {
  return wrapper.get('[data-testid="search-status"]').text()
}

describe('search text', () => {
  it('ignores case, accents, ligatures and the kind of apostrophe', () => {
    expect(normalizeForSearch('  Défausser  L’ŒUVRE ')).toBe("defausser l'oeuvre")
    expect(normalizeForSearch('DOUBLÉ')).toBe(normalizeForSearch('double'))
  })

  it('needs every word of the query, in any order', () => {
    const text = normalizeForSearch('La lettre sous la Transformation')
    expect(matchesTerms(text, searchTerms('transformation LETTRE'))).toBe(true)
    expect(matchesTerms(text, searchTerms('transformation manche'))).toBe(false)
    expect(matchesTerms(text, searchTerms('   '))).toBe(true)
  })
})

describe('searching the rules page', () => {
  it('shows every section and entry, with no count, until something is typed', async () => {
    const { wrapper } = await mountRules()
    expect(shownEntries(wrapper)).toEqual(allEntries)
    expect(shownSections(wrapper)).toEqual(referenceSections.map((part) => part.id))
    expect(status(wrapper)).toBe('')
  })

  it('is a labelled search field', async () => {
    const { wrapper } = await mountRules()
    const input = wrapper.get('input[type="search"]')
    const label = wrapper.get(`label[for="${input.attributes('id')}"]`)
    expect(label.text()).toBe('Search the rules')
  })

  it('filters entries by their English text, whatever the case', async () => {
    const { wrapper } = await mountRules()
    await search(wrapper, 'DOUBLE')

    const shown = shownEntries(wrapper)
    expect(shown).toContain('score-doubling')
    expect(shown).toContain('score-never-doubles')
    expect(shown).not.toContain('log-json')
    expect(shown.length).toBeLessThan(allEntries.length)
    expect(status(wrapper)).toBe(`Entries found: ${shown.length}`)
    expect(shownSections(wrapper)).not.toContain('validation')
  })

  it('finds an entry by its rule id', async () => {
    const { wrapper } = await mountRules()
    await search(wrapper, 'score.shut-out')
    expect(shownEntries(wrapper)).toEqual(['score-shut-out'])
    expect(shownSections(wrapper)).toEqual(['scoring'])
  })

  it('finds a card in the tables by its name', async () => {
    const { wrapper } = await mountRules()
    await search(wrapper, 'poole')
    expect(shownEntries(wrapper)).toEqual(['turn-lay-off', 'deck-card-value', 'cards-names'])
  })

  it('filters by the French text when the page is in French, without minding accents', async () => {
    const { wrapper } = await mountRules('/rules', 'fr')
    await search(wrapper, 'DEFAUSSE')

    const shown = shownEntries(wrapper)
    expect(shown).toContain('turn-discard')
    expect(shown).not.toContain('score-doubling')
    expect(status(wrapper)).toBe(`Entrées trouvées\u00a0: ${shown.length}`)

    await search(wrapper, 'lettre transformation')
    expect(shownEntries(wrapper)).toContain('score-transformation-letter')
    expect(shownEntries(wrapper)).not.toContain('score-void-hand')
  })

  it('looks in the language on screen, and follows a change of language', async () => {
    const { wrapper, i18n } = await mountRules()
    await search(wrapper, 'manche')
    expect(shownEntries(wrapper)).toEqual([])

    i18n.global.locale.value = 'fr'
    await wrapper.vm.$nextTick()
    expect(shownEntries(wrapper)).toContain('score-void-hand')
    expect(wrapper.get('label').text()).toBe('Chercher dans les règles')
  })

  it('says so when nothing matches, in English and in French', async () => {
    const { wrapper, i18n } = await mountRules()
    await search(wrapper, 'zeppelin')

    expect(shownEntries(wrapper)).toEqual([])
    expect(shownSections(wrapper)).toEqual([])
    expect(wrapper.findAll('nav.contents a')).toHaveLength(0)
    expect(status(wrapper)).toBe(
      'No entry matches “zeppelin”. Try another word or clear the search.',
    )

    i18n.global.locale.value = 'fr'
    await wrapper.vm.$nextTick()
    expect(status(wrapper)).toBe(
      'Aucune entrée ne contient «\u00a0zeppelin\u00a0». Essayez un autre mot ou effacez la recherche.',
    )
  })

  it('lists only the sections with a match in the contents, each with its count', async () => {
    const { wrapper } = await mountRules()
    await search(wrapper, 'potion')

    const links = wrapper.findAll('nav.contents a')
    const counted = links.map((link) => [
      link.attributes('data-section'),
      Number(link.get('.contents__count').text()),
    ])
    const expected = referenceSections
      .map((part) => [
        part.id,
        part.entries.filter((entry) => shownEntries(wrapper).includes(entry.key)).length,
      ])
      .filter(([, count]) => count !== 0)
    expect(counted).toEqual(expected)
    expect(counted.length).toBeGreaterThan(1)
  })

  it('clears with the clear button, which hands focus back to the field', async () => {
    const { wrapper } = await mountRules()
    await search(wrapper, 'zeppelin')
    await wrapper.get('button.rules__clear').trigger('click')

    expect(shownEntries(wrapper)).toEqual(allEntries)
    expect((wrapper.get('input[type="search"]').element as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(wrapper.get('input[type="search"]').element)
    expect(wrapper.find('button.rules__clear').exists()).toBe(false)
  })

  it('clears with Escape', async () => {
    const { wrapper } = await mountRules()
    await search(wrapper, 'zeppelin')
    await wrapper.get('input[type="search"]').trigger('keydown', { key: 'Escape' })
    expect(shownEntries(wrapper)).toEqual(allEntries)
  })
})
