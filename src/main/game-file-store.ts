import { serialiseGameLog, type GameLog } from '../engine'
import { isStorableGameId, type GameStorage, type StorageResult } from '../shared/storage'
import { gameFiles } from './game-files'
import { draftFileStore } from './draft-files'
import {
  errorCode,
  nodeGameFileSystem,
  writeFailure,
  type GameFileSystem,
} from './game-file-system'
import { listGameFiles } from './game-file-listing'
import { createSerialQueue } from './serial-queue'
import { failed, invalidId, refusalToStore, succeeded } from '../shared/storage-results'

export interface FileGameStoreOptions {
  /** The games folder (`<userData>/games`); created when first needed. */
  folder: string
  fs?: GameFileSystem
  /** The clock that names the files set aside in `damaged/`. */
  now?: () => Date
}

/**
 * One JSON file per game, `<id>.json`. A save writes and flushes a temporary file, keeps the
 * current file as `<id>.json.bak`, then renames the temporary file over it: at every moment
 * `<id>.json` is either the previous version or the new one, whole. Operations run one at a time.
 */
export function createFileGameStore(options: FileGameStoreOptions): GameStorage {
  const { folder, fs = nodeGameFileSystem, now = () => new Date() } = options
  const queue = createSerialQueue()
  return {
    listGames: () => queue(() => listGameFiles(folder, fs, now)),
    saveGame: (log) => queue(() => saveGameFile(folder, fs, log)),
    deleteGame: (id) => queue(() => deleteGameFile(folder, fs, id)),
    // Drafts touch no game file: a queue of their own, so a save never waits behind one.
    ...draftFileStore(folder, fs, createSerialQueue()),
  }
}

async function saveGameFile(
  folder: string,
  fs: GameFileSystem,
  log: GameLog,
): Promise<StorageResult> {
  const refusal = refusalToStore(log)
  if (refusal) return refusal
  const { file, backup, temporary } = gameFiles(folder, log.id as string)
  try {
    await fs.mkdir(folder)
    await fs.writeFileDurably(temporary, serialiseGameLog(log))
    await keepBackup(fs, file, backup)
    await fs.rename(temporary, file)
  } catch (error) {
    await fs.unlink(temporary).catch(() => undefined)
    return writeFailure(error)
  }
  await fs.syncFolder(folder)
  return succeeded()
}

/** Copies the current version to the backup; a first save has nothing to keep. */
async function keepBackup(fs: GameFileSystem, file: string, backup: string): Promise<void> {
  try {
    await fs.copyFile(file, backup)
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error
  }
}

/** The file becomes the backup (the renderer's undo saves it again); nothing is erased. */
async function deleteGameFile(
  folder: string,
  fs: GameFileSystem,
  id: string,
): Promise<StorageResult> {
  if (!isStorableGameId(id)) return invalidId(id)
  const { file, backup } = gameFiles(folder, id)
  try {
    await fs.rename(file, backup)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      return failed('not-found', 'storage.failure.not-found', { id })
    }
    return writeFailure(error)
  }
  await fs.syncFolder(folder)
  return succeeded()
}
