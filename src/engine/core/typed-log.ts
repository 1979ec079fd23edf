import * as v from 'valibot'
import { gameLogHeaderEntries } from './game-log'
import { formatPath, type PathSegment, type Problem } from './problems'
import { quoteValue } from './quote-value'
import { schemaProblem, type ReadResult } from './read-log'
import { reservedKeyProblems, type IdKeyedPlace } from './reserved-keys'
import { safeParse } from './schema-reader'

/** A JSON object: not null, and not an array. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON object (never an array), read loosely: unknown keys are kept for validation to name. */
export function jsonObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(v.custom<Record<string, unknown>>(isJsonObject), v.looseObject(entries))
}

/** A JSON object (never an array) keyed by ids, each value read by `item`. */
export function jsonRecordOf<const Item extends v.GenericSchema>(item: Item) {
  return v.pipe(v.custom<Record<string, unknown>>(isJsonObject), v.record(v.string(), item))
}

/** A game's whole log: the shared header, its `game`, its optional rules and its hands. */
export function gameLogSchemaOf<
  const Game extends string,
  const Rules extends v.GenericSchema,
  const Hand extends v.GenericSchema,
>(game: Game, rules: Rules, hand: Hand) {
  return jsonObject({
    ...gameLogHeaderEntries,
    game: v.literal(game),
    rules: v.optional(rules),
    hands: v.array(hand),
  })
}

/** The keys an object schema names, read loosely or through `jsonObject`. */
export function schemaKeys(
  schema: { entries: object } | { pipe: readonly unknown[] },
): ReadonlySet<string> {
  const object = 'entries' in schema ? schema : (schema.pipe[1] as { entries: object })
  return new Set(Object.keys(object.entries))
}

/** What a game says about a field of the wrong JSON type, and where its messages live. */
export interface LogReading<Schema extends v.GenericSchema, Rule extends string> {
  readonly schema: Schema
  /** Where the log uses ids as keys: a reserved key there breaks the place's rule. */
  readonly idKeyedPlaces: readonly IdKeyedPlace[]
  /** The game's own rule ids: their messages are under the game's key (`problemKey`). */
  readonly ruleIds: readonly Rule[]
  problemKey(rule: Rule): string
  /** The rule the field breaks by where it stands (spec: "Validation"); null for the core's. */
  ruleAt(path: readonly PathSegment[], found: unknown): Rule | null
  /** What the rule's message names; `fieldAndValue` unless given. */
  paramsOf?(
    rule: Rule,
    path: readonly PathSegment[],
    found: unknown,
    log: unknown,
  ): Problem['params']
}

/** The last field name on the path and the value found there, quoted. */
export function fieldAndValue(
  _rule: string,
  path: readonly PathSegment[],
  found: unknown,
): Problem['params'] {
  const field = path.findLast((segment) => typeof segment === 'string') ?? ''
  return { field, value: quoteValue(found) }
}

/** A game's log reader, and its two halves for a game that reports only part of what they find. */
export interface LogReader<Log> {
  /**
   * Reads a log whose header names the game. Reserved keys are refused first (the schema would
   * drop them without a word); then each field must have its JSON type, and one that does not
   * breaks the rule of its place.
   */
  read(value: unknown, mayHoldReservedKeys: boolean): ReadResult<Log>
  reservedProblems(value: unknown): Problem[]
  /** The problems of a log the schema refuses, one per place and rule. */
  typeProblems(issues: readonly v.BaseIssue<unknown>[], log: unknown): Problem[]
}

/**
 * A game's log is read in two steps. The first, here, checks only the JSON type of every field,
 * so the log can be typed; whether the values make sense is the game's validation. A field of the
 * wrong type still breaks a rule of the game, found by where it stands, so both steps report the
 * spec's rule ids, located by path. A valid log costs the schema reader's walk alone
 * (decision 0029): the problems are made only for a log it refuses.
 */
export function logReader<Schema extends v.GenericSchema, Rule extends string>(
  reading: LogReading<Schema, Rule>,
): LogReader<v.InferOutput<Schema>> {
  const ownRules: ReadonlySet<string> = new Set(reading.ruleIds)
  const paramsOf = reading.paramsOf ?? fieldAndValue

  // The core names messages after the rule; the game's messages live under its own key.
  const withOwnMessage = (problem: Problem): Problem =>
    ownRules.has(problem.rule)
      ? { ...problem, messageKey: reading.problemKey(problem.rule as Rule) }
      : problem

  const reservedProblems = (value: unknown) =>
    reservedKeyProblems(value, reading.idKeyedPlaces).map(withOwnMessage)

  const typeProblem = (issue: v.BaseIssue<unknown>, log: unknown): Problem => {
    const segments = (issue.path ?? []).map((item) => item.key as PathSegment)
    const rule = reading.ruleAt(segments, issue.input)
    if (rule === null) return schemaProblem(issue)
    return {
      path: formatPath(segments),
      rule,
      messageKey: reading.problemKey(rule),
      params: paramsOf(rule, segments, issue.input, log),
      severity: 'error',
    }
  }

  const typeProblems = (issues: readonly v.BaseIssue<unknown>[], log: unknown) =>
    uniqueByPath(issues.map((issue) => typeProblem(issue, log)))

  return {
    read(value, mayHoldReservedKeys) {
      if (mayHoldReservedKeys) {
        const reserved = reservedProblems(value)
        if (reserved.length > 0) return { ok: false, problems: reserved }
      }
      const result = safeParse(reading.schema, value)
      if (result.success) return { ok: true, log: result.output }
      return { ok: false, problems: typeProblems(result.issues, value) }
    },
    reservedProblems,
    typeProblems,
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
