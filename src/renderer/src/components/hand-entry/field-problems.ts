import { inject, type InjectionKey } from 'vue'
import type { Problem } from '../../../../engine'

/**
 * What the parts any game's hand form may use (ChoiceGroup, FieldProblems) need from that form:
 * the problems the engine found, by field. The form provides it with `fieldProblemsKey`.
 */

/** A validation problem as the form shows it: in the reader's language, beside its field. */
export interface ShownProblem {
  id: string
  severity: Problem['severity']
  text: string
  rule: string
}

export interface FieldProblemsContext {
  /** The game whose rules the problems cite (the log's `game`). */
  game: string
  problemsAt: (field: string) => ShownProblem[]
  /** The id of the element listing a field's problems, for aria-describedby; undefined when none. */
  problemsId: (field: string) => string | undefined
  hasError: (field: string) => boolean
}

export const fieldProblemsKey: InjectionKey<FieldProblemsContext> = Symbol('field-problems')

export function useFieldProblems(): FieldProblemsContext {
  const context = inject(fieldProblemsKey)
  if (!context) throw new Error('A hand form part is used outside a hand form')
  return context
}
