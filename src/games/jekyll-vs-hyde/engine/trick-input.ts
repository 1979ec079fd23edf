import type { Problem, ProblemParams } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import {
  cardOf,
  colours,
  defaultPotionNumbers,
  isColour,
  potionCount,
  potionNumberRange,
  type Card,
  type Colour,
} from './cards'
import { problemOf, rules } from './rules'

/** A trick as the referee takes it: the file's cards read as cards of its deck. */
export interface TrickInput {
  /** The colour ranking before the trick, weakest first: none, one or all three colours. */
  ranking: readonly Colour[]
  lead: Card
  /** The colour named with a potion lead; never with a colour lead. */
  call?: Colour
  follow: Card
  /** The follower's cards just before he played, `follow` included: only to judge the follow. */
  followerHand?: readonly Card[]
}

/** The trick referee's errors (spec: "The trick referee", Output), in the order they are checked. */
export type TrickRule =
  | typeof rules.trickRanking
  | typeof rules.trickCard
  | typeof rules.trickCall
  | typeof rules.trickFollow

/**
 * What exactly is wrong, within the rule the spec names: the readable sentence says it, while
 * `--json` gives only the rule.
 */
export type RefusalReason =
  | 'ranking'
  | 'potions'
  | 'card-unknown'
  | 'card-twice'
  | 'hand-not-list'
  | 'hand-unknown'
  | 'hand-twice'
  | 'hand-lacks-follow'
  | 'hand-holds-lead'
  | 'call-missing'
  | 'call-unknown'
  | 'call-on-colour'
  | 'follow-lead-colour'
  | 'follow-called-colour'

export interface TrickRefusal {
  ok: false
  /** Why this trick cannot be settled, located in the file, with the rule it breaks. */
  problem: Problem
  reason: RefusalReason
}

export function refusal(
  rule: TrickRule,
  reason: RefusalReason,
  path: string,
  params: ProblemParams = {},
): TrickRefusal {
  return { ok: false, problem: problemOf(rule, path, params), reason }
}

/**
 * Reads the JSON of a trick file (spec: "The trick referee on the command line"): `ranking`,
 * `lead`, `call`, `follow`, `potions` and `followerHand`, checked in the spec's order so the
 * first error is the one the spec names: the ranking, then the cards, then the call. Whether the
 * follow was legal is the referee's to say (`refereeTrick`). Keys the spec does not list are
 * ignored: its four errors are the only ones a trick file can give, and none is about a key.
 */
export function readTrickInput(value: unknown): { ok: true; input: TrickInput } | TrickRefusal {
  const file = isObject(value) ? value : {}
  const ranking = readRanking(file.ranking)
  if (ranking === null) return refusal(rules.trickRanking, 'ranking', 'ranking')
  const cards = readCards(file)
  if (!cards.ok) return cards
  const { lead, follow, followerHand } = cards
  const call = file.call
  if (lead.kind === 'colour' && call !== undefined) {
    return refusal(rules.trickCall, 'call-on-colour', 'call', { call: quoteValue(call) })
  }
  if (lead.kind === 'potion' && call === undefined) {
    return refusal(rules.trickCall, 'call-missing', 'call')
  }
  if (call !== undefined && !isColour(call)) {
    return refusal(rules.trickCall, 'call-unknown', 'call', { call: quoteValue(call) })
  }
  return {
    ok: true,
    input: {
      ranking,
      lead,
      ...(call === undefined ? {} : { call }),
      follow,
      ...(followerHand === undefined ? {} : { followerHand }),
    },
  }
}

/**
 * Once two colours are ranked the third is ranked at once (S1), so a ranking holds 0, 1 or 3
 * different colours; a missing one is not a list either.
 */
function readRanking(value: unknown): Colour[] | null {
  if (!Array.isArray(value) || ![0, 1, colours.length].includes(value.length)) return null
  if (!value.every(isColour) || new Set(value).size !== value.length) return null
  return value
}

/** Like the log's potion values: 4 different integers from 1 to 7; left out, the default. */
function readPotions(value: unknown): number[] | null {
  if (value === undefined) return [...defaultPotionNumbers]
  if (!Array.isArray(value) || value.length !== potionCount) return null
  const numbers = value.filter(
    (number): number is number =>
      Number.isInteger(number) &&
      number >= potionNumberRange.min &&
      number <= potionNumberRange.max,
  )
  return numbers.length === potionCount && new Set(numbers).size === potionCount ? numbers : null
}

type ReadCards = { ok: true; lead: Card; follow: Card; followerHand?: Card[] } | TrickRefusal

/**
 * The two cards and the follower's hand. The potion numbers decide which potion cards exist, so
 * a malformed `potions` leaves every card unknown: it breaks `trick-card`, at `potions`.
 */
function readCards(file: Record<string, unknown>): ReadCards {
  const potions = readPotions(file.potions)
  if (potions === null) return refusal(rules.trickCard, 'potions', 'potions')
  const unknown = (path: string, id: unknown, reason: RefusalReason = 'card-unknown') =>
    refusal(rules.trickCard, reason, path, { card: quoteValue(id) })
  const lead = cardOf(file.lead, potions)
  if (lead === null) return unknown('lead', file.lead)
  const follow = cardOf(file.follow, potions)
  if (follow === null) return unknown('follow', file.follow)
  if (file.follow === file.lead) return unknown('follow', file.follow, 'card-twice')
  if (file.followerHand === undefined) return { ok: true, lead, follow }

  if (!Array.isArray(file.followerHand)) {
    return refusal(rules.trickCard, 'hand-not-list', 'followerHand')
  }
  const hand: Card[] = []
  const seen = new Set<unknown>()
  for (const [index, id] of file.followerHand.entries()) {
    const path = `followerHand[${index}]`
    const card = cardOf(id, potions)
    if (card === null) return unknown(path, id, 'hand-unknown')
    if (seen.has(id)) return unknown(path, id, 'hand-twice')
    if (id === file.lead) return unknown(path, id, 'hand-holds-lead')
    seen.add(id)
    hand.push(card)
  }
  if (!seen.has(file.follow)) return unknown('followerHand', file.follow, 'hand-lacks-follow')
  return { ok: true, lead, follow, followerHand: hand }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
