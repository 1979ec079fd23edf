import { inject, type InjectionKey } from 'vue'
import type { FieldProblemsContext } from '../../../renderer/src/components/hand-entry/field-problems'
import type { HandDraft } from './draft'

/** What the form's parts share: the draft they edit, names, and the problems by field. */
export interface BambusEntryContext extends FieldProblemsContext {
  draft: HandDraft
  /** A seat's or player's name: the ghost's is the game's word for it. */
  name: (id: string) => string
}

export const bambusEntryKey: InjectionKey<BambusEntryContext> = Symbol('bambus-hand-entry')

export function useBambusEntry(): BambusEntryContext {
  const context = inject(bambusEntryKey)
  if (!context) throw new Error('A Bambus hand entry part is used outside its HandEntry')
  return context
}
