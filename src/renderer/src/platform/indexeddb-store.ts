import { serialiseGameLog, type GameLog } from '../../../engine'
import { isStorableGameId, type GameStorage, type StorageResult } from '../../../shared/storage'
import {
  databaseName,
  inTransaction,
  lazyDatabase,
  openCasebookDatabase,
  writeFailure,
  type CasebookDb,
} from './indexeddb-database'
import { draftRecords } from './indexeddb-drafts'
import { listRecords } from './indexeddb-listing'
import { failed, invalidId, refusalToStore, succeeded } from '../../../shared/storage-results'

export interface IndexedDbGameStoreOptions {
  /** The IndexedDB to use; the page's own (`globalThis.indexedDB`) by default. */
  indexedDB?: IDBFactory
  /** The database's name; "casebook" by default. */
  name?: string
  /** The clock that names the records set aside as damaged. */
  now?: () => Date
}

/**
 * The web build's GameStorage. A save is one transaction: the current record goes to
 * `backups`, the new text replaces it; if anything fails, the transaction aborts and both stay
 * as they were. A delete moves the record to `backups` the same way.
 */
export function createIndexedDbGameStore(options: IndexedDbGameStoreOptions = {}): GameStorage {
  const database = lazyDatabase(() => {
    const factory = options.indexedDB ?? globalThis.indexedDB
    if (factory === undefined) return Promise.reject(new Error('IndexedDB is not available'))
    return openCasebookDatabase(factory, options.name ?? databaseName)
  })
  const now = options.now ?? (() => new Date())
  return {
    listGames: async () => listRecords(await database(), now),
    saveGame: (log) => saveRecord(database, log),
    deleteGame: (id) => deleteRecord(database, id),
    ...draftRecords(database),
  }
}

async function saveRecord(
  database: () => Promise<CasebookDb>,
  log: GameLog,
): Promise<StorageResult> {
  const refusal = refusalToStore(log)
  if (refusal) return refusal
  const id = log.id as string
  const text = serialiseGameLog(log)
  try {
    const tx = (await database()).transaction(['games', 'backups'], 'readwrite')
    await inTransaction(tx, async () => {
      const games = tx.objectStore('games')
      const previous: unknown = await games.get(id)
      if (previous !== undefined) await tx.objectStore('backups').put(previous, id)
      await games.put(text, id)
    })
  } catch (error) {
    return writeFailure(error)
  }
  return succeeded()
}

async function deleteRecord(
  database: () => Promise<CasebookDb>,
  id: string,
): Promise<StorageResult> {
  if (!isStorableGameId(id)) return invalidId(id)
  try {
    const tx = (await database()).transaction(['games', 'backups'], 'readwrite')
    const found = await inTransaction(tx, async () => {
      const games = tx.objectStore('games')
      const current: unknown = await games.get(id)
      if (current === undefined) return false
      await tx.objectStore('backups').put(current, id)
      await games.delete(id)
      return true
    })
    return found ? succeeded() : failed('not-found', 'storage.failure.not-found', { id })
  } catch (error) {
    return writeFailure(error)
  }
}
