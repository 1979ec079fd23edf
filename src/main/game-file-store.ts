import { join } from 'node:path'
import { serialiseGameLog, type GameLog } from '../engine'
import {
  isStorableGameId,
  type GameRead,
  type GameStorage,
  type KnownVersion,
  type StorageResult,
  type VersionedListing,
} from '../shared/storage'
import { conflictCopyId } from './conflict-copies'
import { gameFiles, gameFileSuffix } from './game-files'
import { draftFileStore } from './draft-files'
import {
  errorCode,
  nodeGameFileSystem,
  writeFailure,
  type GameFileSystem,
} from './game-file-system'
import { listGameFiles, unreadableFile } from './game-file-listing'
import { planSave, sameJson, versionOf, type ListedGameFile } from './game-versions'
import { createSerialQueue } from './serial-queue'
import {
  failed,
  invalidId,
  readStoredGame,
  refusalToStore,
  succeeded,
} from '../shared/storage-results'

export interface FileGameStoreOptions {
  /** The games folder (`<userData>/games`); created when first needed. */
  folder: string
  fs?: GameFileSystem
  /** The clock that names the files set aside in `damaged/` and the conflict copies. */
  now?: () => Date
}

/** The file store, and what the folder watcher asks it. */
export interface FileGameStore extends GameStorage, VersionedGameFiles {
  /**
   * Whether a file of the folder (a name from a watch event) is not as this store last left it:
   * written, changed or removed by another program, or merged with another program's version.
   */
  changedOutside(name: string): Promise<boolean>
}

/**
 * What the desktop window asks so as to list its games before reading them (decision 0032):
 * every game with its version, the logs of only those it does not know, and one game's log
 * when it is opened.
 */
export interface VersionedGameFiles {
  listGamesByVersion(known: readonly KnownVersion[]): Promise<VersionedListing>
  readGame(id: string): Promise<GameRead>
}

/**
 * One JSON file per game, `<id>.json`. A save writes and flushes a temporary file, keeps the
 * current file as `<id>.json.bak`, then renames the temporary file over it: at every moment
 * `<id>.json` is either the previous version or the new one, whole. Operations run one at a time.
 *
 * Before writing, a save compares the file with the version this store last read or wrote: a
 * version written by another program is never lost (see `planSave` and docs/decisions/0023).
 */
export function createFileGameStore(options: FileGameStoreOptions): FileGameStore {
  const { folder, fs = nodeGameFileSystem, now = () => new Date() } = options
  const queue = createSerialQueue()
  const known = new Map<string, ListedGameFile>()
  const fileNames = new Map<string, string>()
  const files: GameFiles = { folder, fs, now, known, fileNames }
  const list = (windowKnows?: (id: string, version: string) => boolean) =>
    listGameFiles(folder, fs, now, {
      ...(windowKnows && { known: windowKnows }),
      onGameListed: (id, version, log, name) => {
        if (name !== `${id}${gameFileSuffix}`) fileNames.set(id, name)
        // A file already known keeps what the store knew of it: the window may still hold the
        // version before, and its next save must be compared with that one.
        if (known.has(id)) return
        known.set(id, log ? { version, file: log, view: log } : { version, unread: true })
      },
    })
  return {
    listGames: () =>
      queue(async () => {
        const { games, damaged, conflictCopies, otherFiles } = await list()
        return {
          games,
          damaged,
          ...(conflictCopies && { conflictCopies }),
          ...(otherFiles && { otherFiles }),
        }
      }),
    listGamesByVersion: (windowKnows) =>
      queue(() => {
        const versions = new Map(windowKnows)
        return list((id, version) => versions.get(id) === version)
      }),
    readGame: (id) => queue(() => readGameFile(files, id)),
    saveGame: (log) => queue(() => saveGameFile(files, log)),
    deleteGame: (id) => queue(() => deleteGameFile(files, id)),
    changedOutside: (name) => queue(() => isChangedOutside(files, name)),
    // Drafts touch no game file: a queue of their own, so a save never waits behind one.
    ...draftFileStore(folder, fs, createSerialQueue()),
  }
}

interface GameFiles {
  folder: string
  fs: GameFileSystem
  now: () => Date
  known: Map<string, ListedGameFile>
  /** The file of each game listed under another name than `<id>.json`: a sync tool's copy. */
  fileNames: Map<string, string>
}

/**
 * The files of game `id`: `<id>.json` and its backup, or a sync tool's copy where the tool put it
 * (read, saved and deleted there, decision 0065). The temporary file is always named after the
 * id, so that a crash's leftover is known as Casebook's.
 */
function filesOf(files: GameFiles, id: string) {
  const own = gameFiles(files.folder, id)
  const name = files.fileNames.get(id)
  if (name === undefined) return own
  const file = join(files.folder, name)
  return { file, backup: `${file}.bak`, temporary: own.temporary }
}

/** Reads one game for the window, which holds that log from then on. */
async function readGameFile(files: GameFiles, id: string): Promise<GameRead> {
  if (!isStorableGameId(id)) {
    return { ok: false, reason: { messageKey: 'storage.failure.invalid-id', params: { id } } }
  }
  let bytes: Uint8Array | null
  try {
    bytes = await readIfThere(files.fs, filesOf(files, id).file)
  } catch (error) {
    return { ok: false, reason: unreadableFile(error) }
  }
  if (bytes === null) {
    return { ok: false, reason: { messageKey: 'storage.failure.not-found', params: { id } } }
  }
  const stored = readStoredGame(id, bytes)
  if (!stored.ok) return { ok: false, reason: stored.reason }
  const version = versionOf(bytes)
  files.known.set(id, { version, file: stored.log, view: stored.log })
  return { ok: true, log: stored.log, version }
}

async function saveGameFile(files: GameFiles, log: GameLog): Promise<StorageResult> {
  const refusal = refusalToStore(log)
  if (refusal) return refusal
  const { folder, fs, known } = files
  const id = log.id as string
  const { file, backup, temporary } = filesOf(files, id)
  try {
    await fs.mkdir(folder)
    const found = await readIfThere(fs, file)
    const plan = planSave(
      known.get(id),
      found && { version: versionOf(found), log: logIn(id, found) },
      log,
    )
    if (plan.kind === 'conflict' && found !== null) await keepConflictCopy(files, id, found)
    const written = plan.kind === 'merge' ? plan.log : log
    const text = serialiseGameLog(written)
    await fs.writeFileDurably(temporary, text)
    await keepBackup(fs, file, backup)
    // Flushing took milliseconds, in which another program may have written the file: read
    // again just before the rename, its version is kept (decision 0023 says what window is left).
    const justBefore = await readIfThere(fs, file)
    if (justBefore !== null && !sameBytes(justBefore, found)) {
      await keepConflictCopy(files, id, justBefore)
    }
    await fs.rename(temporary, file)
    known.set(id, { version: versionOf(text), file: written, view: log })
  } catch (error) {
    await fs.unlink(temporary).catch(() => undefined)
    return writeFailure(error)
  }
  await fs.syncFolder(folder)
  return succeeded()
}

async function readIfThere(fs: GameFileSystem, file: string): Promise<Uint8Array | null> {
  try {
    return await fs.readFile(file)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw error
  }
}

function sameBytes(now: Uint8Array, before: Uint8Array | null): boolean {
  return before !== null && Buffer.from(now.buffer, now.byteOffset, now.byteLength).equals(before)
}

function logIn(id: string, bytes: Uint8Array): GameLog | null {
  const stored = readStoredGame(id, bytes)
  return stored.ok ? stored.log : null
}

/**
 * Writes the file found, unchanged, as a game of its own beside it, never over another file. The
 * listing reads it under its own name, so both versions are in the library.
 */
async function keepConflictCopy(files: GameFiles, id: string, bytes: Uint8Array): Promise<void> {
  const { folder, fs, now } = files
  const taken = new Set(await fs.readdir(folder))
  const copyId = conflictCopyId(id, now(), (name) => taken.has(`${name}${gameFileSuffix}`))
  const copy = gameFiles(folder, copyId)
  await fs.writeFileDurably(copy.temporary, bytes)
  await fs.rename(copy.temporary, copy.file)
  await fs.syncFolder(folder)
}

/** Copies the current version to the backup; a first save has nothing to keep. */
async function keepBackup(fs: GameFileSystem, file: string, backup: string): Promise<void> {
  try {
    await fs.copyFileDurably(file, backup)
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error
  }
}

/**
 * The file becomes the backup (the renderer's undo saves it again); nothing is erased. A version
 * written elsewhere since this store last saw the file is not what the player deleted: it is
 * kept as a conflict copy first.
 */
async function deleteGameFile(files: GameFiles, id: string): Promise<StorageResult> {
  if (!isStorableGameId(id)) return invalidId(id)
  const { folder, fs, known } = files
  const { file, backup } = filesOf(files, id)
  try {
    const found = await readIfThere(fs, file)
    if (found !== null && versionOf(found) !== known.get(id)?.version) {
      await keepConflictCopy(files, id, found)
    }
    await fs.rename(file, backup)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      return failed('not-found', 'storage.failure.not-found', { id })
    }
    return writeFailure(error)
  }
  known.delete(id)
  await fs.syncFolder(folder)
  return succeeded()
}

async function isChangedOutside(files: GameFiles, name: string): Promise<boolean> {
  if (!name.endsWith(gameFileSuffix)) return false
  const copy = [...files.fileNames].find(([, fileName]) => fileName === name)
  const id = copy?.[0] ?? name.slice(0, -gameFileSuffix.length)
  if (!isStorableGameId(id)) return true
  const was = files.known.get(id)
  let bytes: Uint8Array | null
  try {
    bytes = await readIfThere(files.fs, join(files.folder, name))
  } catch {
    return true
  }
  if (bytes === null) return was !== undefined
  if (was === undefined || versionOf(bytes) !== was.version) return true
  // Merged with another program's version: the window has not seen that version yet. A file
  // listed unread was never merged.
  return !('unread' in was) && !sameJson(was.file, was.view)
}
