import { join } from 'node:path'
import type { GameLog } from '../engine'
import type { DamagedGame, StorageProblem, VersionedListing } from '../shared/storage'
import { isStorableGameId } from '../shared/storage'
import { damagedFolder, fileTimestamp, gameFileSuffix, isTemporaryFile } from './game-files'
import { errorCode, errorDetail, GameFileTooLarge, type GameFileSystem } from './game-file-system'
import { readStoredGame } from '../shared/storage-results'
import { conflictCopyOf } from './conflict-copies'
import { versionOf } from './game-versions'

/**
 * A game read; a game whose version the window knows, left unread; a file to set aside; a log
 * for another Casebook, left where it is; or nothing.
 */
type Entry =
  | { kind: 'game'; id: string; version: string; log: GameLog }
  | { kind: 'known'; id: string; version: string }
  | { kind: 'damaged' | 'kept'; reason: StorageProblem }
  | null

export interface ListingOptions {
  /** Whether the window already knows this version of this game: its file is then not parsed. */
  known?: (id: string, version: string) => boolean
  /** Told of every game listed; `log` is undefined for one left unread. */
  onGameListed?: (id: string, version: string, log: GameLog | undefined) => void
}

/**
 * Reads every `<id>.json` of the games folder. Temporary files left by a crash are removed
 * (the game file beside them is still the last complete save); backups are left alone; a file
 * that cannot be read as a game log is moved to `damaged/` and reported. Every game is listed
 * with its version; a file whose version the window knows is hashed, not parsed.
 */
export async function listGameFiles(
  folder: string,
  fs: GameFileSystem,
  now: () => Date,
  options: ListingOptions = {},
): Promise<VersionedListing> {
  const { known = () => false, onGameListed = () => undefined } = options
  await fs.mkdir(folder)
  const listing: VersionedListing = { games: [], damaged: [], versions: [] }
  for (const name of (await fs.readdir(folder)).sort()) {
    if (isTemporaryFile(name)) {
      await fs.unlink(join(folder, name)).catch(() => undefined)
      continue
    }
    if (!name.endsWith(gameFileSuffix)) continue
    const entry = await readEntry(folder, fs, name, known)
    if (entry?.kind === 'game' || entry?.kind === 'known') {
      const log = entry.kind === 'game' ? entry.log : undefined
      if (log) listing.games.push(log)
      listing.versions.push([entry.id, entry.version])
      onGameListed(entry.id, entry.version, log)
    }
    if (entry?.kind === 'damaged') {
      listing.damaged.push(await setAside(folder, fs, name, entry.reason, now()))
    }
    if (entry?.kind === 'kept')
      listing.damaged.push({ name, setAsideAs: name, reason: entry.reason })
  }
  const conflictCopies = listing.versions.flatMap(([id]) => conflictCopyOf(id) ?? [])
  return conflictCopies.length > 0 ? { ...listing, conflictCopies } : listing
}

async function readEntry(
  folder: string,
  fs: GameFileSystem,
  name: string,
  known: (id: string, version: string) => boolean,
): Promise<Entry> {
  const id = name.slice(0, -gameFileSuffix.length)
  if (!isStorableGameId(id)) {
    return { kind: 'damaged', reason: { messageKey: 'storage.damaged.bad-name', params: {} } }
  }
  let bytes: Uint8Array
  try {
    bytes = await fs.readFile(join(folder, name))
  } catch (error) {
    // Gone since the folder was read: nothing to list, nothing to set aside.
    if (errorCode(error) === 'ENOENT') return null
    return { kind: 'damaged', reason: unreadableFile(error) }
  }
  const version = versionOf(bytes)
  // The window made its summary from these very bytes, which this build read as a game then.
  if (known(id, version)) return { kind: 'known', id, version }
  const stored = readStoredGame(id, bytes)
  if (stored.ok) return { kind: 'game', id, version, log: stored.log }
  return { kind: stored.keepInPlace ? 'kept' : 'damaged', reason: stored.reason }
}

/** Why a game file could not be read: over the size limit, or what the system said. */
export function unreadableFile(error: unknown): StorageProblem {
  if (error instanceof GameFileTooLarge) {
    const mebibytes = error.limitBytes / (1024 * 1024)
    return { messageKey: 'storage.damaged.too-large', params: { mebibytes } }
  }
  return { messageKey: 'storage.damaged.unreadable', params: { detail: errorDetail(error) } }
}

/**
 * Moves a file to `damaged/<name>.<timestamp>`, never over another file. If it cannot be moved
 * it stays where it is, and is reported under its own name.
 */
async function setAside(
  folder: string,
  fs: GameFileSystem,
  name: string,
  reason: StorageProblem,
  date: Date,
): Promise<DamagedGame> {
  const target = damagedFolder(folder)
  try {
    await fs.mkdir(target)
    const taken = new Set(await fs.readdir(target))
    const base = `${name}.${fileTimestamp(date)}`
    let setAsideAs = base
    for (let n = 2; taken.has(setAsideAs); n++) setAsideAs = `${base}-${n}`
    await fs.rename(join(folder, name), join(target, setAsideAs))
    return { name, setAsideAs, reason }
  } catch {
    return { name, setAsideAs: name, reason }
  }
}
