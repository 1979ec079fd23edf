import { computed, type Ref } from 'vue'
import {
  checkGameLog,
  handFactsOf,
  serialiseGameLog,
  type HandFacts,
  type Problem,
} from '../../../engine'
import {
  pilesOf,
  resolveRules,
  tallyPile,
  type BambusHand,
  type BambusLog,
  type PileTally,
} from '../engine'
import { fieldOf, fields, handOf, type Field, type HandDraft } from './draft'

/** A problem of the log with this hand in it, and the field it is shown beside. */
export interface PlacedProblem {
  problem: Problem
  field: Field
}

export interface HandCheck {
  /** The record Save emits once the engine finds no error in it. */
  hand: BambusHand
  problems: PlacedProblem[]
  errorCount: number
  /** Each pile's tally as the engine counts it, ticked or derived. */
  tallies: Record<'jekyll' | 'hyde' | 'neutral', PileTally>
  /** The engine's facts of this hand (each side's score and formula); null while it has errors. */
  facts: HandFacts | null
}

function identityOf(problem: Problem): string {
  return `${problem.path} ${problem.rule} ${JSON.stringify(problem.params)}`
}

function problemsOf(text: string): Problem[] {
  const checked = checkGameLog(text)
  return checked.ok ? checked.warnings : checked.problems
}

/**
 * Asks the engine about the hand on every change: the log with this hand at its place is read,
 * validated and scored as an import would be. Problems of this hand go beside their field; an
 * error the hand causes elsewhere (a hand now after the end) goes to the whole form; what the
 * log already had elsewhere is not this form's to show.
 */
export function useHandCheck(log: Ref<BambusLog>, handIndex: Ref<number>, draft: HandDraft) {
  const before = computed(() => new Set(problemsOf(serialiseGameLog(log.value)).map(identityOf)))
  const values = computed(() => resolveRules(log.value.rules).values)

  return computed<HandCheck>(() => {
    const hand = handOf(draft)
    const hands = [...log.value.hands]
    hands.splice(handIndex.value, 1, hand)
    const text = serialiseGameLog({ ...log.value, hands })
    const checked = checkGameLog(text)
    const problems: PlacedProblem[] = []
    for (const problem of checked.ok ? checked.warnings : checked.problems) {
      const field = fieldOf(problem.path, handIndex.value)
      if (field !== null) problems.push({ problem, field })
      else if (problem.severity === 'error' && !before.value.has(identityOf(problem))) {
        problems.push({ problem, field: fields.form })
      }
    }
    const errorCount = problems.filter(({ problem }) => problem.severity === 'error').length
    const piles = pilesOf(hand.captured)
    const tallies = {
      jekyll: tallyPile(piles.jekyll, values.value),
      hyde: tallyPile(piles.hyde, values.value),
      neutral: tallyPile(piles.neutral, values.value),
    }
    const facts = checked.ok ? handFactsOf(checked.log, handIndex.value + 1, checked.score) : null
    return { hand, problems, errorCount, tallies, facts }
  })
}
