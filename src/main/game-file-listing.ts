import { join } from 'node:path'
import type { GameLog } from '../engine'
import type { DamagedGame, GameListing, StorageProblem } from '../shared/storage'
import { isStorableGameId } from '../shared/storage'
import { damagedFolder, fileTimestamp, gameFileSuffix, isTemporaryFile } from './game-files'
import { errorCode, errorDetail, GameFileTooLarge, type GameFileSystem } from './game-file-system'
import { readStoredGame } from '../shared/storage-results'
import { conflictCopyOf } from './conflict-copies'

/** A game; a file to set aside; a log for another Casebook, left where it is; or nothing. */
type Entry =
  | { kind: 'game'; id: string; bytes: Uint8Array; log: GameLog }
  | { kind: 'damaged' | 'kept'; reason: StorageProblem }
  | null

/**
 * Reads every `<id>.json` of the games folder. Temporary files left by a crash are removed
 * (the game file beside them is still the last complete save); backups are left alone; a file
 * that cannot be read as a game log is moved to `damaged/` and reported.
 */
export async function listGameFiles(
  folder: string,
  fs: GameFileSystem,
  now: () => Date,
  onGameRead: (id: string, bytes: Uint8Array, log: GameLog) => void = () => undefined,
): Promise<GameListing> {
  await fs.mkdir(folder)
  const listing: GameListing = { games: [], damaged: [] }
  for (const name of (await fs.readdir(folder)).sort()) {
    if (isTemporaryFile(name)) {
      await fs.unlink(join(folder, name)).catch(() => undefined)
      continue
    }
    if (!name.endsWith(gameFileSuffix)) continue
    const entry = await readEntry(folder, fs, name)
    if (entry?.kind === 'game') {
      listing.games.push(entry.log)
      onGameRead(entry.id, entry.bytes, entry.log)
    }
    if (entry?.kind === 'damaged') {
      listing.damaged.push(await setAside(folder, fs, name, entry.reason, now()))
    }
    if (entry?.kind === 'kept')
      listing.damaged.push({ name, setAsideAs: name, reason: entry.reason })
  }
  const conflictCopies = listing.games.flatMap((log) => conflictCopyOf(log.id ?? '') ?? [])
  return conflictCopies.length > 0 ? { ...listing, conflictCopies } : listing
}

async function readEntry(folder: string, fs: GameFileSystem, name: string): Promise<Entry> {
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
    if (error instanceof GameFileTooLarge) {
      const mebibytes = error.limitBytes / (1024 * 1024)
      return {
        kind: 'damaged',
        reason: { messageKey: 'storage.damaged.too-large', params: { mebibytes } },
      }
    }
    const reason = {
      messageKey: 'storage.damaged.unreadable',
      params: { detail: errorDetail(error) },
    }
    return { kind: 'damaged', reason }
  }
  const stored = readStoredGame(id, bytes)
  if (stored.ok) return { kind: 'game', id, bytes, log: stored.log }
  return { kind: stored.keepInPlace ? 'kept' : 'damaged', reason: stored.reason }
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
