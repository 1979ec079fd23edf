import type { DamagedRecord } from '../../src/renderer/src/platform/indexeddb-database'
import { createIndexedDbGameStore } from '../../src/renderer/src/platform/indexeddb-store'
import { describeGameStorageContract } from './game-storage-contract'
import { freshIndexedDb, recordsOf } from './indexeddb-support'

describeGameStorageContract('the IndexedDB store', async ({ now }) => {
  const { indexedDB, db } = await freshIndexedDb()
  return {
    storage: createIndexedDbGameStore({ indexedDB, now }),
    reopen: () => createIndexedDbGameStore({ indexedDB, now }),
    plant: async (key, text) => {
      await db.put('games', text, key)
    },
    plantDraft: async (id, text) => {
      await db.put('drafts', text, id)
    },
    setAside: async () => {
      const records = await recordsOf(db, 'damaged')
      return new Map(
        [...records].map(([key, record]) => [String(key), (record as DamagedRecord).value]),
      )
    },
  }
})
