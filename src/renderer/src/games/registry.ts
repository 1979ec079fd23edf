import { shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { FetchedOnce } from '../fetched-once'
import { addGameWords } from './catalogs'
import { gameAppOf } from './game-apps'
import type { GameScreens } from './screens'

const loaded = new FetchedOnce<GameScreens | null>(
  (game) => gameAppOf(game)?.screens() ?? Promise.resolve(null),
)

/** A game's screens, fetched once; null for a game this version has no screens for. */
export function loadGameScreens(game: string): Promise<GameScreens | null> {
  return loaded.get(game)
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
