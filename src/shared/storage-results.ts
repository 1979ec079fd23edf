import { coreRules, parseGameLog, parseGameLogBytes, readGameLog, type GameLog } from '../engine'
import { isStorableGameId, type StorageProblem, type StorageResult } from './storage'
import { failed } from './storage-failures'

// What both game stores (files in Electron, IndexedDB on the web) check and answer, so they
// behave alike and pass the same contract tests (tests/storage). Reading a log takes its game's
// rules; the answers that need none are in storage-failures.ts, which the web app's first
// download holds without the engine.
export { failed, invalidId, succeeded } from './storage-failures'
export { refusalToKeepDraft } from './hand-draft'

/**
 * Why a log cannot be stored ('invalid-game' with the first problem), or null when it can: it
 * must read as a game log and have an id that can be a file name.
 */
export function refusalToStore(log: unknown): StorageResult | null {
  const read = readGameLog(log)
  if (!read.ok) {
    const first = read.problems[0]
    return failed('invalid-game', first?.messageKey ?? 'problems.log.not-an-object', first?.params)
  }
  if (!isStorableGameId(read.log.id)) {
    return failed('invalid-game', 'storage.failure.invalid-id', { id: String(read.log.id ?? '') })
  }
  return null
}

/**
 * A stored game that cannot be listed. `keepInPlace`: it is a game log this version does not
 * read (a newer version, another game), so it is left where it is for a Casebook that can,
 * rather than set aside with the damaged ones. `marked`: it says it is a Casebook game log
 * (UTF-8 JSON with the log's format), so it is Casebook's, not another program's file.
 */
export type StoredGame =
  | { ok: true; log: GameLog }
  | { ok: false; reason: StorageProblem; keepInPlace: boolean; marked: boolean }

const readByAnotherCasebook: readonly string[] = [coreRules.version, coreRules.game]

/** Problems found before the log's format is known to be Casebook's (not text, not JSON...). */
const beforeTheFormat: readonly string[] = [
  coreRules.encoding,
  coreRules.json,
  coreRules.duplicateKey,
  coreRules.nestingDepth,
  coreRules.reservedKey,
  coreRules.format,
]

/**
 * Reads a stored game: a file's bytes, a record's text, or a JSON value found in a record. The
 * key it is stored under is its id: a log without one, or with another one (a file copied under
 * a new name), is listed under its key so it can be saved and deleted like any other.
 */
export function readStoredGame(key: unknown, stored: unknown): StoredGame {
  if (!isStorableGameId(key)) {
    return {
      ok: false,
      reason: { messageKey: 'storage.damaged.bad-name', params: {} },
      keepInPlace: false,
      marked: false,
    }
  }
  const read =
    stored instanceof Uint8Array
      ? parseGameLogBytes(stored)
      : typeof stored === 'string'
        ? parseGameLog(stored)
        : readGameLog(stored)
  if (!read.ok) {
    const first = read.problems[0]
    return {
      ok: false,
      reason: {
        messageKey: first?.messageKey ?? 'problems.log.not-an-object',
        params: first?.params ?? {},
      },
      keepInPlace: first !== undefined && readByAnotherCasebook.includes(first.rule),
      marked: first !== undefined && !beforeTheFormat.includes(first.rule),
    }
  }
  return { ok: true, log: read.log.id === key ? read.log : { ...read.log, id: key } }
}
