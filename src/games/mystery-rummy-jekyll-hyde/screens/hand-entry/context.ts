import { inject, type InjectionKey } from 'vue'
import type { EvidenceFamilyId } from '../../engine'
import type { FieldProblemsContext } from '../../../../renderer/src/components/hand-entry/field-problems'
import type { HandDraft } from './draft'

/** What the form's parts share: the draft they edit, player names, and the problems by field. */
export interface HandEntryContext extends FieldProblemsContext {
  draft: HandDraft
  name: (player: string) => string
  /** In a game shared with the table, the player this device is; null otherwise. */
  ownPlayer: () => string | null
  /** Whether a family's row is on screen: in play this game, or every family asked for. */
  familyShown: (family: EvidenceFamilyId) => boolean
  /** How many families wait behind "All families"; 0 once they are shown. */
  familiesHidden: () => number
  showAllFamilies: () => void
}

export const handEntryKey: InjectionKey<HandEntryContext> = Symbol('hand-entry')

export function useHandEntry(): HandEntryContext {
  const context = inject(handEntryKey)
  if (!context) throw new Error('A hand entry part is used outside HandEntryForm')
  return context
}
