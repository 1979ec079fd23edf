import 'fake-indexeddb/auto'
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { afterEach, vi } from 'vitest'
import {
  databaseName,
  openCasebookDatabase,
  type CasebookDb,
} from '../../src/renderer/src/platform/indexeddb-database'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A brand-new, empty IndexedDB, and a connection to Casebook's database in it to look inside. */
export async function freshIndexedDb(): Promise<{ indexedDB: IDBFactory; db: CasebookDb }> {
  const indexedDB = new IDBFactory()
  return { indexedDB, db: await openCasebookDatabase(indexedDB, databaseName) }
}

/** Every record of one object store, by key. */
export async function recordsOf(
  db: CasebookDb,
  store: 'games' | 'backups' | 'damaged' | 'drafts',
): Promise<Map<IDBValidKey, unknown>> {
  const tx = db.transaction(store)
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()])
  await tx.done
  return new Map(keys.map((key, index) => [key, values[index]]))
}

type StoreMethod = 'put' | 'add'

/**
 * Replaces `method` on the object store named `storeName` (the others work as usual):
 * `instead` gets the store and the real call, and decides what happens.
 */
export function interceptStore(
  method: StoreMethod,
  storeName: string,
  instead: (store: globalThis.IDBObjectStore, call: () => IDBRequest) => IDBRequest,
): void {
  const original = IDBObjectStore.prototype[method]
  vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (
    this: globalThis.IDBObjectStore,
    ...args: Parameters<globalThis.IDBObjectStore['put']>
  ) {
    const call = () => original.apply(this, args)
    return this.name === storeName ? instead(this, call) : call()
  })
}

export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}
