import * as v from 'valibot'
import { gameLogHeaderEntries } from '../../../engine/core/game-log'
import { formatPath, type PathSegment, type Problem } from '../../../engine/core/problems'
import type { ReadResult } from '../../../engine/core/read-log'
import { safeParse } from '../../../engine/core/schema-reader'
import { reservedKeyProblems, type IdKeyedPlace } from '../../../engine/core/reserved-keys'
import { coreRules } from '../../../engine/core/rule-ids'
import { quoteValue } from '../../../engine/core/quote-value'
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
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON object (never an array), read loosely: fields this version does not know are kept. */
function object<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(v.custom<Record<string, unknown>>(isObject), v.looseObject(entries))
}

const cardListSchema = v.array(v.string())

/** Unknown keys are errors here: a mistyped pile name must never give every card to the other side. */
const capturedSchema = v.pipe(
  v.custom<Record<string, unknown>>(isObject),
  v.strictObject({
    jekyll: v.optional(cardListSchema),
    hyde: v.optional(cardListSchema),
    neutral: v.optional(cardListSchema),
  }),
)

const handSchema = object({
  dealer: v.string(),
  seats: v.array(v.string()),
  /** 4 players: the two players of the Jekyll side. */
  jekyll: v.optional(v.array(v.string())),
  /** 3 players: who plays the Hyde side alone this hand. */
  solo: v.optional(v.string()),
  captured: capturedSchema,
  note: v.optional(v.string()),
})

const rulesSchema = object({
  targetScore: v.optional(v.number()),
  variants: v.optional(v.pipe(v.custom<object>(isObject), v.record(v.string(), v.unknown()))),
  deck: v.optional(
    v.pipe(v.custom<object>(isObject), v.record(v.string(), object({ value: v.number() }))),
  ),
})

export const bambusLogSchema = object({
  ...gameLogHeaderEntries,
  game: v.literal(gameId),
  rules: v.optional(rulesSchema),
  hands: v.array(handSchema),
})

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

/**
 * Reads a log whose header names this game. Reserved keys are refused first (the schema would
 * drop them without a word); then each field must have its JSON type, and a field that does not
 * breaks the rule of its place.
 */
export function readBambusLog(value: unknown, mayHoldReservedKeys: boolean): ReadResult<BambusLog> {
  if (mayHoldReservedKeys) {
    const reserved = reservedKeyProblems(value, idKeyedPlaces).map(withOwnMessage)
    if (reserved.length > 0) return { ok: false, problems: reserved }
  }
  const result = safeParse(bambusLogSchema, value)
  if (result.success) return { ok: true, log: result.output }
  const problems = result.issues.map((issue) => structureProblem(issue, value))
  return { ok: false, problems: uniqueByPath(problems) }
}

const ownRules: ReadonlySet<string> = new Set(ruleIds)

/** The core names messages after the rule; this game's messages live under its own key. */
function withOwnMessage(problem: Problem): Problem {
  if (!ownRules.has(problem.rule)) return problem
  return { ...problem, messageKey: problemKey(problem.rule as RuleId) }
}

function structureProblem(issue: v.BaseIssue<unknown>, log: unknown): Problem {
  const segments = (issue.path ?? []).map((item) => item.key as PathSegment)
  const path = formatPath(segments)
  const rule = ruleAt(segments)
  if (rule === null) {
    return {
      path,
      rule: coreRules.schema,
      messageKey: 'problems.log.schema',
      params: { expected: issue.expected ?? '', received: issue.received },
      severity: 'error',
    }
  }
  const params = paramsOf(rule, segments, issue.input, log)
  return { path, rule, messageKey: problemKey(rule), params, severity: 'error' }
}

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
      const players = isObject(log) ? log.players : undefined
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

/** A field can break its type in several ways at once (a missing key and its pipe): say it once. */
function uniqueByPath(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>()
  return problems.filter((problem) => {
    const key = `${problem.path}\u0000${problem.rule}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
