import { wrap, type DBSchema, type IDBPDatabase } from 'idb'
import type { StorageProblem, StorageResult } from '../../../shared/storage'
import { failed } from '../../../shared/storage-failures'

/** The web build's game library: one IndexedDB database, five object stores keyed by game id. */
export interface CasebookDatabase extends DBSchema {
  /** Each game's log as text, exactly as a file would hold it. */
  games: { key: string; value: unknown }
  /** The version each game had before its last save or its deletion. */
  backups: { key: string; value: unknown }
  /** Records that could not be read, set aside under `<key>.<time>`; never deleted. */
  damaged: { key: string; value: DamagedRecord }
  /** Each game's hand being entered, as text (version 2 on). */
  drafts: { key: string; value: unknown }
  /**
   * The content version of each game's text, written with it (version 3 on): the home screen
   * lists kept summaries by it before the texts themselves are read.
   */
  versions: { key: string; value: unknown }
}

export interface DamagedRecord {
  name: string
  value: unknown
  reason: StorageProblem
  setAsideAt: string
}

export const databaseName = 'casebook'
const databaseVersion = 3

export type CasebookDb = IDBPDatabase<CasebookDatabase>

/**
 * Another page holds the database open at an older version and does not let go (a tab of a
 * Casebook from before it closed on "versionchange"): this one cannot upgrade it until it closes.
 */
export class DatabaseBlocked extends Error {
  override readonly name = 'DatabaseBlocked'
}

/**
 * Opens (creating it the first time) the database through the given IndexedDB factory. Rejects
 * with `DatabaseBlocked` as soon as the browser says another page blocks the upgrade, rather than
 * wait without a word; a database of a newer Casebook rejects with the browser's VersionError.
 */
export async function openCasebookDatabase(factory: IDBFactory, name: string): Promise<CasebookDb> {
  const request = factory.open(name, databaseVersion)
  request.addEventListener('upgradeneeded', () => {
    const db = request.result
    for (const store of ['games', 'backups', 'damaged', 'drafts', 'versions']) {
      if (!db.objectStoreNames.contains(store)) db.createObjectStore(store)
    }
  })
  const opened = wrap(request) as Promise<CasebookDb>
  const blocked = new Promise<never>((_resolve, reject) => {
    request.addEventListener('blocked', () => reject(new DatabaseBlocked()))
  })
  try {
    return await Promise.race([opened, blocked])
  } catch (error) {
    // The request still opens once the other page lets go: that connection is not used, and
    // closed so that it blocks no later upgrade. Trying again opens one of its own.
    if (error instanceof DatabaseBlocked)
      opened.then(
        (db) => db.close(),
        () => undefined,
      )
    throw error
  }
}

/**
 * The database, opened on first use and kept open. When another tab upgrades it, or opening
 * fails, the next call opens it again.
 */
export function lazyDatabase(open: () => Promise<CasebookDb>): () => Promise<CasebookDb> {
  let opening: Promise<CasebookDb> | undefined
  return () => {
    opening ??= open().then(
      (db) => {
        db.addEventListener('versionchange', () => {
          db.close()
          opening = undefined
        })
        return db
      },
      (error: unknown) => {
        opening = undefined
        throw error
      },
    )
    return opening
  }
}

/**
 * Runs `work` inside a transaction and resolves once the transaction has committed. If anything
 * fails, the transaction is aborted, so none of its writes happen: the previous version stays.
 */
export async function inTransaction<T>(
  tx: { done: Promise<void>; abort(): void },
  work: () => Promise<T>,
): Promise<T> {
  const committed = tx.done
  committed.catch(() => undefined) // awaited below; this only keeps a failure from going unheard
  try {
    const result = await work()
    await committed
    return result
  } catch (error) {
    try {
      tx.abort()
    } catch {
      // Already aborted or finished.
    }
    throw error
  }
}

/** A full disk or a storage quota reached, as browsers name it. */
export function isQuotaError(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

/** A failed write as the stores answer it: a full quota, or anything else with its name. */
export function writeFailure(error: unknown): StorageResult {
  if (isQuotaError(error)) return failed('disk-full', 'storage.failure.disk-full')
  const detail =
    error instanceof DOMException
      ? error.name
      : error instanceof Error
        ? error.message
        : String(error)
  return failed('write-failed', 'storage.failure.write-failed', { detail })
}
