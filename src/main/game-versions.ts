import { createHash } from 'node:crypto'
import { errorsOf, validateGameLog, type GameLog } from '../engine'

/** A file's version: the SHA-256 of its bytes. Two equal hashes are the same bytes. */
export function versionOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * What the store last knew of one game file. `version` is the hash of the bytes it last read or
 * wrote; `file` is those bytes read as a log (null when they did not read as one). `view` is the
 * log the window is taken to hold: the one it last saved, or the one it was last given.
 */
export interface KnownGameFile {
  version: string
  file: GameLog | null
  view: GameLog | null
}

/**
 * A file listed by its version only, since the window knew that version (decision 0032): its
 * log, and the window's, are the log those bytes read as, not read yet.
 */
export interface UnreadGameFile {
  version: string
  unread: true
}

export type ListedGameFile = KnownGameFile | UnreadGameFile

/**
 * What the store knew, with a file listed unread taken as read: the file found is read in its
 * place when it is still those bytes; when it is not, what the window holds is not known.
 */
export function asRead(
  listed: ListedGameFile | undefined,
  found: { version: string; log: GameLog | null } | null,
): KnownGameFile | undefined {
  if (listed === undefined || !('unread' in listed)) return listed
  const log = found !== null && found.version === listed.version ? found.log : null
  return { version: listed.version, file: log, view: log }
}

/**
 * What a save does with the file found on disk:
 * - `write`: nothing of the file would be lost; the new log replaces it (kept as `.bak`);
 * - `merge`: the file was changed elsewhere, only outside the hands, and the new log only adds
 *   hands to what the window held: those hands are written onto the file's version;
 * - `conflict`: anything else; the file found is kept as a conflict copy, then the log is written.
 */
export type SavePlan = { kind: 'write' } | { kind: 'merge'; log: GameLog } | { kind: 'conflict' }

/**
 * Decides a save. `found` is the file now on disk (null when there is none), `foundLog` it read
 * as a log (null when it does not read as one). Only what is certain to lose nothing is written
 * over: the file as last seen, a file whose every fact is in the new log, or a safe merge.
 */
export function planSave(
  listed: ListedGameFile | undefined,
  found: { version: string; log: GameLog | null } | null,
  log: GameLog,
): SavePlan {
  const known = asRead(listed, found)
  // Deleted elsewhere, or never there: writing it back loses nothing.
  if (found === null) return { kind: 'write' }
  if (known !== undefined && found.version === known.version) {
    // Untouched since this store read or wrote it. After a merge the window may not hold the
    // file's header yet: a log that has it (or a window that held the file) loses nothing.
    const viewIsFile = known.view !== null && known.file !== null && sameLog(known.view, known.file)
    if (viewIsFile || (known.file !== null && sameHeader(log, known.file))) return { kind: 'write' }
  }
  const outside = found.log
  if (outside === null) return { kind: 'conflict' }
  if (sameLog(outside, log) || addsHandsTo(outside, log)) return { kind: 'write' }
  const view = known?.view ?? null
  if (view === null) return { kind: 'conflict' }
  if (sameLog(outside, view)) return { kind: 'write' }
  if (addsHandsTo(view, log) && sameJson(outside.hands, view.hands)) {
    const merged = { ...outside, hands: log.hands, updatedAt: log.updatedAt } as GameLog
    if (log.updatedAt === undefined) delete merged.updatedAt
    // The other program's header (players, rules) must still fit the new hands.
    if (errorsOf(validateGameLog(merged)).length <= errorsOf(validateGameLog(log)).length) {
      return { kind: 'merge', log: merged }
    }
  }
  return { kind: 'conflict' }
}

/** `after` is `before` with one or more hands added at the end, and nothing else changed. */
export function addsHandsTo(before: GameLog, after: GameLog): boolean {
  return (
    after.hands.length > before.hands.length &&
    sameHeader(before, after) &&
    sameJson(after.hands.slice(0, before.hands.length), before.hands)
  )
}

/** Equal logs, when and who saved them last aside. */
function sameLog(a: GameLog, b: GameLog): boolean {
  return sameHeader(a, b) && sameJson(a.hands, b.hands)
}

/** Every top-level field but the hands and the time of the last change. */
function sameHeader(a: GameLog, b: GameLog): boolean {
  return sameJson(headerOf(a), headerOf(b))
}

function headerOf(log: GameLog): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(log).filter(([key]) => key !== 'hands' && key !== 'updatedAt'),
  )
}

/** Structural equality of JSON values; the order of an object's keys does not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]))
  }
  const aKeys = Object.keys(a)
  const bRecord = b as Record<string, unknown>
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every(
    (key) =>
      Object.hasOwn(bRecord, key) && sameJson((a as Record<string, unknown>)[key], bRecord[key]),
  )
}
