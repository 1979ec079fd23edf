import type { Problem } from '../../../engine/core/problems'
import { cardsPerTrick, isCardId, sideOf, tricksPerHand, type CardId, type Side } from './cards'
import {
  playHand,
  sidesOf,
  type HandTable,
  type PlayedHand,
  type UnplayableHand,
} from './play-hand'
import type { Play } from './referee'
import { problemOf, rules } from './rules'
import { clockwiseFrom } from './table'

/** A hand as it is being played: the tricks settled so far and the one on the table. */
export interface LiveHand {
  ok: true
  /** The referee's fold of the tricks with all 4 cards down. */
  played: PlayedHand
  /** The settled tricks' cards, each in front of its seat, in the order they fell. */
  tricks: Play[][]
  /** The cards of the trick in progress, each in front of the seat whose turn it was. */
  open: Play[]
  /** Whose turn it is, and which side's card lies in front of him; null once 7 tricks are down. */
  toPlay: string | null
  side: Side | null
  /** The trick in progress (1–7), or 7 once the hand is complete. */
  trick: number
}

/**
 * The hand after these cards, in the order they fell (spec: "A whole hand"). Each trick goes
 * clockwise from its leader, so the n-th card of a trick lies in front of the n-th seat from him
 * and must be of that seat's side; the referee settles each trick once its 4th card is down.
 * Which hand a named player gave the card from never changes the outcome, so it is not asked.
 * A card that cannot have fallen there (a card played twice, of the other side, a 29th card)
 * is refused with its rule, located at its trick.
 */
export function followHand(table: HandTable, cards: readonly CardId[]): LiveHand | UnplayableHand {
  const whole = cards.length - (cards.length % cardsPerTrick)
  const tricks: Play[][] = []
  const played = (): PlayedHand | UnplayableHand => playHand(table, tricks)
  // The seats of each complete trick follow from the one before: its winner or holder leads.
  for (let start = 0; start < whole; start += cardsPerTrick) {
    const so = played()
    if (!so.ok) return so
    tricks.push(inTurn(table, so.nextLeader, cards.slice(start, start + cardsPerTrick)))
  }
  const settled = played()
  if (!settled.ok) return settled
  const trick = Math.min(settled.tricks.length + 1, tricksPerHand)
  const open = inTurn(table, settled.nextLeader, cards.slice(whole))
  const refusal = openProblem(table, settled, open)
  if (refusal) return { ok: false, trick, problem: refusal }
  const toPlay = settled.complete
    ? null
    : clockwiseFrom(table.seats, settled.nextLeader!)[open.length]!
  return {
    ok: true,
    played: settled,
    tricks,
    open,
    toPlay,
    side: toPlay === null ? null : sidesOf(table)[toPlay]!,
    trick,
  }
}

/** Cards of one trick put in front of the seats clockwise from its leader. */
function inTurn(table: HandTable, leader: string | null, cards: readonly CardId[]): Play[] {
  const order = leader === null ? [] : clockwiseFrom(table.seats, leader)
  return cards.map((card, turn) => ({ seat: order[turn] ?? '', card }))
}

/** Why a card of the trick in progress cannot lie where it fell, or null. */
function openProblem(table: HandTable, settled: PlayedHand, open: Play[]): Problem | null {
  const path = (index: number) => `tricks[${settled.tricks.length}].plays[${index}]`
  if (settled.complete && open.length > 0) {
    return problemOf(rules.trickOrder, path(0), { trick: tricksPerHand + 1 })
  }
  const gone = new Set<string>([
    ...settled.tricks.flatMap((each) => each.cards),
    ...settled.waiting,
  ])
  const sides = sidesOf(table)
  for (const [index, play] of open.entries()) {
    if (!isCardId(play.card) || gone.has(play.card)) {
      return problemOf(rules.trickCards, `${path(index)}.card`, { card: String(play.card) })
    }
    gone.add(play.card)
    if (sideOf(play.card) !== sides[play.seat]) {
      return problemOf(rules.trickWrongSide, `${path(index)}.card`, {
        card: play.card,
        player: play.seat,
      })
    }
  }
  return null
}
