import * as v from 'valibot'
import { gameLogHeaderEntries } from '../../../engine/core/game-log'
import { formatPath, type PathSegment, type Problem } from '../../../engine/core/problems'
import type { ReadResult } from '../../../engine/core/read-log'
import { safeParse } from '../../../engine/core/schema-reader'
import { reservedKeyProblems, type IdKeyedPlace } from '../../../engine/core/reserved-keys'
import { coreRules } from '../../../engine/core/rule-ids'
import { quoteValue } from '../../../engine/core/quote-value'
import { gameId, problemKey, ruleIds, rules, type RuleId } from './rules'

export { gameId }

/**
 * The log is read in two steps. Here, only the JSON type of every field, so the log can be typed;
 * whether the values make sense (known ids, whole counts, a possible table) is validation's
 * (validate.ts). Both report the spec's rule ids, located by path.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON object (never an array), read loosely: unknown keys are kept for validation to name. */
function object<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(v.custom<Record<string, unknown>>(isObject), v.looseObject(entries))
}

function recordOf<const Item extends v.GenericSchema>(item: Item) {
  return v.pipe(v.custom<Record<string, unknown>>(isObject), v.record(v.string(), item))
}

const countsSchema = recordOf(v.number())

const areaSchema = object({
  evidence: v.optional(countsSchema),
  wilds: v.optional(countsSchema),
  letters: v.optional(v.number()),
  suspects: v.optional(v.array(v.string())),
  alibi: v.optional(v.nullable(v.string())),
  victims: v.optional(v.array(v.string())),
  scenes: v.optional(v.array(v.string())),
})

/** Either form, or a mix of both: which form an entry takes is validation's `left-form`. */
const leftInHandSchema = object({
  cards: v.optional(countsSchema),
  points: v.optional(v.number()),
  ripperEscapes: v.optional(v.unknown()),
})

const wentOutSchema = v.looseObject({ type: v.literal('went-out'), player: v.string() })
const commissionerResignsSchema = v.looseObject({
  type: v.literal('commissioner-resigns'),
  players: v.array(v.string()),
})
const ripperEscapesSchema = v.looseObject({ type: v.literal('ripper-escapes'), player: v.string() })
const caseFileExhaustedSchema = v.looseObject({ type: v.literal('case-file-exhausted') })
/** An array has no `type`, so the variant refuses it as it refuses an unknown ending. */
const endingSchema = v.variant('type', [
  wentOutSchema,
  commissionerResignsSchema,
  ripperEscapesSchema,
  caseFileExhaustedSchema,
])

const handSchema = object({
  dealer: v.optional(v.string()),
  ending: endingSchema,
  areas: v.optional(recordOf(areaSchema)),
  leftInHand: v.optional(recordOf(leftInHandSchema)),
  votes: v.optional(recordOf(v.nullable(v.string()))),
  note: v.optional(v.string()),
})

const deckEntrySchema = object({
  value: v.optional(v.number()),
  tieBreak: v.optional(v.number()),
  count: v.optional(v.number()),
})

const rulesSchema = object({
  targetScore: v.optional(v.number()),
  variants: v.optional(recordOf(v.unknown())),
  deck: v.optional(recordOf(deckEntrySchema)),
})

export const jackTheRipperLogSchema = object({
  ...gameLogHeaderEntries,
  game: v.literal(gameId),
  rules: v.optional(rulesSchema),
  hands: v.array(handSchema),
})

export type JackTheRipperLog = v.InferOutput<typeof jackTheRipperLogSchema>
export type JackTheRipperHand = v.InferOutput<typeof handSchema>
export type Ending = v.InferOutput<typeof endingSchema>
export type EndingType = Ending['type']
export type AreaRecord = v.InferOutput<typeof areaSchema>
export type LeftInHand = v.InferOutput<typeof leftInHandSchema>
export type JackTheRipperRulesRecord = v.InferOutput<typeof rulesSchema>

export const endingTypes: readonly EndingType[] = [
  'went-out',
  'commissioner-resigns',
  'ripper-escapes',
  'case-file-exhausted',
]

/**
 * The keys each object of a hand or of the rules may have (spec: "Game log"). Any other is the
 * error `unknown-field`: a misspelt field would otherwise drop cards from the score unseen.
 */
export const knownFields = {
  hand: keysOf(handSchema),
  area: keysOf(areaSchema),
  rules: keysOf(rulesSchema),
  deckEntry: keysOf(deckEntrySchema),
  ending: {
    'went-out': keysOf(wentOutSchema),
    'commissioner-resigns': keysOf(commissionerResignsSchema),
    'ripper-escapes': keysOf(ripperEscapesSchema),
    'case-file-exhausted': keysOf(caseFileExhaustedSchema),
  } satisfies Record<EndingType, ReadonlySet<string>>,
} as const

function keysOf(schema: { entries: object } | { pipe: readonly unknown[] }): ReadonlySet<string> {
  const loose = 'entries' in schema ? schema : (schema.pipe[1] as { entries: object })
  return new Set(Object.keys(loose.entries))
}

/** Where this game's log uses ids as keys: a reserved key there is an unknown id or player. */
export const idKeyedPlaces: readonly IdKeyedPlace[] = [
  { at: ['rules', 'deck'], rule: rules.unknownId, param: 'id' },
  { at: ['rules', 'variants'], rule: rules.badVariant, param: 'variant' },
  { at: ['hands', '#', 'areas'], rule: rules.unknownPlayer, param: 'player' },
  { at: ['hands', '#', 'areas', '*', 'evidence'], rule: rules.unknownId, param: 'id' },
  { at: ['hands', '#', 'areas', '*', 'wilds'], rule: rules.unknownId, param: 'id' },
  { at: ['hands', '#', 'leftInHand'], rule: rules.unknownPlayer, param: 'player' },
  { at: ['hands', '#', 'leftInHand', '*', 'cards'], rule: rules.unknownId, param: 'id' },
  { at: ['hands', '#', 'votes'], rule: rules.unknownPlayer, param: 'player' },
]

/**
 * Reads a log whose header names this game. Reserved keys are refused first (the schema would
 * drop them without a word); then each field must have its JSON type, and one that does not
 * breaks the rule of its place.
 */
export function readJackTheRipperLog(
  value: unknown,
  mayHoldReservedKeys: boolean,
): ReadResult<JackTheRipperLog> {
  if (mayHoldReservedKeys) {
    const reserved = reservedKeyProblems(value, idKeyedPlaces).map(withOwnMessage)
    if (reserved.length > 0) return { ok: false, problems: reserved }
  }
  const result = safeParse(jackTheRipperLogSchema, value)
  if (result.success) return { ok: true, log: result.output }
  return { ok: false, problems: uniqueByPath(result.issues.map(structureProblem)) }
}

const ownRules: ReadonlySet<string> = new Set(ruleIds)

/** The core names messages after the rule; this game's messages live under its own key. */
function withOwnMessage(problem: Problem): Problem {
  if (!ownRules.has(problem.rule)) return problem
  return { ...problem, messageKey: problemKey(problem.rule as RuleId) }
}

function structureProblem(issue: v.BaseIssue<unknown>): Problem {
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
  const field = segments.findLast((segment) => typeof segment === 'string') ?? ''
  return {
    path,
    rule,
    messageKey: problemKey(rule),
    params: { field, value: quoteValue(issue.input) },
    severity: 'error',
  }
}

const countFields: ReadonlySet<PathSegment> = new Set(['evidence', 'wilds', 'cards'])

/** The rule a field of the wrong JSON type breaks, by where it stands (spec: "Validation"). */
function ruleAt(path: readonly PathSegment[]): RuleId | null {
  const [top, second, third, fourth, fifth, sixth] = path
  if (top === 'rules') return rulesFieldRule(second, fourth)
  if (top !== 'hands') return null
  if (second === undefined || third === undefined) return rules.badHand
  if (third === 'ending') return rules.badEnding
  if (third === 'votes' && fourth !== undefined) return rules.unknownId
  if (third === 'leftInHand' && fourth !== undefined) {
    if (fifth === 'points' || (fifth === 'cards' && sixth !== undefined)) return rules.badNumber
    return rules.leftForm
  }
  if (third === 'areas' && fifth !== undefined) {
    if (fifth === 'letters' || (countFields.has(fifth) && sixth !== undefined)) {
      return rules.badNumber
    }
  }
  return rules.badHand
}

function rulesFieldRule(field: PathSegment | undefined, deckField: PathSegment | undefined) {
  if (field === 'targetScore') return rules.badTarget
  if (field === 'variants') return rules.badVariant
  if (field === 'deck') {
    if (deckField === 'tieBreak') return rules.badTiebreak
    if (deckField === 'count') return rules.badDeckCount
    return rules.badValue
  }
  return null
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
