import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { contentVersion } from '../../../src/renderer/src/game/content-version'
import { summarise } from '../../../src/renderer/src/game/summarise'
import type { SummaryCache } from '../../../src/renderer/src/game/summary-cache'
import { serialiseGameLog } from '../../../src/engine'
import { createBrowserPlatform, type Platform } from '../../../src/renderer/src/platform'
import { openCasebookDatabase } from '../../../src/renderer/src/platform/indexeddb-database'
import { createIndexedDbGameStore } from '../../../src/renderer/src/platform/indexeddb-store'
import { indexedDbSummaryCache } from '../../../src/renderer/src/platform/indexeddb-summaries'
import { game } from '../score-sheet/games'
import { createTestPlatform } from '../support/test-platform'
import { libraryOver } from '../support/library-store'

/** A fresh app's library store, over the given games and summary cache, loaded. */
async function libraryWith(test: { platform: Platform }, cache: SummaryCache) {
  const library = libraryOver(test, cache)
  await library.load()
  return library
}

const won = () => ({ ...game('game-won').log })
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)))

describe('summaries kept between starts', () => {
  it('are kept after a start and used by the next one while the log is unchanged', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(won())
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())

    const first = await libraryWith(test, cache)
    expect(first.summaries.map((summary) => summary.totals)).toEqual([summarise(won()).totals])
    await nextFrame()

    const kept = await cache.readAll()
    expect(kept.get('game-won')).toEqual({
      version: contentVersion(won()),
      summary: summarise(won()),
    })
  })

  it('never show a kept summary for a log that changed since: the log is summarised again', async () => {
    const test = createTestPlatform()
    const log = won()
    await test.platform.saveGame(log)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    // Kept from an earlier version of the log, by this build: other totals, one hand less.
    const earlier = { ...log, hands: log.hands.slice(0, -1) }
    await cache.write(
      new Map([['game-won', { version: contentVersion(earlier), summary: summarise(earlier) }]]),
    )

    const library = await libraryWith(test, cache)
    expect(library.summaries[0]).toEqual(summarise(log))
    expect(library.summaries[0]?.hands).toBe(log.hands.length)
  })

  it('use a kept summary for the very log it was made from', async () => {
    const test = createTestPlatform()
    const log = won()
    await test.platform.saveGame(log)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    // What only a kept summary would show: a title the log does not have.
    const marked = { ...summarise(log), title: 'kept' }
    await cache.write(new Map([['game-won', { version: contentVersion(log), summary: marked }]]))

    expect((await libraryWith(test, cache)).summaries[0]?.title).toBe('kept')
  })

  it('pass over what another build kept, and anything not shaped like a summary', async () => {
    const indexedDB = new IDBFactory()
    const log = won()
    const version = contentVersion(log)
    const marked = { ...summarise(log), title: 'kept' }
    await indexedDbSummaryCache('build-0', indexedDB).write(
      new Map([['game-won', { version, summary: marked }]]),
    )
    const cache = indexedDbSummaryCache('build-1', indexedDB)
    expect(await cache.readAll()).toEqual(new Map())

    await cache.write(
      new Map([
        ['game-won', { version, summary: { ...marked, totals: { ada: { toString: 1 } } } }],
        ['other', { version, summary: marked }],
      ] as never),
    )
    expect(await cache.readAll()).toEqual(new Map())
  })

  it('forget a deleted game', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(won())
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    const library = await libraryWith(test, cache)
    expect(library.summaries).toHaveLength(1)
    await nextFrame()
    expect([...(await cache.readAll()).keys()]).toEqual(['game-won'])

    await library.remove('game-won')
    expect(await cache.readAll()).toEqual(new Map())
  })

  it('cost nothing but time when IndexedDB is missing: every game is summarised', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(won())
    const library = await libraryWith(test, indexedDbSummaryCache('build-1', undefined))
    expect(library.summaries[0]).toEqual(summarise(won()))
  })
})

describe('the web library at start', () => {
  /** The web app's own store and cache over one IndexedDB, as a new start of the app. */
  const webApp = (indexedDB: IDBFactory) =>
    libraryWith(
      { platform: createBrowserPlatform(createIndexedDbGameStore({ indexedDB })) },
      indexedDbSummaryCache('build-1', indexedDB),
    )

  it('lists the games by their kept summaries, and opens each as saved', async () => {
    const indexedDB = new IDBFactory()
    const log = won()
    const first = await webApp(indexedDB)
    await first.save(log)
    expect(first.summaries).toHaveLength(1)
    await nextFrame()

    const next = await webApp(indexedDB)
    expect(next.summaries).toEqual([summarise(log)])
    expect(next.game('game-won')).toEqual(log)
  })

  it('shows what a game holds now when its text was changed behind the app', async () => {
    const indexedDB = new IDBFactory()
    const log = won()
    const first = await webApp(indexedDB)
    await first.save(log)
    expect(first.summaries).toHaveLength(1)
    await nextFrame()
    // Another program (an older Casebook, a tool) writes the record and nothing beside it.
    const changed = { ...log, title: 'Changed elsewhere', hands: log.hands.slice(0, 1) }
    const db = await openCasebookDatabase(indexedDB, 'casebook')
    await db.put('games', serialiseGameLog(changed), 'game-won')
    db.close()

    const next = await webApp(indexedDB)
    expect(next.summaries).toEqual([summarise(changed)])
    expect(next.game('game-won')).toEqual(changed)
  })
})
