import * as v from 'valibot'
import { gameLogHeaderEntries } from '../../../engine/core/game-log'
import { formatPath, type PathSegment, type Problem } from '../../../engine/core/problems'
import type { ReadResult } from '../../../engine/core/read-log'
import { reservedKeyProblems, type IdKeyedPlace } from '../../../engine/core/reserved-keys'
import { coreRules } from '../../../engine/core/rule-ids'
import { quoteValue } from '../../../engine/core/quote-value'
import { safeParse } from '../../../engine/core/schema-reader'
import { problemKey, ruleIds, rules, type RuleId } from './rules'

export const gameId = 'jekyll-vs-hyde'

/**
 * The log is read in two steps. Here, only the JSON type of every field, so the log can be typed;
 * whether the values make sense (known players, counts that add up, cards of the deck) is
 * validation's (validate.ts). Both report the spec's rule ids, located by path.
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

/** One trick of a round's record: the leader's card first. */
const trickSchema = object({
  lead: v.optional(v.string()),
  cards: v.array(v.string()),
  call: v.optional(v.string()),
})

const roundSchema = object({
  game: v.optional(v.number()),
  jekyll: v.string(),
  tricks: recordOf(v.number()),
  record: v.optional(v.array(trickSchema)),
  note: v.optional(v.string()),
})

const rulesSchema = object({
  targetScore: v.optional(v.number()),
  variants: v.optional(recordOf(v.unknown())),
  deck: v.optional(recordOf(v.unknown())),
})

export const jekyllVsHydeLogSchema = object({
  ...gameLogHeaderEntries,
  game: v.literal(gameId),
  rules: v.optional(rulesSchema),
  hands: v.array(roundSchema),
})

export type JekyllVsHydeLog = v.InferOutput<typeof jekyllVsHydeLogSchema>
export type VsHydeRound = v.InferOutput<typeof roundSchema>
export type VsHydeTrickRecord = v.InferOutput<typeof trickSchema>
export type JekyllVsHydeRulesRecord = v.InferOutput<typeof rulesSchema>

/** The keys a round, a trick of its record and the rules may have; any other is an error. */
export const knownFields = {
  round: keysOf(roundSchema),
  trick: keysOf(trickSchema),
  rules: keysOf(rulesSchema),
} as const

function keysOf(schema: { pipe: readonly unknown[] }): ReadonlySet<string> {
  return new Set(Object.keys((schema.pipe[1] as { entries: object }).entries))
}

/** Where this game's log uses ids as keys: a reserved key there is an unknown id. */
export const idKeyedPlaces: readonly IdKeyedPlace[] = [
  { at: ['rules', 'variants'], rule: rules.variant, param: 'variant' },
  { at: ['rules', 'deck'], rule: rules.deck, param: 'field' },
  { at: ['hands', '#', 'tricks'], rule: rules.tricksPlayers, param: 'player' },
]

/**
 * Reads a log whose header names this game. Reserved keys are refused first (the schema would
 * drop them without a word); then each field must have its JSON type, and one that does not
 * breaks the rule of its place. As validation does, only the first round at fault is reported:
 * the rounds after it are not checked.
 */
export function readJekyllVsHydeLog(
  value: unknown,
  mayHoldReservedKeys: boolean,
): ReadResult<JekyllVsHydeLog> {
  if (mayHoldReservedKeys) {
    // A player called by a reserved name is the players' fault (validation's), not his rounds'.
    const inRounds = (problem: Problem) =>
      !reservedPlayerId(value) || !problem.path.startsWith('hands')
    const reserved = reservedKeyProblems(value, idKeyedPlaces).filter(inRounds).map(withOwnMessage)
    if (reserved.length > 0) return { ok: false, problems: firstRoundOnly(reserved) }
  }
  const result = safeParse(jekyllVsHydeLogSchema, value)
  if (result.success) return { ok: true, log: result.output }
  const problems = uniqueByPath(result.issues.map(structureProblem))
  return { ok: false, problems: firstRoundOnly(problems) }
}

const reservedNames: ReadonlySet<unknown> = new Set(['__proto__', 'constructor', 'prototype'])

function reservedPlayerId(log: unknown): boolean {
  const players = isObject(log) ? log.players : undefined
  return (
    Array.isArray(players) &&
    players.some((player) => isObject(player) && reservedNames.has(player.id))
  )
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
  const rule = ruleAt(segments, issue.input)
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

/** The rule a field of the wrong JSON type breaks, by where it stands (spec: "Validation"). */
function ruleAt(path: readonly PathSegment[], found: unknown): RuleId | null {
  const [top, second, third, fourth, fifth, sixth] = path
  if (top === 'players') return rules.players
  if (top === 'rules') {
    if (second === 'targetScore') return rules.target
    return rules.rules
  }
  if (top !== 'hands') return null
  if (second === undefined || third === undefined) return rules.handShape
  // A required key left out is the round's shape; one of the wrong type breaks its own rule.
  if (found === undefined && fourth === undefined) return rules.handShape
  if (third === 'game') return rules.gameIndex
  if (third === 'jekyll') return rules.role
  if (third === 'tricks') return fourth === undefined ? rules.tricksPlayers : rules.tricksCount
  if (third === 'record') {
    if (fourth === undefined) return rules.recordLength
    if (fifth === 'call') return rules.recordCall
    if (fifth === 'cards' && sixth !== undefined) return rules.recordCard
    return rules.recordShape
  }
  return rules.handShape
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

/** The problems outside the rounds, and those of the first round at fault. */
function firstRoundOnly(problems: readonly Problem[]): Problem[] {
  const roundOf = (problem: Problem) => /^hands\[(\d+)\]/.exec(problem.path)?.[1]
  const first = Math.min(...problems.map((problem) => Number(roundOf(problem) ?? Infinity)))
  return problems.filter((problem) => {
    const round = roundOf(problem)
    return round === undefined || Number(round) === first
  })
}
