import { ref, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { supportedLocales } from '../../../shared/i18n/locales'
import { FetchedOnce } from '../fetched-once'
import { gameAppOf } from './game-apps'

/*
 * A game's own words reach the page the first time one of its games is shown (its `words` in
 * game-apps.ts), so the first screen does not grow with each game.
 */

const wordsOf = new FetchedOnce((game) => gameAppOf(game)?.words() ?? Promise.resolve(null))

/** The games whose words each catalog already holds (the cover words of all are there from the start). */
const merged = new WeakMap<object, Set<string>>()

/** What of a vue-i18n catalog this needs. */
interface Catalog {
  mergeLocaleMessage(locale: string, messages: object): void
}

/** Puts a game's words into the catalog, fetching them the first time. */
export async function addGameWords(catalog: Catalog, game: string): Promise<void> {
  const games = merged.get(catalog) ?? new Set<string>()
  merged.set(catalog, games)
  if (games.has(game)) return
  const part = await wordsOf.get(game)
  if (part === null) return
  for (const locale of supportedLocales) catalog.mergeLocaleMessage(locale, part[locale])
  games.add(game)
}

/** Whether the game's words are in the catalog; they are fetched once, when first asked for. */
export function useGameCatalog(game: Ref<string | undefined>): Ref<boolean> {
  const global = useI18n({ useScope: 'global' })
  const ready = ref(false)
  watch(
    game,
    async (id) => {
      ready.value = false
      if (id === undefined) return
      await addGameWords(global, id)
      if (game.value === id) ready.value = true
    },
    { immediate: true },
  )
  return ready
}

/** Whether the words of every game listed are in the catalog; fetched once each, when first asked for. */
export function useGamesWords(games: Ref<readonly string[]>): Ref<boolean> {
  const global = useI18n({ useScope: 'global' })
  const ready = ref(false)
  watch(
    () => games.value.join('\n'),
    async (listed) => {
      ready.value = false
      await Promise.all(games.value.map((game) => addGameWords(global, game)))
      if (games.value.join('\n') === listed) ready.value = true
    },
    { immediate: true },
  )
  return ready
}
