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
  /** Each seat's side: a seat only ever gets a card of its own side. */
  sides: Record<string, Side>
  /** The seats of the trick in progress in turn, from its leader; none once 7 tricks are down. */
  turns: string[]
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
  return liveAfter(table, settled, tricks, inTurn(table, settled.nextLeader, cards.slice(whole)))
}

/** Each trick's cards by the seat they lie in front of, as a hand tapped seat by seat holds them. */
export type CardsBySeat = Readonly<Partial<Record<string, CardId>>>

/**
 * The hand after these cards, each trick's cards by seat (spec: "A whole hand"): several devices
 * tap the cards at once, each player the one in front of his own seat, in whatever order the taps
 * arrive. A trick with a card in front of each of the 4 seats is complete and put in play order
 * clockwise from its leader; the first one that is not is the trick in progress, whose seats may
 * be filled in any order. A card for a later trick, or for a seat not at the table, cannot have
 * fallen yet and is refused.
 */
export function followSeats(
  table: HandTable,
  bySeat: readonly CardsBySeat[],
): LiveHand | UnplayableHand {
  const tricks: Play[][] = []
  for (const [index, trick] of bySeat.entries()) {
    const so = playHand(table, tricks)
    if (!so.ok) return so
    const seats = Object.keys(trick).filter((seat) => trick[seat] !== undefined)
    const stranger = seats.find((seat) => !table.seats.includes(seat))
    if (stranger !== undefined) {
      const problem = problemOf(rules.trickSeats, `tricks[${index}].plays`, {})
      return unplayable(index, stranger, problem)
    }
    const order = so.nextLeader === null ? [] : clockwiseFrom(table.seats, so.nextLeader)
    const plays = order.flatMap((seat) => {
      const card = trick[seat]
      return card === undefined ? [] : [{ seat, card }]
    })
    if (plays.length === cardsPerTrick) {
      tricks.push(plays)
      continue
    }
    const later = bySeat.findIndex(
      (each, at) => at > index && Object.values(each).some((card) => card !== undefined),
    )
    const early = later !== -1 ? later : so.complete && seats.length > 0 ? index : -1
    if (early !== -1) {
      const seat = Object.keys(bySeat[early]!).find((each) => bySeat[early]![each] !== undefined)!
      const problem = problemOf(rules.trickOrder, `tricks[${early}]`, { trick: early + 1 })
      return unplayable(early, seat, problem)
    }
    return liveAfter(table, so, tricks, plays)
  }
  const settled = playHand(table, tricks)
  return settled.ok ? liveAfter(table, settled, tricks, []) : settled
}

function unplayable(index: number, seat: string, problem: Problem): UnplayableHand {
  return {
    ok: false,
    trick: Math.min(index + 1, tricksPerHand),
    problem,
    at: { trick: index, seat },
  }
}

/**
 * Whether this card may be put in front of this seat in the trick in progress (spec: "A whole
 * hand"): a seat of the trick with no card yet, a card of the game not down yet (in a trick or
 * waiting on the table), and of that seat's side.
 */
export function mayLie(live: LiveHand, seat: string, card: string): card is CardId {
  if (!live.turns.includes(seat) || live.open.some((play) => play.seat === seat)) return false
  if (!isCardId(card) || sideOf(card) !== live.sides[seat]) return false
  return !cardsGone(live.played).has(card) && !live.open.some((play) => play.card === card)
}

/** The hand with these tricks settled and these cards of the next one down. */
function liveAfter(
  table: HandTable,
  settled: PlayedHand,
  tricks: Play[][],
  open: Play[],
): LiveHand | UnplayableHand {
  const trick = Math.min(settled.tricks.length + 1, tricksPerHand)
  const refusal = openProblem(table, settled, open)
  if (refusal) {
    const at = { trick: settled.tricks.length, seat: refusal.seat }
    return { ok: false, trick, problem: refusal.problem, at }
  }
  const down = new Set(open.map((play) => play.seat))
  const turns = settled.complete ? [] : clockwiseFrom(table.seats, settled.nextLeader!)
  const toPlay = turns.find((seat) => !down.has(seat)) ?? null
  const sides = sidesOf(table)
  return {
    ok: true,
    played: settled,
    tricks,
    open,
    sides,
    turns,
    toPlay,
    side: toPlay === null ? null : sides[toPlay]!,
    trick,
  }
}

/** Cards of one trick put in front of the seats clockwise from its leader. */
function inTurn(table: HandTable, leader: string | null, cards: readonly CardId[]): Play[] {
  const order = leader === null ? [] : clockwiseFrom(table.seats, leader)
  return cards.map((card, turn) => ({ seat: order[turn] ?? '', card }))
}

/** Why a card of the trick in progress cannot lie where it fell, or null. */
function openProblem(
  table: HandTable,
  settled: PlayedHand,
  open: Play[],
): { problem: Problem; seat: string } | null {
  const path = (index: number) => `tricks[${settled.tricks.length}].plays[${index}]`
  if (settled.complete && open.length > 0) {
    const problem = problemOf(rules.trickOrder, path(0), { trick: tricksPerHand + 1 })
    return { problem, seat: open[0]!.seat }
  }
  const gone = cardsGone(settled)
  const sides = sidesOf(table)
  for (const [index, play] of open.entries()) {
    if (!isCardId(play.card) || gone.has(play.card)) {
      const problem = problemOf(rules.trickCards, `${path(index)}.card`, {
        card: String(play.card),
      })
      return { problem, seat: play.seat }
    }
    gone.add(play.card)
    if (sideOf(play.card) !== sides[play.seat]) {
      const problem = problemOf(rules.trickWrongSide, `${path(index)}.card`, {
        card: play.card,
        player: play.seat,
      })
      return { problem, seat: play.seat }
    }
  }
  return null
}

/** The cards out of the hands: in the tricks settled, and those waiting on the table. */
function cardsGone(settled: PlayedHand): Set<string> {
  return new Set<string>([...settled.tricks.flatMap((each) => each.cards), ...settled.waiting])
}
