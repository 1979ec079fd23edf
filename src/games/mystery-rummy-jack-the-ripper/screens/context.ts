import { inject, type InjectionKey } from 'vue'
import type { FieldProblemsContext } from '../../../renderer/src/components/hand-entry/field-problems'
import type { ResolvedRules } from '../engine'
import type { HandDraft } from './draft'

/** What the form's parts share: the draft they edit, the rules, names, and problems by field. */
export interface JackTheRipperEntryContext extends FieldProblemsContext {
  draft: HandDraft
  /** The rules the game is scored with: card values and counts bound the steppers. */
  rules: () => ResolvedRules
  name: (player: string) => string
  /** A key of the form's own words. */
  key: (name: string) => string
  /** Opens the count of a player's cards left in hand, one by one, over the form. */
  countCards: (player: string) => void
}

export const jackTheRipperEntryKey: InjectionKey<JackTheRipperEntryContext> = Symbol(
  'jack-the-ripper-hand-entry',
)

export function useJackTheRipperEntry(): JackTheRipperEntryContext {
  const context = inject(jackTheRipperEntryKey)
  if (!context) throw new Error('A Jack the Ripper hand entry part is used outside its HandEntry')
  return context
}
