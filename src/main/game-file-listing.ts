import { join } from 'node:path'
import type { GameLog } from '../engine'
import type {
  ConflictCopy,
  DamagedGame,
  OtherFile,
  StorageProblem,
  VersionedListing,
} from '../shared/storage'
import { isStorableGameId } from '../shared/storage'
import { damagedFolder, fileTimestamp, gameFileSuffix, isOwnTemporaryFile } from './game-files'
import { errorCode, errorDetail, GameFileTooLarge, type GameFileSystem } from './game-file-system'
import { readStoredGame } from '../shared/storage-results'
import { conflictCopyOf } from './conflict-copies'
import { syncToolCopyOf } from './sync-tool-copies'
import { versionOf } from './game-versions'
import { NotAFileToRead } from './read-at-most'

/**
 * A game read; a game whose version the window knows, left unread; a damaged Casebook game, to set
 * aside; a log for another Casebook, left where it is; a file that is not a Casebook game, left
 * where it is too; or nothing.
 */
type Entry =
  | { kind: 'game'; id: string; version: string; log: GameLog }
  | { kind: 'known'; id: string; version: string }
  | { kind: 'damaged' | 'kept' | 'other'; reason: StorageProblem }
  | null

export interface ListingOptions {
  /** Whether the window already knows this version of this game: its file is then not parsed. */
  known?: (id: string, version: string) => boolean
  /**
   * Told of every game listed; `log` is undefined for one left unread; `name` is its file's name,
   * `<id>.json` but for a sync tool's copy.
   */
  onGameListed?: (id: string, version: string, log: GameLog | undefined, name: string) => void
}

/**
 * Reads every `<id>.json` of the games folder. Casebook's own temporary files left by a crash are
 * removed (the game file beside them is still the last complete save); backups are left alone; a
 * Casebook game log that cannot be read is moved to `damaged/` and reported; any other `*.json`
 * is left where it is and reported apart (decision 0065). Every game is listed with its version;
 * a file whose version the window knows is hashed, not parsed.
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
  const otherFiles: OtherFile[] = []
  const conflictCopies: ConflictCopy[] = []
  const names = (await fs.readdir(folder)).sort()
  const taken = new Set(names)
  for (const name of names) {
    if (isOwnTemporaryFile(name)) {
      await fs.unlink(join(folder, name)).catch(() => undefined)
      continue
    }
    if (!name.endsWith(gameFileSuffix)) continue
    const stem = name.slice(0, -gameFileSuffix.length)
    const copy = syncToolCopyOf(stem)
    // Listed under an id no file of the folder has, or not at all.
    const usable = copy && !taken.has(`${copy.id}${gameFileSuffix}`) ? copy : null
    const entry = await readEntry(folder, fs, name, usable?.id ?? stem, known)
    if (entry?.kind === 'game' || entry?.kind === 'known') {
      const log = entry.kind === 'game' ? entry.log : undefined
      if (log) listing.games.push(log)
      listing.versions.push([entry.id, entry.version])
      onGameListed(entry.id, entry.version, log, name)
      if (usable) conflictCopies.push({ id: usable.id, of: usable.of, by: usable.tool, name })
      const kept = usable ? null : conflictCopyOf(entry.id)
      if (kept) conflictCopies.push(kept)
    }
    // A sync tool's file is the tool's, never moved, even when it breaks the game's rules.
    if (entry?.kind === 'damaged' && usable) otherFiles.push({ name, reason: entry.reason })
    if (entry?.kind === 'damaged' && !usable) {
      listing.damaged.push(await setAside(folder, fs, name, entry.reason, now()))
    }
    if (entry?.kind === 'kept')
      listing.damaged.push({ name, setAsideAs: name, reason: entry.reason })
    if (entry?.kind === 'other') otherFiles.push({ name, reason: entry.reason })
  }
  return {
    ...listing,
    ...(conflictCopies.length > 0 && { conflictCopies }),
    ...(otherFiles.length > 0 && { otherFiles }),
  }
}

async function readEntry(
  folder: string,
  fs: GameFileSystem,
  name: string,
  id: string,
  known: (id: string, version: string) => boolean,
): Promise<Entry> {
  if (!isStorableGameId(id)) {
    return { kind: 'other', reason: { messageKey: 'storage.damaged.bad-name', params: {} } }
  }
  let bytes: Uint8Array
  try {
    bytes = await fs.readFile(join(folder, name))
  } catch (error) {
    // Gone since the folder was read: nothing to list, nothing to set aside.
    if (errorCode(error) === 'ENOENT') return null
    // A folder, a file the system will not open, or one too large: not known to be a game.
    return { kind: 'other', reason: unreadableFile(error) }
  }
  const version = versionOf(bytes)
  // The window made its summary from these very bytes, which this build read as a game then.
  if (known(id, version)) return { kind: 'known', id, version }
  const stored = readStoredGame(id, bytes)
  if (stored.ok) return { kind: 'game', id, version, log: stored.log }
  if (stored.keepInPlace) return { kind: 'kept', reason: stored.reason }
  // Not marked as a game log: another program's file (its settings, say), which stays put.
  return { kind: stored.marked ? 'damaged' : 'other', reason: stored.reason }
}

/** Why a game file could not be read: over the size limit, not a file, or what the system said. */
export function unreadableFile(error: unknown): StorageProblem {
  if (error instanceof GameFileTooLarge) {
    const mebibytes = error.limitBytes / (1024 * 1024)
    return { messageKey: 'storage.damaged.too-large', params: { mebibytes } }
  }
  if (error instanceof NotAFileToRead)
    return { messageKey: 'storage.damaged.not-a-file', params: {} }
  return { messageKey: 'storage.damaged.unreadable', params: { detail: errorDetail(error) } }
}

/**
 * Moves a file to `damaged/<name>.<timestamp>`, never over another file, and flushes both folders
 * as every save does, so the move outlives a power cut. If it cannot be moved it stays where it
 * is, and is reported under its own name.
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
    await fs.syncFolder(target)
    await fs.syncFolder(folder)
    return { name, setAsideAs, reason }
  } catch {
    return { name, setAsideAs: name, reason }
  }
}
