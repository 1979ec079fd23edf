import type { GameLog } from '../../../engine'
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
import { listRecords, type LazyListing } from './indexeddb-listing'
import { textVersion } from '../game/text-version'
import { failed, invalidId, succeeded } from '../../../shared/storage-failures'
import { loadLogEngine } from '../game/log-engine'

export interface IndexedDbGameStoreOptions {
  /** The IndexedDB to use; the page's own (`globalThis.indexedDB`) by default. */
  indexedDB?: IDBFactory
  /** The database's name; "casebook" by default. */
  name?: string
  /** The clock that names the records set aside as damaged. */
  now?: () => Date
}

/** A store that can leave unread the games whose stored text is known (library-logs.ts). */
export interface LazyListingStorage {
  /** Every game, leaving unread those whose content version is the one `known` has for it. */
  listGamesKnowing(known: ReadonlyMap<string, string>): Promise<LazyListing>
  /** The content version written with each game's text, without reading the texts. */
  listVersions(): Promise<Map<string, string>>
}

/**
 * The web build's GameStorage. A save is one transaction: the current record goes to
 * `backups`, the new text replaces it; if anything fails, the transaction aborts and both stay
 * as they were. A delete moves the record to `backups` the same way.
 */
export function createIndexedDbGameStore(
  options: IndexedDbGameStoreOptions = {},
): GameStorage & LazyListingStorage {
  const database = lazyDatabase(() => {
    const factory = options.indexedDB ?? globalThis.indexedDB
    if (factory === undefined) return Promise.reject(new Error('IndexedDB is not available'))
    return openCasebookDatabase(factory, options.name ?? databaseName)
  })
  const now = options.now ?? (() => new Date())
  return {
    listGames: async () => {
      const { games, damaged } = await listRecords(await database(), now)
      return { games, damaged }
    },
    listGamesKnowing: async (known) =>
      listRecords(await database(), now, (id, version) => known.get(id) === version),
    listVersions: async () => listVersions(await database()),
    saveGame: (log) => saveRecord(database, log),
    deleteGame: (id) => deleteRecord(database, id),
    ...draftRecords(database),
  }
}

async function saveRecord(
  database: () => Promise<CasebookDb>,
  log: GameLog,
): Promise<StorageResult> {
  const engine = await loadLogEngine()
  const refusal = engine.refusalToStore(log)
  if (refusal) return refusal
  const id = log.id as string
  const text = engine.serialiseGameLog(log)
  try {
    const tx = (await database()).transaction(['games', 'backups', 'versions'], 'readwrite')
    await inTransaction(tx, async () => {
      const games = tx.objectStore('games')
      const previous: unknown = await games.get(id)
      if (previous !== undefined) await tx.objectStore('backups').put(previous, id)
      await games.put(text, id)
      await tx.objectStore('versions').put(textVersion(text), id)
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
    const tx = (await database()).transaction(['games', 'backups', 'versions'], 'readwrite')
    const found = await inTransaction(tx, async () => {
      const games = tx.objectStore('games')
      const current: unknown = await games.get(id)
      if (current === undefined) return false
      await tx.objectStore('backups').put(current, id)
      await games.delete(id)
      await tx.objectStore('versions').delete(id)
      return true
    })
    return found ? succeeded() : failed('not-found', 'storage.failure.not-found', { id })
  } catch (error) {
    return writeFailure(error)
  }
}

/** A version that is not text was not written by Casebook: it is passed over. */
async function listVersions(db: CasebookDb): Promise<Map<string, string>> {
  const tx = db.transaction('versions', 'readonly')
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()])
  const versions = new Map<string, string>()
  for (const [index, key] of keys.entries()) {
    const value = values[index]
    if (typeof value === 'string') versions.set(key, value)
  }
  return versions
}
