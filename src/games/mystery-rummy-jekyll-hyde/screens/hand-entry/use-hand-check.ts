import { computed, type Ref } from 'vue'
import { scoreGameLog, validateGameLog, type Problem } from '../../../../engine'
import { explainHand, type MysteryRummyLog, type HandRecord, type HandScore } from '../../engine'
import {
  candidateLog,
  defaultDealer,
  fieldOfProblem,
  fields,
  handFromDraft,
  missingChoices,
  type HandDraft,
} from './draft'

/** A problem of the candidate log that concerns this hand, with the field it is shown beside. */
export interface PlacedProblem {
  problem: Problem
  field: string
}

export interface HandCheck {
  /** The record Save would emit, or null while a choice is missing. */
  hand: HandRecord | null
  problems: PlacedProblem[]
  errorCount: number
  /** The engine's result for this hand; null while the hand cannot be scored. */
  result: HandScore | null
  /** Each player's running total after this hand, as the engine adds it up; null with `result`. */
  totals: Record<string, number> | null
  /** Who deals the hand after this one, as the form would propose it; null when not known. */
  nextDealer: string | null
}

function identityOf(problem: Problem): string {
  return `${problem.path} ${problem.rule} ${JSON.stringify(problem.params)}`
}

/**
 * Asks the engine about the hand as it is being entered: the log with this hand at its place
 * is validated and, when it has no error, this hand is explained. Problems of this hand go to
 * their field; an error this hand causes elsewhere in the log (a hand now after the win) goes
 * to the whole form; problems the log already had elsewhere are not this form's to show.
 */
export function useHandCheck(log: Ref<MysteryRummyLog>, handIndex: Ref<number>, draft: HandDraft) {
  const before = computed(() => new Set(validateGameLog(log.value).map(identityOf)))

  return computed<HandCheck>(() => {
    if (missingChoices(draft).length > 0) {
      return {
        hand: null,
        problems: [],
        errorCount: 0,
        result: null,
        totals: null,
        nextDealer: null,
      }
    }
    const hand = handFromDraft(draft)
    const candidate = candidateLog(log.value, handIndex.value, hand)
    const problems: PlacedProblem[] = []
    for (const problem of validateGameLog(candidate)) {
      const field = fieldOfProblem(problem.path, handIndex.value)
      if (field !== null) problems.push({ problem, field })
      else if (problem.severity === 'error' && !before.value.has(identityOf(problem))) {
        problems.push({ problem, field: fields.form })
      }
    }
    const errorCount = problems.filter(({ problem }) => problem.severity === 'error').length
    const result = errorCount === 0 ? explainHand(candidate, handIndex.value + 1) : null
    const totals =
      result === null ? null : (scoreGameLog(candidate).hands[handIndex.value]?.totals ?? null)
    const nextDealer = defaultDealer(candidate, handIndex.value + 1)
    return { hand, problems, errorCount, result, totals, nextDealer }
  })
}
