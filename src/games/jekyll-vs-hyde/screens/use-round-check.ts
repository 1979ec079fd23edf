import { computed, type Ref } from 'vue'
import {
  checkGameLog,
  errorsOf,
  scoreGameLog,
  serialiseGameLog,
  validateGameLog,
  type Problem,
} from '../../../engine'
import {
  roundSituation,
  type JekyllVsHydeLog,
  type JekyllVsHydeScore,
  type VsHydeRound,
} from '../engine'
import { roundLeader } from '../engine/round'
import { handOf, otherOf, type HandDraft, type RoundFrame } from './draft'
import { fieldOf, fields } from './fields'
import { helperState, type HelperState } from './trick-helper'

/** A problem of the log with this round in it, and the field it is shown beside. */
export interface PlacedProblem {
  problem: Problem
  field: string
}

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

function identityOf(problem: Problem): string {
  return `${problem.path} ${problem.rule} ${JSON.stringify(problem.params)}`
}

function problemsOf(text: string): Problem[] {
  const checked = checkGameLog(text)
  return checked.ok ? checked.warnings : checked.problems
}

/**
 * Asks the engine about the round on every change: what holds before it (roles, marker, who
 * leads), the fold of the tricks tapped, and the log with this round at its place read and
 * validated as an import would be. The round's result is the engine's score of the game up to
 * this round, so a correction of an earlier round shows what it changes there.
 */
export function useRoundCheck(log: Ref<JekyllVsHydeLog>, handIndex: Ref<number>, draft: HandDraft) {
  const before = computed(() => new Set(problemsOf(serialiseGameLog(log.value)).map(identityOf)))
  const situation = computed(() => roundSituation(log.value, handIndex.value))

  return computed<RoundCheck>(() => {
    const known = situation.value
    const frame: RoundFrame = { game: known.game, match: known.match, jekyll: known.jekyll }
    const jekyll = draft.jekyll
    const hyde = otherOf(draft, jekyll)
    // Before game 1's first round the players choose the roles here: the engine says who leads.
    const leader = known.leader ?? roundLeader(known.position, known.trackLength, { jekyll, hyde })
    const helper = helperState(
      draft.tapped,
      leader,
      leader === jekyll ? hyde : jekyll,
      known.potions,
    )
    const hand = handOf(draft, frame, helper.fold.tricks, helper.fold.piles)
    const hands = [...log.value.hands]
    hands.splice(handIndex.value, 1, hand)
    const checked = checkGameLog(serialiseGameLog({ ...log.value, hands }))
    const problems: PlacedProblem[] = []
    for (const problem of checked.ok ? checked.warnings : checked.problems) {
      const field = fieldOf(problem.path, handIndex.value)
      if (field !== null) problems.push({ problem, field })
      else if (problem.severity === 'error' && !before.value.has(identityOf(problem))) {
        problems.push({ problem, field: fields.form })
      }
    }
    const errorCount = problems.filter(({ problem }) => problem.severity === 'error').length
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
