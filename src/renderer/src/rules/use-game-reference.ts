import { ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { useRulesReferenceMessages } from './messages'
import type { GameReference } from '../../../shared/rules/reference'
import { loadReference } from './references'

export interface ShownReference<Shown> {
  /** What is shown of the game's reference; undefined while it is fetched, or if there is none. */
  shown: ShallowRef<Shown | undefined>
  /** True once it is known that Casebook has no rules reference for the game. */
  missing: Ref<boolean>
}

/**
 * Follows the game shown: fetches its reference (and whatever `load` adds to it), puts its texts
 * in the app's catalog, and drops an answer that comes back after the game has changed.
 */
export function followReference<Shown>(
  game: Ref<string>,
  load: (reference: GameReference) => Promise<Shown>,
): ShownReference<Shown> {
  const addMessages = useRulesReferenceMessages()
  const shown = shallowRef<Shown>()
  const missing = ref(false)
  watch(
    game,
    async (id) => {
      shown.value = undefined
      missing.value = false
      let reference: GameReference | undefined
      let loaded: Shown | undefined
      try {
        reference = await loadReference(id)
        loaded = reference && (await load(reference))
      } catch {
        // Offline before the reference was ever fetched: the page shows without it for now.
        return
      }
      if (game.value !== id) return
      addMessages(reference)
      shown.value = loaded
      missing.value = reference === undefined
    },
    { immediate: true },
  )
  return { shown, missing }
}

/** A game's rules reference with its texts, to name its rules (a link to one, say). */
export function useGameReference(game: Ref<string>): ShownReference<GameReference> {
  return followReference(game, async (reference) => reference)
}
