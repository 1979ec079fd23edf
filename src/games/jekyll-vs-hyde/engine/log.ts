import * as v from 'valibot'
import type { PathSegment, Problem } from '../../../engine/core/problems'
import type { ReadResult } from '../../../engine/core/read-log'
import type { IdKeyedPlace } from '../../../engine/core/reserved-keys'
import { safeParse } from '../../../engine/core/schema-reader'
import {
  gameLogSchemaOf,
  isJsonObject,
  jsonObject,
  jsonRecordOf,
  logReader,
  schemaKeys,
} from '../../../engine/core/typed-log'
import { problemKey, ruleIds, rules, type RuleId } from './rules'

export const gameId = 'jekyll-vs-hyde'

/**
 * The log is read in two steps. Here, only the JSON type of every field, so the log can be typed;
 * whether the values make sense (known players, counts that add up, cards of the deck) is
 * validation's (validate.ts). Both report the spec's rule ids, located by path.
 */
/** One trick of a round's record: the leader's card first. */
const trickSchema = jsonObject({
  lead: v.optional(v.string()),
  cards: v.array(v.string()),
  call: v.optional(v.string()),
})

const roundSchema = jsonObject({
  game: v.optional(v.number()),
  jekyll: v.string(),
  tricks: jsonRecordOf(v.number()),
  record: v.optional(v.array(trickSchema)),
  note: v.optional(v.string()),
})

const rulesSchema = jsonObject({
  targetScore: v.optional(v.number()),
  variants: v.optional(jsonRecordOf(v.unknown())),
  deck: v.optional(jsonRecordOf(v.unknown())),
})

export const jekyllVsHydeLogSchema = gameLogSchemaOf(gameId, rulesSchema, roundSchema)

export type JekyllVsHydeLog = v.InferOutput<typeof jekyllVsHydeLogSchema>
export type VsHydeRound = v.InferOutput<typeof roundSchema>
export type VsHydeTrickRecord = v.InferOutput<typeof trickSchema>
export type JekyllVsHydeRulesRecord = v.InferOutput<typeof rulesSchema>

/** The keys a round, a trick of its record and the rules may have; any other is an error. */
export const knownFields = {
  round: schemaKeys(roundSchema),
  trick: schemaKeys(trickSchema),
  rules: schemaKeys(rulesSchema),
} as const

/** Where this game's log uses ids as keys: a reserved key there is an unknown id. */
export const idKeyedPlaces: readonly IdKeyedPlace[] = [
  { at: ['rules', 'variants'], rule: rules.variant, param: 'variant' },
  { at: ['rules', 'deck'], rule: rules.deck, param: 'field' },
  { at: ['hands', '#', 'tricks'], rule: rules.tricksPlayers, param: 'player' },
]

const reader = logReader({
  schema: jekyllVsHydeLogSchema,
  idKeyedPlaces,
  ruleIds,
  problemKey,
  ruleAt,
})

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
    const reserved = reader.reservedProblems(value).filter(inRounds)
    if (reserved.length > 0) return { ok: false, problems: firstRoundOnly(reserved) }
  }
  const result = safeParse(jekyllVsHydeLogSchema, value)
  if (result.success) return { ok: true, log: result.output }
  return { ok: false, problems: firstRoundOnly(reader.typeProblems(result.issues, value)) }
}

const reservedNames: ReadonlySet<unknown> = new Set(['__proto__', 'constructor', 'prototype'])

function reservedPlayerId(log: unknown): boolean {
  const players = isJsonObject(log) ? log.players : undefined
  return (
    Array.isArray(players) &&
    players.some((player) => isJsonObject(player) && reservedNames.has(player.id))
  )
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

/** The problems outside the rounds, and those of the first round at fault. */
function firstRoundOnly(problems: readonly Problem[]): Problem[] {
  const roundOf = (problem: Problem) => /^hands\[(\d+)\]/.exec(problem.path)?.[1]
  const first = Math.min(...problems.map((problem) => Number(roundOf(problem) ?? Infinity)))
  return problems.filter((problem) => {
    const round = roundOf(problem)
    return round === undefined || Number(round) === first
  })
}
