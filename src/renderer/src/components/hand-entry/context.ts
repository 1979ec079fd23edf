import { inject, type InjectionKey } from 'vue'
import type { EvidenceFamilyId, Problem } from '../../../../engine'
import type { HandDraft } from './draft'

/** A validation problem as the form shows it: in the reader's language, beside its field. */
export interface ShownProblem {
  id: string
  severity: Problem['severity']
  text: string
  rule: string
}

/** What the form's parts share: the draft they edit, player names, and the problems by field. */
export interface HandEntryContext {
  draft: HandDraft
  name: (player: string) => string
  problemsAt: (field: string) => ShownProblem[]
  /** The id of the element listing a field's problems, for aria-describedby; undefined when none. */
  problemsId: (field: string) => string | undefined
  hasError: (field: string) => boolean
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

/** One option of a ChoiceGroup. */
export interface Choice {
  value: string
  label: string
  hint?: string | undefined
  testid?: string | undefined
}

/** Whether Save is available, and if not, why. */
export type SaveState =
  | { kind: 'ready'; warnings: number }
  | { kind: 'need-ending' }
  | { kind: 'need-family' }
  | { kind: 'errors'; errors: number }
