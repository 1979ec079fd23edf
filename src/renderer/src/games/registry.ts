import { shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { addGameWords } from './catalogs'
import type { GameScreens } from './screens'

/**
 * Every game's screens, one line per game, each fetched the first time it is needed so the first
 * screen does not grow with each game (docs/adding-a-game.md).
 */
const loaders: Readonly<Record<string, () => Promise<GameScreens>>> = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('./mystery-rummy-jekyll-hyde')).mysteryRummyJekyllHydeScreens,
  'jekyll-hyde-bambus': async () => (await import('./jekyll-hyde-bambus')).jekyllHydeBambusScreens,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('./mystery-rummy-jack-the-ripper')).mysteryRummyJackTheRipperScreens,
  'jekyll-vs-hyde': async () => (await import('./jekyll-vs-hyde')).jekyllVsHydeScreens,
}

const loaded = new Map<string, Promise<GameScreens | null>>()

/** A game's screens, fetched once; null for a game this version has no screens for. */
export function loadGameScreens(game: string): Promise<GameScreens | null> {
  let screens = loaded.get(game)
  if (!screens) {
    const load = loaders[game]
    screens = load ? load() : Promise.resolve(null)
    loaded.set(game, screens)
  }
  return screens
}

/**
 * The screens of the shown game, with its words in the catalog (`catalogs.ts`); null until they are
 * fetched (and for a game with no screens).
 */
export function useGameScreens(game: Ref<string | undefined>): ShallowRef<GameScreens | null> {
  const global = useI18n({ useScope: 'global' })
  const current = shallowRef<GameScreens | null>(null)
  watch(
    game,
    async (id) => {
      current.value = null
      if (id === undefined) return
      const screens = await loadGameScreens(id)
      await addGameWords(global, id)
      if (game.value === id) current.value = screens
    },
    { immediate: true },
  )
  return current
}
