import * as v from 'valibot'
import type { PathSegment, Problem } from '../../../engine/core/problems'
import type { IdKeyedPlace } from '../../../engine/core/reserved-keys'
import { quoteValue } from '../../../engine/core/quote-value'
import {
  gameLogSchemaOf,
  isJsonObject,
  jsonObject,
  jsonRecordOf,
  logReader,
} from '../../../engine/core/typed-log'
import { problemKey, ruleIds, rules, type RuleId } from './rules'

export const gameId = 'jekyll-hyde-bambus'

/** The empty seat of a 3-player game: a Hyde seat the solo plays for. No player may be called so. */
export const ghost = 'ghost'

/**
 * The log is read in two steps. Here, only what JSON types every field has, so the log can be
 * typed: a list where a list belongs, a string where a string belongs. Whether the values make
 * sense (known players, whole tricks) is validation's (validate.ts). Both report the spec's
 * rule ids.
 */
const cardListSchema = v.array(v.string())

/** Unknown keys are errors here: a mistyped pile name must never give every card to the other side. */
const capturedSchema = v.pipe(
  v.custom<Record<string, unknown>>(isJsonObject),
  v.strictObject({
    jekyll: v.optional(cardListSchema),
    hyde: v.optional(cardListSchema),
    neutral: v.optional(cardListSchema),
  }),
)

const handSchema = jsonObject({
  dealer: v.string(),
  seats: v.array(v.string()),
  /** 4 players: the two players of the Jekyll side. */
  jekyll: v.optional(v.array(v.string())),
  /** 3 players: who plays the Hyde side alone this hand. */
  solo: v.optional(v.string()),
  captured: capturedSchema,
  note: v.optional(v.string()),
})

const rulesSchema = jsonObject({
  targetScore: v.optional(v.number()),
  variants: v.optional(jsonRecordOf(v.unknown())),
  deck: v.optional(jsonRecordOf(jsonObject({ value: v.number() }))),
})

export const bambusLogSchema = gameLogSchemaOf(gameId, rulesSchema, handSchema)

export type BambusLog = v.InferOutput<typeof bambusLogSchema>
export type BambusHand = v.InferOutput<typeof handSchema>
export type Captured = v.InferOutput<typeof capturedSchema>
export type BambusRulesRecord = v.InferOutput<typeof rulesSchema>

/** Where this game's log uses ids as keys: a reserved key there is an unknown card or variant. */
export const idKeyedPlaces: readonly IdKeyedPlace[] = [
  { at: ['rules', 'deck'], rule: rules.deck, param: 'card' },
  { at: ['rules', 'variants'], rule: rules.variant, param: 'variant' },
  { at: ['hands', '#', 'captured'], rule: rules.handShape, param: 'field' },
]

const reader = logReader({
  schema: bambusLogSchema,
  idKeyedPlaces,
  ruleIds,
  problemKey,
  ruleAt,
  paramsOf,
})

/** Reads a log whose header names this game (`logReader` says how). */
export const readBambusLog = reader.read

/** The rule a field of the wrong type breaks, by where it stands (spec: "Validation"). */
function ruleAt(path: readonly PathSegment[]): RuleId | null {
  const [top, second, third, fourth, fifth] = path
  if (top === 'players') return rules.players
  if (top === 'rules') {
    if (second === 'targetScore') return rules.target
    if (second === 'deck' && third !== undefined) return rules.deck
    return rules.rules
  }
  if (top !== 'hands') return null
  if (second === undefined || third === undefined) return rules.handShape
  if (third === 'dealer') return rules.dealer
  if (third === 'seats') return rules.seats
  if (third === 'jekyll') return fourth === undefined ? rules.handShape : rules.team
  if (third === 'captured' && fifth !== undefined) return rules.cardUnknown
  return rules.handShape
}

/** What the rule's message names: the same parameters as when validation finds it (validate.ts). */
function paramsOf(
  rule: RuleId,
  path: readonly PathSegment[],
  found: unknown,
  log: unknown,
): Problem['params'] {
  switch (rule) {
    case rules.players: {
      const players = isJsonObject(log) ? log.players : undefined
      return { count: Array.isArray(players) ? players.length : 0 }
    }
    case rules.target:
      return { value: quoteValue(found) }
    case rules.deck:
      return { card: String(path[2]), value: quoteValue(found) }
    case rules.cardUnknown:
      return { card: quoteValue(found) }
    case rules.handShape: {
      const field = path.findLast((segment) => typeof segment === 'string')
      return { field: path.length > 2 && field !== undefined ? field : '' }
    }
    default:
      return {}
  }
}
