import type { Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import {
  cardsPerTrick,
  isCardId,
  isTransformation,
  sideOf,
  strength,
  type CardId,
  type Side,
} from './cards'
import { problemOf, rules } from './rules'

/**
 * One card of a trick: it lies in front of `seat` and counts as his, whoever's hand it came from
 * (S1: "la carte jouée compte comme si elle avait été jouée par le joueur qui a désigné…").
 */
export interface Play {
  seat: string
  card: CardId
  /** Whose hand the card came from. Informative only: it never changes the outcome. */
  from?: string
}

/** A trick to settle (spec: "The trick referee", Input). */
export interface TrickInput {
  /** Each of the 4 seats and its side: player ids, with 3 players the two ids and "ghost". */
  sides: Readonly<Record<string, Side>>
  /** The cards left on the table by held tricks, in order: 0, 4 or 8. */
  waiting: readonly CardId[]
  /** True for the 7th trick. */
  last: boolean
  /** The 4 cards in play order. */
  plays: readonly Play[]
}

export type TrickOutcome = 'won' | 'held' | 'neutral'

export interface TrickDecision {
  ok: true
  outcome: TrickOutcome
  /** The index (0–3) of the highest card: the first played among the highest-ranked. */
  strongest: number
  /** The seat that takes the cards, and its side; null unless the trick is won. */
  winner: string | null
  side: Side | null
  /** Who leads the next trick: the seat of the strongest card; null after the last trick. */
  nextLeader: string | null
  /** `waiting` then the 4 played cards: what the winner takes, or what stays on the table. */
  cards: CardId[]
}

export interface TrickRefusal {
  ok: false
  /** Why this trick cannot have been played: a rule of the referee's Errors table. */
  problem: Problem
}

export type TrickResult = TrickDecision | TrickRefusal

/**
 * Who takes this trick? The highest card wins it for its seat's side; among equal cards the one
 * played first counts as higher. A Transformation is the highest card but never wins: the
 * trick stays on the table for the next trick's winner, or scores for nobody in the last trick.
 * A pure function: the live trick screen, the dispute view and `casebook trick` all ask it.
 */
export function refereeTrick(input: TrickInput): TrickResult {
  const refusal = impossibility(input)
  if (refusal) return { ok: false, problem: refusal }
  const { plays, waiting, last } = input
  let strongest = 0
  plays.forEach((play, index) => {
    if (strength(play.card) < strength(plays[strongest]!.card)) strongest = index
  })
  const top = plays[strongest]!
  const cards = [...waiting, ...plays.map((play) => play.card)]
  if (isTransformation(top.card)) {
    // The first Transformation played is the strongest: its seat leads (S1, "joué ou fait jouer").
    return last
      ? decision('neutral', strongest, null, null, null, cards)
      : decision('held', strongest, null, null, top.seat, cards)
  }
  const side = input.sides[top.seat]!
  return decision('won', strongest, top.seat, side, last ? null : top.seat, cards)
}

function decision(
  outcome: TrickOutcome,
  strongest: number,
  winner: string | null,
  side: Side | null,
  nextLeader: string | null,
  cards: CardId[],
): TrickDecision {
  return { ok: true, outcome, strongest, winner, side, nextLeader, cards }
}

/** The first reason the trick cannot have happened at the table, or null (spec: Errors). */
function impossibility({ sides, waiting, plays }: TrickInput): Problem | null {
  const seats = Object.keys(sides)
  const bySide = (side: Side) => seats.filter((seat) => sides[seat] === side).length
  const played = new Set(plays.map((play) => play.seat))
  if (
    seats.length !== 4 ||
    bySide('jekyll') !== 2 ||
    bySide('hyde') !== 2 ||
    plays.length !== 4 ||
    played.size !== 4 ||
    !plays.every((play) => Object.hasOwn(sides, play.seat))
  ) {
    return problemOf(rules.trickSeats, 'plays')
  }
  const seen = new Set<string>()
  const cards: [string, unknown][] = [
    ...waiting.map((card, index): [string, unknown] => [`waiting[${index}]`, card]),
    ...plays.map((play, index): [string, unknown] => [`plays[${index}].card`, play.card]),
  ]
  for (const [path, card] of cards) {
    if (!isCardId(card) || seen.has(card)) {
      return problemOf(rules.trickCards, path, { card: quoteValue(card) })
    }
    seen.add(card)
  }
  for (const [index, play] of plays.entries()) {
    if (sideOf(play.card) !== sides[play.seat]) {
      return problemOf(rules.trickWrongSide, `plays[${index}].card`, {
        card: play.card,
        player: play.seat,
      })
    }
  }
  const transformations = waiting.filter(isTransformation).length
  if (![0, 4, 8].includes(waiting.length) || transformations < waiting.length / cardsPerTrick) {
    return problemOf(rules.trickWaiting, 'waiting')
  }
  return null
}

/**
 * The decision as `casebook trick --json` prints it (spec: "The trick referee on the command
 * line"), in the spec's order; a refusal gives its rule id, and the command adds its message.
 */
export function trickJson(result: TrickResult): object {
  if (!result.ok) return { error: result.problem.rule }
  const { outcome, strongest, winner, side, nextLeader, cards } = result
  return { outcome, strongest, winner, side, nextLeader, cards }
}
