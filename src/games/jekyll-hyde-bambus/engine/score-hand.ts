import {
  cardIds,
  cardOf,
  deckIndex,
  isPointCard,
  sideOf,
  sides,
  type Card,
  type CardId,
  type Side,
} from './cards'
import type { BambusHand, Captured } from './log'
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
 * took none of them scores 0 however many points it took. True when the card is one of the
 * side's own actions.
 */
function countCard(into: SideScore, side: Side, place: number, values: readonly number[]): boolean {
  const { kind, side: owner } = deck[place]!
  if (kind !== 'action') into.points += values[place]!
  else if (owner === side) {
    into.multiplier += values[place]!
    return true
  }
  return false
}

/** What each side's pile scores, and what the sheet marks, from one hand's captured cards. */
export interface HandTally {
  sides: Record<Side, SideScore>
  /** Whether each side's pile holds one of its own actions (one worth 0 is still taken). */
  tookOwnAction: Record<Side, boolean>
  /** How many cards scored for nobody. */
  neutral: number
}

/**
 * Marks, by place in the deck, the cards a hand lists: one array for every hand, as scoring a
 * hand runs to its end without waiting.
 */
const listed = new Uint8Array(cardIds.length)

/**
 * Scores a hand's piles in one pass over its cards (spec: "Scoring one hand"): each listed card
 * once, and the pile the players did not list as the deck's cards no list names, without
 * building it (a log of 10,000 hands each listing one pile scores in a few times its reading).
 */
export function tallyHand(captured: Captured, rules: ResolvedRules): HandTally {
  const values = valuesInDeckOrder(rules)
  const scores: Record<Side, SideScore> = {
    jekyll: { points: 0, multiplier: 0, score: 0 },
    hyde: { points: 0, multiplier: 0, score: 0 },
  }
  const tookOwnAction = { jekyll: false, hyde: false }
  listed.fill(0)
  for (const side of sides) {
    const pile = captured[side]
    if (pile === undefined) continue
    for (const card of pile) {
      const place = deckIndex(card as CardId)
      listed[place] = 1
      if (countCard(scores[side], side, place, values)) tookOwnAction[side] = true
    }
  }
  const neutral = captured.neutral ?? []
  for (const card of neutral) listed[deckIndex(card as CardId)] = 1
  const derived =
    captured.jekyll === undefined ? 'jekyll' : captured.hyde === undefined ? 'hyde' : null
  if (derived !== null) {
    for (let place = 0; place < listed.length; place += 1) {
      if (listed[place] === 0 && countCard(scores[derived], derived, place, values)) {
        tookOwnAction[derived] = true
      }
    }
  }
  for (const side of sides) scores[side].score = scores[side].points * scores[side].multiplier
  return { sides: scores, tookOwnAction, neutral: neutral.length }
}

/** What one pile of cards scores for a side: its points times its own actions. */
export function scoreSide(pile: readonly CardId[], side: Side, rules: ResolvedRules): SideScore {
  const values = valuesInDeckOrder(rules)
  const score: SideScore = { points: 0, multiplier: 0, score: 0 }
  for (const card of pile) countCard(score, side, deckIndex(card), values)
  score.score = score.points * score.multiplier
  return score
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

/** Each player receives his side's score in full (A2), in the order of the players. */
export function playerScores(
  players: readonly string[],
  receivers: Readonly<Record<Side, readonly string[]>>,
  sides: Readonly<Record<Side, SideScore>>,
): Record<string, number> {
  const scores: Record<string, number> = {}
  // Every player receives one side's score: the Jekyll side's, or else the Hyde side's.
  for (const player of players) {
    scores[player] = (receivers.jekyll.includes(player) ? sides.jekyll : sides.hyde).score
  }
  return scores
}

/** Scores one hand of a valid log, its piles listed (the breakdown names every card). */
export function scoreHand(
  hand: BambusHand,
  players: readonly string[],
  rules: ResolvedRules,
  number: number,
): HandResult {
  const { sides } = tallyHand(hand.captured, rules)
  const receivers = receiversOf(hand, players)
  const scores = playerScores(players, receivers, sides)
  const piles = pilesOf(hand.captured)
  return { number, piles, sides, receivers, scores, solo: hand.solo ?? null }
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
