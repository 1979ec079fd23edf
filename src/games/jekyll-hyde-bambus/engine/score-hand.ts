import {
  cardIds,
  cardOf,
  deckIndex,
  isPointCard,
  sideOf,
  type Card,
  type CardId,
  type Side,
} from './cards'
import type { BambusHand } from './log'
import { pilesOf, type Piles } from './piles'
import type { ResolvedRules } from './rules'

/** One side's result for a hand (spec: "Scoring one hand", 3). */
export interface SideScore {
  /** The values of the locations, characters and Transformations in its pile, of either side. */
  points: number
  /** The values of its own actions in its pile; the other side's count for nobody. */
  multiplier: number
  score: number
}

export interface HandResult {
  number: number
  piles: Piles
  sides: Record<Side, SideScore>
  /** The players who receive each side's score: a team of 2, or the solo and the other two. */
  receivers: Record<Side, string[]>
  /** What each player receives for the hand, in the order of the players. */
  scores: Record<string, number>
  /** 3 players: who played the Hyde side alone. */
  solo: string | null
}

/**
 * A side scores points × multiplier. A card's points count whichever side it belongs to (S1:
 * "Le camp des cartes… n'est pas pris en compte"); only its own actions multiply, so a side that
 * took none of them scores 0 however many points it took.
 */
export function scoreSide(pile: readonly CardId[], side: Side, rules: ResolvedRules): SideScore {
  let points = 0
  let multiplier = 0
  const values = valuesInDeckOrder(rules)
  for (const card of pile) {
    const place = deckIndex(card)
    const { kind, side: owner } = deck[place]!
    if (kind !== 'action') points += values[place]!
    else if (owner === side) multiplier += values[place]!
  }
  return { points, multiplier, score: points * multiplier }
}

const deck: readonly Card[] = cardIds.map(cardOf)
const inDeckOrder = new WeakMap<ResolvedRules, readonly number[]>()

/**
 * The card values of these rules by deck position, worked out once for a game's many hands
 * (resolved rules are never changed: `resolveRules` makes new ones).
 */
function valuesInDeckOrder(rules: ResolvedRules): readonly number[] {
  let values = inDeckOrder.get(rules)
  if (values === undefined) {
    values = cardIds.map((id) => rules.values[id])
    inDeckOrder.set(rules, values)
  }
  return values
}

/** Who receives each side's score: the Jekyll team and the others, or the two against the solo. */
export function receiversOf(hand: BambusHand, players: readonly string[]): Record<Side, string[]> {
  const hyde =
    hand.solo !== undefined ? [hand.solo] : players.filter((id) => !hand.jekyll?.includes(id))
  return {
    jekyll: players.filter((id) => !hyde.includes(id)),
    hyde: players.filter((id) => hyde.includes(id)),
  }
}

/** Scores one hand of a valid log. Each player receives his side's score in full (A2). */
export function scoreHand(
  hand: BambusHand,
  players: readonly string[],
  rules: ResolvedRules,
  number: number,
): HandResult {
  const piles = pilesOf(hand.captured)
  const result = {
    jekyll: scoreSide(piles.jekyll, 'jekyll', rules),
    hyde: scoreSide(piles.hyde, 'hyde', rules),
  }
  const receivers = receiversOf(hand, players)
  const scores: Record<string, number> = {}
  // Every player receives one side's score: the Jekyll side's, or else the Hyde side's.
  for (const player of players) {
    scores[player] = (receivers.jekyll.includes(player) ? result.jekyll : result.hyde).score
  }
  return { number, piles, sides: result, receivers, scores, solo: hand.solo ?? null }
}

/**
 * The most a side can score with these values (spec: "Bounds"): every point card of the deck
 * times all three of its own actions; 60 × 6 = 360 with the printed values.
 */
export function maxSideScore(rules: ResolvedRules, side: Side): number {
  let points = 0
  let multiplier = 0
  for (const card of Object.keys(rules.values) as CardId[]) {
    if (isPointCard(card)) points += rules.values[card]
    else if (sideOf(card) === side) multiplier += rules.values[card]
  }
  return points * multiplier
}
