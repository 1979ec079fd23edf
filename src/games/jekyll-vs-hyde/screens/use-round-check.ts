import { computed, type Ref } from 'vue'
import { errorsOf, scoreGameLog, validateGameLog } from '../../../engine'
import {
  checkWithHand,
  problemsBefore,
  type PlacedProblem,
} from '../../../renderer/src/components/hand-entry/live-check'
import {
  roundSituation,
  type JekyllVsHydeLog,
  type JekyllVsHydeScore,
  type VsHydeRound,
} from '../engine'
import { roundLeader } from '../engine/round'
import { handOf, otherOf, type HandDraft, type RoundFrame } from './draft'
import { fieldOf } from './fields'
import { helperState, tricksOf, type HelperState } from './trick-helper'

export interface RoundCheck {
  situation: ReturnType<typeof roundSituation>
  frame: RoundFrame
  jekyll: string
  hyde: string
  /** Who leads the round's first trick, as the engine says. */
  leader: string
  /** The trick helper's state: the engine's fold of the tricks tapped so far. */
  helper: HelperState
  /** The record Save emits once the engine finds no error in it. */
  hand: VsHydeRound
  problems: PlacedProblem[]
  errorCount: number
  /** The game scored up to this round, once this round has no error; else null. */
  score: JekyllVsHydeScore | null
}

/**
 * Asks the engine about the round on every change: what holds before it (roles, marker, who
 * leads), the fold of the tricks tapped, and the log with this round at its place read and
 * validated as an import would be. The round's result is the engine's score of the game up to
 * this round, so a correction of an earlier round shows what it changes there.
 */
export function useRoundCheck(log: Ref<JekyllVsHydeLog>, handIndex: Ref<number>, draft: HandDraft) {
  const before = computed(() => problemsBefore(log.value))
  const situation = computed(() => roundSituation(log.value, handIndex.value))

  return computed<RoundCheck>(() => {
    const known = situation.value
    const frame: RoundFrame = { game: known.game, match: known.match, jekyll: known.jekyll }
    const jekyll = draft.jekyll
    const hyde = otherOf(draft, jekyll)
    // Before game 1's first round the players choose the roles here: the engine says who leads.
    const leader = known.leader ?? roundLeader(known.position, known.trackLength, { jekyll, hyde })
    const helper = helperState(
      tricksOf(draft.taps ?? {}),
      leader,
      leader === jekyll ? hyde : jekyll,
      known.potions,
    )
    const hand = handOf(draft, frame, helper.fold.tricks, helper.fold.piles)
    const hands = [...log.value.hands]
    hands.splice(handIndex.value, 1, hand)
    const checked = checkWithHand(log.value, handIndex.value, hand, fieldOf, before.value)
    const { problems, errorCount } = checked
    const upTo = { ...log.value, hands: hands.slice(0, handIndex.value + 1) }
    const score =
      errorsOf(validateGameLog(upTo)).length === 0
        ? (scoreGameLog(upTo) as JekyllVsHydeScore)
        : null
    return {
      situation: known,
      frame,
      jekyll,
      hyde,
      leader,
      helper,
      hand,
      problems,
      errorCount,
      score,
    }
  })
}
