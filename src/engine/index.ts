/**
 * The Casebook rules engine: pure functions from a game log (facts the players entered) to
 * every derived score. No I/O, no UI: the CLI, the main process and the renderer all call this.
 */
import { parseJson, readHeader, type ReadResult } from './core/read-log'
import type { HandFacts, SettingFact } from './core/game-module'
import type { Problem } from './core/problems'
import { decodeGameLogBytes } from './core/decode'
import { nextGameLog } from './core/play-again'
import { gameModuleOf, knownGames, type GameLog, type GameScore, type ScoreFor } from './games'

export type { GameLog, GameScore, Problem, ReadResult, ScoreFor }
export { knownGames, gameModules, gameModuleOf } from './games'
export type * from './core/game-module'
export { gamesBehind, libraryStats, winRate } from './stats/library-stats'
export { comparedVariants, variantId } from './stats/variants'
export type * from './stats/library-stats'
export type * from './stats/person-scores'
export type * from './stats/time-played'
export type * from './stats/seats'
export type * from './stats/roles'
export type * from './stats/variants'
export type { PlayedRole, PlayedVariant } from './stats/game-facts'
export { historyGame, type HistoryGame } from './stats/history-game'
export { libraryPeople, personKey, personName, renameClash, renamePerson } from './stats/people'
export { libraryRecords } from './stats/records'
export type * from './stats/records'

/** Reads a game log from its text: JSON, header and structure. Nothing is half-read. */
export function parseGameLog(text: string): ReadResult<GameLog> {
  const json = parseJson(text)
  return json.ok ? readJson(json.log, json.reservedKey) : json
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

/** The common header first (a game this version does not know is refused), then the game's own. */
function readJson(value: unknown, mayHoldReservedKeys: boolean): ReadResult<GameLog> {
  const header = readHeader(value, knownGames)
  if (!header.ok) return header
  return moduleOf(header.log).read(value, mayHoldReservedKeys)
}

/** Every rule problem of a structurally sound log: errors make it unscorable, warnings do not. */
export function validateGameLog(log: GameLog): Problem[] {
  return moduleOf(log.game).check(log).problems
}

export type CheckedLog =
  | { ok: true; log: GameLog; score: GameScore; warnings: Problem[] }
  | { ok: false; log: GameLog | null; problems: Problem[] }

/** Reads, validates and scores: what `casebook score` and an import do with a file. */
export function checkGameLog(text: string): CheckedLog {
  const read = parseGameLog(text)
  if (!read.ok) return { ok: false, log: null, problems: read.problems }
  const { problems, score } = moduleOf(read.log.game).check(read.log)
  if (!score) return { ok: false, log: read.log, problems }
  return { ok: true, log: read.log, score, warnings: problems }
}

/** Derives every score of a log without errors: a game's own log gets that game's own score. */
export function scoreGameLog<L extends GameLog>(log: L): ScoreFor<L> {
  return moduleOf(log.game).score(log) as ScoreFor<L>
}

/**
 * One hand's breakdown as facts (1-based), or null when there is no such hand. Pass the log's
 * score when going through every hand: each breakdown then costs one hand, not the game up to it.
 */
export function handFactsOf(log: GameLog, number: number, score?: GameScore): HandFacts | null {
  return moduleOf(log.game).explainHand(log, number, score)
}

/** The settings a game was scored with, as every report states them. */
export function settingsOf(log: GameLog): SettingFact[] {
  return moduleOf(log.game).settings(log)
}

/** What `casebook score --json` prints: the game's own shape. */
export function scoreJsonOf(log: GameLog, score: GameScore): object {
  return moduleOf(log.game).scoreJson(log, score)
}

/** Only logs whose header passed `readHeader` exist, so their game is always registered. */
function moduleOf(game: string) {
  const module = gameModuleOf(game)
  if (!module) throw new Error(`No module for game ${game}: the header check lets none through`)
  return module
}

export { serialiseGameLog, gameLogFormat, gameLogVersion } from './core/game-log'
export { decodeGameLogBytes }
export { quotedParams, quoteValue, shorten } from './core/quote-value'
export { JsonList } from './core/json-list'
export { firstDuplicateKey } from './core/duplicate-keys'
export { errorsOf, warningsOf, formatPath } from './core/problems'
export { standingOf, raceStanding, type SeriesStatus, type Standing } from './core/series'
export { coreRules } from './core/rule-ids'
export { handPastTheEnd, handsPastTheEnd } from './core/hands-past-the-end'

/** The same log with other hands: one deleted, corrected or added. The game's type is kept. */
export function withHands<L extends GameLog>(log: L, hands: L['hands'][number][]): L {
  return { ...log, hands }
}

/** The log of the next game of the same players, its first dealer moved on by the game's rules. */
export function playAgainLog(log: GameLog, id: string, now: Date): GameLog {
  return nextGameLog(log, moduleOf(log.game).playAgain(log), id, now) as GameLog
}
