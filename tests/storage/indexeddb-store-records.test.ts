import { describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../src/engine'
import { createIndexedDbGameStore } from '../../src/renderer/src/platform/indexeddb-store'
import { IDBFactory } from 'fake-indexeddb'
import { sampleDraft, sampleLog } from './game-storage-contract'
import { freshIndexedDb, recordsOf } from './indexeddb-support'

const now = () => new Date('2026-11-20T19:02:11.000Z')
const text = (title: string) => serialiseGameLog(sampleLog('g', { title }))

describe('the IndexedDB records', () => {
  it('live in the "casebook" database: games, backups, damaged and drafts', async () => {
    const { db } = await freshIndexedDb()
    expect(db.name).toBe('casebook')
    expect([...db.objectStoreNames].sort()).toEqual([
      'backups',
      'damaged',
      'drafts',
      'games',
      'versions',
    ])
  })

  it('gain a drafts store in a database an earlier Casebook made, its games untouched', async () => {
    const indexedDB = new IDBFactory()
    const earlier = indexedDB.open('casebook', 1)
    earlier.onupgradeneeded = () => {
      for (const name of ['games', 'backups', 'damaged']) earlier.result.createObjectStore(name)
      earlier.transaction!.objectStore('games').put(text('Old'), 'g')
    }
    await new Promise((resolve) => (earlier.onsuccess = resolve))
    earlier.result.close()

    const store = createIndexedDbGameStore({ indexedDB })
    expect((await store.listGames()).games).toEqual([sampleLog('g', { title: 'Old' })])
    expect(await store.saveDraft('g', sampleDraft())).toEqual({ ok: true })
    expect(await store.loadDraft('g')).toEqual(sampleDraft())
  })

  it('hold a draft as its text, keyed by its game’s id, apart from the games', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    await createIndexedDbGameStore({ indexedDB }).saveDraft('g', sampleDraft())
    expect(await recordsOf(db, 'drafts')).toEqual(new Map([['g', JSON.stringify(sampleDraft())]]))
    expect(await recordsOf(db, 'games')).toEqual(new Map())
  })

  it('hold each game as its log’s text, keyed by its id', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    await createIndexedDbGameStore({ indexedDB }).saveGame(sampleLog('g', { title: 'One' }))
    expect(await recordsOf(db, 'games')).toEqual(new Map([['g', text('One')]]))
  })

  it('keep the previous version in backups', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    const store = createIndexedDbGameStore({ indexedDB })
    for (const title of ['One', 'Two', 'Three']) await store.saveGame(sampleLog('g', { title }))
    expect(await recordsOf(db, 'games')).toEqual(new Map([['g', text('Three')]]))
    expect(await recordsOf(db, 'backups')).toEqual(new Map([['g', text('Two')]]))
  })

  it('keep a deleted game in backups', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    const store = createIndexedDbGameStore({ indexedDB })
    await store.saveGame(sampleLog('g', { title: 'One' }))
    await store.deleteGame('g')
    expect(await recordsOf(db, 'games')).toEqual(new Map())
    expect(await recordsOf(db, 'backups')).toEqual(new Map([['g', text('One')]]))
  })
})

describe('a damaged IndexedDB record', () => {
  it('moves to the damaged store with its value, its reason and the time', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    await db.put('games', 'not json', 'broken')
    await createIndexedDbGameStore({ indexedDB, now }).listGames()
    expect(await recordsOf(db, 'games')).toEqual(new Map())
    expect(await recordsOf(db, 'damaged')).toEqual(
      new Map([
        [
          'broken.2026-11-20T19:02:11.000Z',
          {
            name: 'broken',
            value: 'not json',
            reason: { messageKey: 'problems.log.json', params: { detail: expect.any(String) } },
            setAsideAt: '2026-11-20T19:02:11.000Z',
          },
        ],
      ]),
    )
  })

  it('may be a JSON value rather than text: a whole log is listed, anything else set aside', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    await db.put('games', sampleLog('as-object'), 'as-object')
    await db.put('games', 42, 'a-number')
    const listing = await createIndexedDbGameStore({ indexedDB, now }).listGames()
    expect(listing.games).toEqual([sampleLog('as-object')])
    expect(listing.damaged).toEqual([
      {
        name: 'a-number',
        setAsideAs: 'a-number.2026-11-20T19:02:11.000Z',
        reason: { messageKey: 'problems.log.not-an-object', params: {} },
      },
    ])
  })

  it('is set aside when its key cannot be a game id', async () => {
    const { indexedDB, db } = await freshIndexedDb()
    await db.put('games', serialiseGameLog(sampleLog('x')), 'Friday night')
    const { damaged } = await createIndexedDbGameStore({ indexedDB, now }).listGames()
    expect(damaged).toEqual([
      {
        name: 'Friday night',
        setAsideAs: 'Friday night.2026-11-20T19:02:11.000Z',
        reason: { messageKey: 'storage.damaged.bad-name', params: {} },
      },
    ])
  })
})
