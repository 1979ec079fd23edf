import { computed, reactive, ref, watchEffect, type Ref } from 'vue'
import { evidenceFamilyIds, type EvidenceFamilyId, type GameLog } from '../../../../engine'
import { familiesInPlay, type HandDraft } from './draft'

/**
 * Which families the card table shows. Those in play this game come first; the others wait
 * behind "All families". Once a row is shown it stays, even if its count goes back to 0: rows
 * never move under the pointer. Before any family is in play (the first hand) every family is
 * shown, for the whole form.
 */
export function useShownFamilies(log: Ref<GameLog>, handIndex: Ref<number>, draft: HandDraft) {
  const all = ref(false)
  const shown = reactive(familiesInPlay(log.value, handIndex.value, draft))
  const noneInPlay = shown.size === 0
  watchEffect(() => {
    for (const family of familiesInPlay(log.value, handIndex.value, draft)) shown.add(family)
  })
  const every = computed(() => all.value || noneInPlay)
  const hidden = computed(() => (every.value ? 0 : evidenceFamilyIds.length - shown.size))
  return {
    familyShown: (family: EvidenceFamilyId) => every.value || shown.has(family),
    familiesHidden: () => hidden.value,
    showAllFamilies: () => {
      all.value = true
    },
  }
}
