/**
 * The Casebook rules engine: pure functions from a game log (facts the players entered) to
 * every derived score. No I/O, no UI: the CLI, the main process and the renderer all call this.
 */
import { parseJson, readHeader, readWithSchema, type ReadResult } from './core/read-log'
import { errorsOf, type Problem } from './core/problems'
import { decodeGameLogBytes } from './core/decode'
import { mayHoldReservedKey, reservedKeyProblems } from './core/reserved-keys'
import {
  gameId,
  idKeyedPlaces,
  mysteryRummyLogSchema,
  type MysteryRummyLog,
} from './mystery-rummy-jekyll-hyde/log'
import { validateLog } from './mystery-rummy-jekyll-hyde/validate'
import {
  explainHand,
  handsAfterTheWin,
  scoreGame,
  type GameScore,
} from './mystery-rummy-jekyll-hyde/score-game'

export type GameLog = MysteryRummyLog
export type { GameScore, Problem, ReadResult }
export const knownGames = [gameId] as const

/** Reads a game log from its text: JSON, header and structure. Nothing is half-read. */
export function parseGameLog(text: string): ReadResult<GameLog> {
  const json = parseJson(text)
  return json.ok ? readJson(json.log, mayHoldReservedKey(text)) : json
}

/** Reads a game log from a file's bytes: UTF-8 text (spec: game-log-v1), then as above. */
export function parseGameLogBytes(bytes: Uint8Array): ReadResult<GameLog> {
  const text = decodeGameLogBytes(bytes)
  return text.ok ? parseGameLog(text.log) : text
}

/** Reads a game log from a JSON value (as stored, or already parsed). */
export function readGameLog(value: unknown): ReadResult<GameLog> {
  return readJson(value, true)
}

function readJson(value: unknown, mayHoldReservedKeys: boolean): ReadResult<GameLog> {
  const header = readHeader(value, knownGames)
  if (!header.ok) return header
  if (mayHoldReservedKeys) {
    const reserved = reservedKeyProblems(value, idKeyedPlaces)
    if (reserved.length > 0) return { ok: false, problems: reserved }
  }
  return readWithSchema(mysteryRummyLogSchema, value)
}

/** Every rule problem of a structurally sound log: errors make it unscorable, warnings do not. */
export function validateGameLog(log: GameLog): Problem[] {
  return validateAndScore(log).problems
}

export type CheckedLog =
  | { ok: true; log: GameLog; score: GameScore; warnings: Problem[] }
  | { ok: false; log: GameLog | null; problems: Problem[] }

/** Reads, validates and scores: what `casebook score` and an import do with a file. */
export function checkGameLog(text: string): CheckedLog {
  const read = parseGameLog(text)
  if (!read.ok) return { ok: false, log: null, problems: read.problems }
  const { problems, score } = validateAndScore(read.log)
  if (!score) return { ok: false, log: read.log, problems }
  return { ok: true, log: read.log, score, warnings: problems }
}

/** Whether a hand comes after the win depends on the scores, so validation scores once and keeps it. */
function validateAndScore(log: GameLog): { problems: Problem[]; score: GameScore | null } {
  const problems = validateLog(log)
  if (errorsOf(problems).length > 0) return { problems, score: null }
  const score = scoreGame(log)
  const afterWin = handsAfterTheWin(score)
  if (afterWin.length > 0) return { problems: [...problems, ...afterWin], score: null }
  return { problems, score }
}

export { scoreGame as scoreGameLog, explainHand }
export { serialiseGameLog, gameLogFormat, gameLogVersion } from './core/game-log'
export { decodeGameLogBytes }
export { quoteValue } from './core/quote-value'
export { firstDuplicateKey } from './core/duplicate-keys'
export { errorsOf, warningsOf, formatPath } from './core/problems'
export { standingOf, raceStanding, type SeriesStatus, type Standing } from './core/series'
export { coreRules } from './core/rule-ids'
export * from './mystery-rummy-jekyll-hyde/cards'
export * from './mystery-rummy-jekyll-hyde/breakdown'
export {
  rules,
  resolveRules,
  changedCardValues,
  defaultVariants,
  defaultTargetScore,
} from './mystery-rummy-jekyll-hyde/rules'
export type { ChangedCardValue, ResolvedRules, Variants } from './mystery-rummy-jekyll-hyde/rules'
export type { ScoredHand } from './mystery-rummy-jekyll-hyde/score-game'
export type {
  HandRecord,
  AreaRecord,
  LeftInHand,
  TransformationPlacement,
} from './mystery-rummy-jekyll-hyde/log'
export {
  transformationPointsOptions,
  transformationHeldPenaltyOptions,
} from './mystery-rummy-jekyll-hyde/log'
