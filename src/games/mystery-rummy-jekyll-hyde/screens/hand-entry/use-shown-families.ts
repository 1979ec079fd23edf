import { computed, onBeforeUnmount, reactive, ref, watchEffect, type Ref } from 'vue'
import { evidenceFamilyIds, type EvidenceFamilyId, type MysteryRummyLog } from '../../engine'
import { familiesInPlay, type HandDraft } from './draft'

/**
 * A screen where the card table stands in two halves side by side (CardTable.vue's styles say
 * the same width): every family fits it at once.
 */
export const twoHalvesQuery = '(min-width: 761px)'

/** Whether the screen matches a media query, following it as the window is resized. */
function useMedia(query: string): Ref<boolean> {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null
  const matches = ref(list?.matches ?? false)
  const follow = (event: MediaQueryListEvent) => (matches.value = event.matches)
  list?.addEventListener('change', follow)
  onBeforeUnmount(() => list?.removeEventListener('change', follow))
  return matches
}

/**
 * Which families the card table shows. Where the table has room for all (two halves side by
 * side), all of them, always in the same place. On a narrow screen (a phone), those in play this
 * game come first; the others wait behind "All families". Once a row is shown it stays, even if
 * its count goes back to 0: rows never move under the pointer. Before any family is in play (the
 * first hand) every family is shown, for the whole form.
 */
export function useShownFamilies(
  log: Ref<MysteryRummyLog>,
  handIndex: Ref<number>,
  draft: HandDraft,
) {
  const all = ref(false)
  const wide = useMedia(twoHalvesQuery)
  const shown = reactive(familiesInPlay(log.value, handIndex.value, draft))
  const noneInPlay = shown.size === 0
  watchEffect(() => {
    for (const family of familiesInPlay(log.value, handIndex.value, draft)) shown.add(family)
  })
  const every = computed(() => all.value || noneInPlay || wide.value)
  const hidden = computed(() => (every.value ? 0 : evidenceFamilyIds.length - shown.size))
  return {
    familyShown: (family: EvidenceFamilyId) => every.value || shown.has(family),
    familiesHidden: () => hidden.value,
    showAllFamilies: () => {
      all.value = true
    },
  }
}
