import { describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../src/engine'
import { createIndexedDbGameStore } from '../../src/renderer/src/platform/indexeddb-store'
import type { CasebookDb } from '../../src/renderer/src/platform/indexeddb-database'
import { sampleLog } from './game-storage-contract'
import { freshIndexedDb, interceptStore, quotaExceeded, recordsOf } from './indexeddb-support'

const now = () => new Date('2026-11-20T19:02:11.000Z')
const version = (title: string) => sampleLog('g', { title })

/** A database where "g" was saved twice: "Two" is current, "One" its backup. */
async function savedTwice() {
  const { indexedDB, db } = await freshIndexedDb()
  const store = createIndexedDbGameStore({ indexedDB })
  await store.saveGame(version('One'))
  await store.saveGame(version('Two'))
  return { indexedDB, db, store }
}

async function expectUnchanged(db: CasebookDb, indexedDB: IDBFactory) {
  expect(await recordsOf(db, 'games')).toEqual(new Map([['g', serialiseGameLog(version('Two'))]]))
  expect(await recordsOf(db, 'backups')).toEqual(new Map([['g', serialiseGameLog(version('One'))]]))
  const listing = await createIndexedDbGameStore({ indexedDB }).listGames()
  expect(listing).toEqual({ games: [version('Two')], damaged: [] })
}

describe('the IndexedDB store when the quota is reached', () => {
  it('answers disk-full and keeps the saved version and its backup', async () => {
    const { indexedDB, db, store } = await savedTwice()
    interceptStore('put', 'games', () => {
      throw quotaExceeded()
    })
    expect(await store.saveGame(version('Three'))).toEqual({
      ok: false,
      failure: 'disk-full',
      problem: { messageKey: 'storage.failure.disk-full', params: {} },
    })
    await expectUnchanged(db, indexedDB)
  })

  it('still lists the games when a damaged record cannot be set aside', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    await db.put('games', serialiseGameLog(sampleLog('good')), 'good')
    await db.put('games', 'not json', 'broken')
    interceptStore('add', 'damaged', () => {
      throw quotaExceeded()
    })
    const listing = await createIndexedDbGameStore({ indexedDB, now }).listGames()
    expect(listing.games).toEqual([sampleLog('good')])
    expect(listing.damaged).toMatchObject([{ name: 'broken', setAsideAs: 'broken' }])
    expect((await recordsOf(db, 'games')).get('broken')).toBe('not json')
    expect(await recordsOf(db, 'damaged')).toEqual(new Map())
  })
})

describe('the IndexedDB store when a transaction aborts', () => {
  it('keeps the saved version and its backup when the save is aborted midway', async () => {
    const { indexedDB, db, store } = await savedTwice()
    // The backup is already written and the new version requested when the transaction aborts.
    interceptStore('put', 'games', (objectStore, put) => {
      const request = put()
      objectStore.transaction.abort()
      return request
    })
    expect(await store.saveGame(version('Three'))).toEqual({
      ok: false,
      failure: 'write-failed',
      problem: { messageKey: 'storage.failure.write-failed', params: { detail: 'AbortError' } },
    })
    await expectUnchanged(db, indexedDB)
  })

  it('keeps the game when its deletion is aborted midway', async () => {
    const { indexedDB, db, store } = await savedTwice()
    interceptStore('put', 'backups', (objectStore, put) => {
      const request = put()
      objectStore.transaction.abort()
      return request
    })
    expect(await store.deleteGame('g')).toMatchObject({ ok: false, failure: 'write-failed' })
    await expectUnchanged(db, indexedDB)
  })
})

describe('the IndexedDB store without IndexedDB', () => {
  it('fails to save, saying why, and cannot list', async () => {
    const store = createIndexedDbGameStore({ indexedDB: undefined })
    const original = globalThis.indexedDB
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true })
    try {
      expect(await store.saveGame(sampleLog('g'))).toEqual({
        ok: false,
        failure: 'write-failed',
        problem: {
          messageKey: 'storage.failure.write-failed',
          params: { detail: 'IndexedDB is not available' },
        },
      })
      await expect(store.listGames()).rejects.toThrow('IndexedDB is not available')
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: original, configurable: true })
    }
  })
})
