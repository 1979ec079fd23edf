import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { DatabaseBlocked, databaseName } from '../../src/renderer/src/platform/indexeddb-database'
import { createIndexedDbGameStore } from '../../src/renderer/src/platform/indexeddb-store'
import { sampleLog } from './game-storage-contract'

/** Opens Casebook's database at `version` as another page would, with no handler of ours. */
function openedElsewhere(indexedDB: IDBFactory, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, version)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains('games')) {
        request.result.createObjectStore('games')
      }
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('not opened'))
  })
}

describe('opening the web library', () => {
  it('says at once that another page blocks the upgrade, then opens once it lets go', async () => {
    const indexedDB = new IDBFactory()
    // A tab of a Casebook from before version 2 of the database, which never closes it.
    const olderTab = await openedElsewhere(indexedDB, 1)
    const store = createIndexedDbGameStore({ indexedDB })

    await expect(store.listGames()).rejects.toBeInstanceOf(DatabaseBlocked)

    olderTab.close()
    expect(await store.saveGame(sampleLog('friday'))).toEqual({ ok: true })
    expect(await store.listGames()).toEqual({ games: [sampleLog('friday')], damaged: [] })
    // The connection the blocked request opened once let go was closed: a later version's
    // upgrade is not blocked by it (only the store's own, which closes on versionchange).
    await openedElsewhere(indexedDB, 4).then((db) => db.close())
  })

  it('rejects with the browser’s VersionError when a newer Casebook made the database', async () => {
    const indexedDB = new IDBFactory()
    ;(await openedElsewhere(indexedDB, 4)).close()
    await expect(createIndexedDbGameStore({ indexedDB }).listGames()).rejects.toMatchObject({
      name: 'VersionError',
    })
  })
})
