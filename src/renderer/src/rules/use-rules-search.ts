import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { entrySearchText } from './entry-text'
import { entriesOf, type GameReference, type ReferenceEntry } from '../../../shared/rules/reference'
import { matchesTerms, searchTerms } from './search'

/**
 * A search of one game's reference in the language on screen: which entries match the query,
 * each section with its count of matches (null while nothing is searched), and what the live
 * status line says.
 */
export function useRulesSearch(reference: Ref<GameReference | undefined>, query: Ref<string>) {
  const { t, locale } = useI18n()
  const entries = computed(() => (reference.value ? entriesOf(reference.value) : []))

  /** Each entry's text in the current language, ready to search. */
  const searchTexts = computed(() => {
    void locale.value
    const translate = (key: string, named?: Record<string, unknown>) => t(key, named ?? {})
    return new Map(entries.value.map((entry) => [entry.key, entrySearchText(entry, translate)]))
  })

  const terms = computed(() => searchTerms(query.value))
  const searching = computed(() => terms.value.length > 0)
  const shownKeys = computed(
    () =>
      new Set(
        entries.value
          .filter((entry) => matchesTerms(searchTexts.value.get(entry.key) ?? '', terms.value))
          .map((entry) => entry.key),
      ),
  )
  const sections = computed(() =>
    (reference.value?.sections ?? []).map((part) => {
      const matches = part.entries.filter((entry) => shownKeys.value.has(entry.key)).length
      return { ...part, matches: searching.value ? matches : null, shown: matches > 0 }
    }),
  )
  const status = computed(() => {
    if (!searching.value) return ''
    const count = shownKeys.value.size
    return count === 0
      ? t('rulesReference.search.noMatch', { query: query.value.trim() })
      : t('rulesReference.search.found', { count })
  })

  function isShown(entry: ReferenceEntry): boolean {
    return shownKeys.value.has(entry.key)
  }

  return { entries, searching, shownKeys, sections, status, isShown }
}
