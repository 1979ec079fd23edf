import { computed, type Ref } from 'vue'
import { handFactsOf, type HandFacts } from '../../../engine'
import {
  checkWithHand,
  problemsBefore,
  type PlacedProblem,
} from '../../../renderer/src/components/hand-entry/live-check'
import {
  pilesOf,
  resolveRules,
  tallyPile,
  type BambusHand,
  type BambusLog,
  type PileTally,
} from '../engine'
import { fieldOf, handOf, type HandDraft } from './draft'

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

/**
 * Asks the engine about the hand on every change: the log with this hand at its place is read
 * (as an object, no text round trip), validated and scored as an import would be. Problems of this hand go beside their field; an
 * error the hand causes elsewhere (a hand now after the end) goes to the whole form; what the
 * log already had elsewhere is not this form's to show.
 */
export function useHandCheck(log: Ref<BambusLog>, handIndex: Ref<number>, draft: HandDraft) {
  const before = computed(() => problemsBefore(log.value))
  const values = computed(() => resolveRules(log.value.rules).values)

  return computed<HandCheck>(() => {
    const hand = handOf(draft)
    const checked = checkWithHand(log.value, handIndex.value, hand, fieldOf, before.value)
    const { problems, errorCount } = checked
    const piles = pilesOf(hand.captured)
    const tallies = {
      jekyll: tallyPile(piles.jekyll, values.value),
      hyde: tallyPile(piles.hyde, values.value),
      neutral: tallyPile(piles.neutral, values.value),
    }
    const facts =
      checked.log && checked.score
        ? handFactsOf(checked.log, handIndex.value + 1, checked.score)
        : null
    return { hand, problems, errorCount, tallies, facts }
  })
}
