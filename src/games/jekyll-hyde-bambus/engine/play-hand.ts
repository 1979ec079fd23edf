import type { Problem } from '../../../engine/core/problems'
import { tricksPerHand, type CardId, type Side } from './cards'
import { ghost } from './log'
import { refereeTrick, type Play, type TrickDecision } from './referee'
import { problemOf, rules } from './rules'
import { clockwiseFrom, leftOf } from './table'

/** The table of a hand, as its log entry gives it: a team of 2 (4 players) or a solo (3). */
export interface HandTable {
  /** The 4 seats clockwise; with 3 players, "ghost" in the empty seat. */
  seats: readonly string[]
  dealer: string
  jekyll?: readonly string[]
  solo?: string
}

export interface PlayedHand {
  ok: true
  /** The referee's decision on each trick played so far. */
  tricks: TrickDecision[]
  /** The piles so far: whole tricks each side took, and the cards that score for nobody. */
  captured: { jekyll: CardId[]; hyde: CardId[]; neutral: CardId[] }
  /** The cards a held trick left on the table for the next trick. */
  waiting: CardId[]
  /** Who leads the next trick; null once the 7 tricks are played. */
  nextLeader: string | null
  complete: boolean
}

export interface UnplayableHand {
  ok: false
  /** The trick (1-based) that cannot have been played. */
  trick: number
  problem: Problem
  /**
   * In a hand followed seat by seat (`followSeats`), where the card that cannot lie there is: the
   * index of its trick in the record given, and its seat. Absent where the referee refused a
   * whole trick.
   */
  at?: { trick: number; seat: string }
}

/** Each seat's side: the Jekyll team and the others, or the solo and the ghost against the others. */
export function sidesOf(table: HandTable): Record<string, Side> {
  const hyde =
    table.solo !== undefined
      ? [table.solo, ghost]
      : table.seats.filter((seat) => !table.jekyll?.includes(seat))
  return Object.fromEntries(
    table.seats.map((seat) => [seat, hyde.includes(seat) ? 'hyde' : 'jekyll'] as const),
  )
}

/** The dealer's left neighbour leads the first trick; with 3 players, the solo (who sits there). */
export function firstLeader(table: HandTable): string {
  return table.solo ?? leftOf(table.seats, table.dealer)
}

/**
 * Plays a hand trick by trick with the referee (spec: "A whole hand"): each trick goes clockwise
 * from its leader; a held trick's cards wait for the next; a won trick goes to the winner's
 * side's pile, a neutral one to the neutral pile. Fewer than 7 tricks is a hand in progress.
 * The table itself is taken as valid: validation checks a hand's table.
 */
export function playHand(
  table: HandTable,
  tricks: readonly (readonly Play[])[],
): PlayedHand | UnplayableHand {
  const sides = sidesOf(table)
  const captured = { jekyll: [] as CardId[], hyde: [] as CardId[], neutral: [] as CardId[] }
  const decisions: TrickDecision[] = []
  const played = new Set<CardId>()
  let waiting: CardId[] = []
  let leader: string | null = firstLeader(table)
  for (const [index, plays] of tricks.entries()) {
    const refuse = (problem: Problem): UnplayableHand => ({
      ok: false,
      trick: index + 1,
      problem: { ...problem, path: `tricks[${index}].${problem.path}` },
    })
    if (leader === null || index >= tricksPerHand) {
      return refuse(problemOf(rules.trickOrder, 'plays', { trick: index + 1 }))
    }
    const last = index === tricksPerHand - 1
    const result = refereeTrick({ sides, waiting, last, plays })
    if (!result.ok) return refuse(result.problem)
    const order = clockwiseFrom(table.seats, leader)
    const outOfTurn = plays.findIndex((play, turn) => play.seat !== order[turn])
    if (outOfTurn >= 0) {
      return refuse(
        problemOf(rules.trickOrder, `plays[${outOfTurn}].seat`, {
          trick: index + 1,
          player: order[outOfTurn]!,
        }),
      )
    }
    const again = plays.findIndex((play) => played.has(play.card))
    if (again >= 0) {
      return refuse(
        problemOf(rules.trickCards, `plays[${again}].card`, { card: plays[again]!.card }),
      )
    }
    for (const play of plays) played.add(play.card)
    decisions.push(result)
    waiting = result.outcome === 'held' ? result.cards : []
    if (result.outcome === 'won') captured[result.side!].push(...result.cards)
    if (result.outcome === 'neutral') captured.neutral.push(...result.cards)
    leader = result.nextLeader
  }
  return {
    ok: true,
    tricks: decisions,
    captured,
    waiting,
    nextLeader: leader,
    complete: decisions.length === tricksPerHand,
  }
}
