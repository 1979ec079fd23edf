import { computed, type Ref } from 'vue'
import {
  checkWithHand,
  problemsBefore,
  type PlacedProblem,
} from '../../../renderer/src/components/hand-entry/live-check'
import {
  liveRipper,
  outcomeOf,
  resolveRules,
  scoreHand,
  type JackTheRipperHand,
  type JackTheRipperLog,
  type Outcome,
  type SuspectTotal,
} from '../engine'
import { areasOf, chargedPlayers, endingIsComplete, handOf, type HandDraft } from './draft'
import { fieldOf, fields } from './fields'

/** The player whose points total in hand `placed` is about, in this hand; else null. */
function pointsPlayerOf({ problem }: PlacedProblem, handIndex: number): string | null {
  const match = /^hands\[(\d+)\]\.leftInHand\.([^.]+)\.points$/.exec(problem.path)
  return match !== null && Number(match[1]) === handIndex ? match[2]! : null
}

/**
 * The engine's refusal of a points total left in hand, worded for what was typed: it quotes the
 * text (the engine saw a number, or none), and an emptied field asks for the total.
 */
function asTyped(placed: PlacedProblem, draft: HandDraft, handIndex: number): PlacedProblem {
  const { problem } = placed
  const player = pointsPlayerOf(placed, handIndex)
  if (problem.rule !== 'bad-number' || player === null) return placed
  const typed = draft.left[player]?.points ?? ''
  const messageKey =
    typed.trim() === ''
      ? 'mystery-rummy-jack-the-ripper.handEntry.left.pointsEmpty'
      : problem.messageKey
  return {
    ...placed,
    problem: { ...problem, messageKey, params: { ...problem.params, value: typed } },
  }
}

/** The engine's refusal of the ending, beside the ending's choice. */
function isEndingMissing({ problem, field }: PlacedProblem): boolean {
  return field === fields.ending && problem.rule === 'bad-ending'
}

/**
 * The points totals in hand that keep the hand from a score: the players whose field is empty,
 * and those whose total the engine refuses ("-3", "7.5", more than the cards could make).
 */
export interface PointsAwaited {
  empty: string[]
  refused: string[]
}

function pointsAwaited(problems: PlacedProblem[], draft: HandDraft, handIndex: number) {
  const awaited: PointsAwaited = { empty: [], refused: [] }
  for (const placed of problems) {
    const player = pointsPlayerOf(placed, handIndex)
    if (player === null || placed.problem.severity !== 'error') continue
    const list = (draft.left[player]?.points ?? '').trim() === '' ? awaited.empty : awaited.refused
    if (!list.includes(player)) list.push(player)
  }
  return awaited
}

export interface HandCheck {
  /** The record Save emits once the engine finds no error in it. */
  hand: JackTheRipperHand
  problems: PlacedProblem[]
  errorCount: number
  /** Every suspect with Evidence on the table, the likeliest Ripper first, cleared ones too. */
  ranking: SuspectTotal[]
  /** The Ripper the table names so far; null when no suspect can be named. */
  ripper: SuspectTotal | null
  /** Caught or escaped, once the players said how the hand ended. */
  outcome: Outcome | null
  /**
   * Each player's score for this hand, once the hand's ending is known and every points total
   * in hand is one the engine takes: a refused total shows no figure, not one counted from it.
   */
  scores: Record<string, number> | null
  /** Why there are no scores though the ending is known: points totals empty or refused. */
  pointsAwaited: PointsAwaited
  /** The players whose cards left in hand cost points. */
  charged: string[]
}

/**
 * Asks the engine about the hand on every change: the log with this hand at its place is read,
 * validated and scored as an import would be (from the object, no text round trip), and the table in front of the players is ranked
 * live. Problems of this hand go beside their field; an error the hand causes elsewhere (a hand
 * now after the end) goes to the whole form; what the log already had elsewhere is not this
 * form's to show.
 */
export function useHandCheck(log: Ref<JackTheRipperLog>, handIndex: Ref<number>, draft: HandDraft) {
  const before = computed(() => problemsBefore(log.value))
  const resolved = computed(() => resolveRules(log.value.rules))

  return computed<HandCheck>(() => {
    const hand = handOf(draft)
    const checked = checkWithHand(log.value, handIndex.value, hand, fieldOf, before.value)
    // An ending not chosen yet is not a mistake: the form waits for it (`endingAwaited`).
    const awaited = draft.ending.type === null
    const problems = (
      awaited ? checked.problems.filter((placed) => !isEndingMissing(placed)) : checked.problems
    ).map((placed) => asTyped(placed, draft, handIndex.value))
    const errorCount = checked.errorCount - (checked.problems.length - problems.length)
    const areas = areasOf(draft)
    const { ranking, ripper } = liveRipper(areas, resolved.value)
    // An ending that names whom it needs makes the record whole enough to score, errors or not
    // (the players see each score move as they enter the table), but for a points total in hand
    // the engine refuses: a score counted from it would be a figure nobody entered.
    const ended = endingIsComplete(draft.ending)
    const players = draft.players
    const points = pointsAwaited(checked.problems, draft, handIndex.value)
    const scores =
      ended && points.empty.length + points.refused.length === 0
        ? scoreHand(hand, players, resolved.value, handIndex.value + 1).scores
        : null
    const outcome = ended ? outcomeOf({ ending: hand.ending, areas }, resolved.value) : null
    return {
      hand,
      problems,
      errorCount,
      ranking,
      ripper,
      outcome,
      scores,
      pointsAwaited: points,
      charged: chargedPlayers(draft),
    }
  })
}
