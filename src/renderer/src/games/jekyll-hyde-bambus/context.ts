import { inject, type InjectionKey } from 'vue'
import type { Problem } from '../../../../engine'
import type { Field, HandDraft } from './draft'

/** A problem as the form shows it: in the reader's language, beside its field. */
export interface ShownProblem {
  id: string
  severity: Problem['severity']
  text: string
  rule: string
}

/** What the form's parts share: the draft they edit, names, and the problems by field. */
export interface BambusEntryContext {
  draft: HandDraft
  /** A seat's or player's name: the ghost's is the game's word for it. */
  name: (id: string) => string
  problemsAt: (field: Field) => ShownProblem[]
  /** The id of the list of a field's problems, for aria-describedby; undefined when none. */
  problemsId: (field: Field) => string | undefined
}

export const bambusEntryKey: InjectionKey<BambusEntryContext> = Symbol('bambus-hand-entry')

export function useBambusEntry(): BambusEntryContext {
  const context = inject(bambusEntryKey)
  if (!context) throw new Error('A Bambus hand entry part is used outside its HandEntry')
  return context
}
