import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GameLog } from '../../../src/engine'
import { summarise } from '../../../src/renderer/src/game/summarise'
import type { SummaryCache } from '../../../src/renderer/src/game/summary-cache'
import { createElectronPlatform, type Platform } from '../../../src/renderer/src/platform'
import { indexedDbSummaryCache } from '../../../src/renderer/src/platform/indexeddb-summaries'
import type { CasebookApi } from '../../../src/shared/ipc-contract'
import { game } from '../score-sheet/games'
import { libraryOver } from '../support/library-store'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'
import { installWebCrypto } from '../support/web-crypto'

// The desktop window lists its games from the summaries it kept, by each file's content version,
// and asks the main process for a game's text only when it has no summary of that version, or
// opens the game (docs/decisions/0032). The bridge stands in for the preload script and the
// main process (tests/storage/file-store-versions.test.ts runs the real file store).

enableAutoUnmount(afterEach)
beforeAll(installWebCrypto)

const log = (id: string, title: string): GameLog => ({ ...game('game-won').log, id, title })

/** The preload bridge over games in memory, with what the window asked of it. */
async function desktopWith(...logs: GameLog[]) {
  const test = createTestPlatform()
  for (const saved of logs) await test.platform.saveGame(saved)
  /** The games whose log each listing sent, by id, in order of the listings. */
  const listed: string[][] = []
  /** The ids of the games read one by one. */
  const read: string[] = []
  const bridge: CasebookApi = {
    ...test.platform,
    listGamesByVersion: async (known) => {
      const listing = await test.platform.listGamesByVersion(known)
      listed.push(listing.games.map((sent) => sent.id ?? ''))
      return listing
    },
    readGame: (id) => {
      read.push(id)
      return test.platform.readGame(id)
    },
  }
  return { test, bridge, listed, read, platform: createElectronPlatform(bridge) }
}

/** A start of the desktop app: its library store over the bridge and the kept summaries. */
async function start(desktop: { platform: Platform }, cache: SummaryCache) {
  const library = libraryOver(desktop, cache)
  await library.load()
  // What the home screen shows: every game's summary, kept from before or made now.
  expect(library.summaries).toHaveLength(library.games.size)
  return library
}

/** Waits until the summaries made in this start are kept for the next one. */
async function summariesKept(cache: SummaryCache, count: number) {
  await vi.waitFor(async () => expect((await cache.readAll()).size).toBe(count))
}

describe('the desktop library at start', () => {
  const friday = log('friday', 'Friday')
  const saturday = log('saturday', 'Saturday')
  const sunday = log('sunday', 'Sunday')

  it('asks for no text when every game has a kept summary of its version', async () => {
    const desktop = await desktopWith(friday, saturday, sunday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    const first = await start(desktop, cache)
    expect(desktop.listed).toEqual([['friday', 'saturday', 'sunday']])
    await summariesKept(cache, 3)

    const next = await start(desktop, cache)
    expect(desktop.listed[1]).toEqual([])
    expect(desktop.read).toEqual([])
    expect(next.summaries).toEqual(first.summaries)
    expect(next.summaries.map((summary) => summary.title)).toEqual(['Friday', 'Saturday', 'Sunday'])
  })

  it('asks for exactly the changed game’s text after another program changed its file', async () => {
    const desktop = await desktopWith(friday, saturday, sunday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    await start(desktop, cache)
    await summariesKept(cache, 3)
    const library = await start(desktop, cache)

    await desktop.test.platform.saveGame({ ...saturday, title: 'Saturday, renamed elsewhere' })
    desktop.test.sendGamesChanged()
    await vi.waitFor(() => expect(desktop.listed.length).toBeGreaterThan(2))

    // Both starts' stores are still open here, and each reads the folder again.
    for (const sent of desktop.listed.slice(2)) expect(sent).toEqual(['saturday'])
    expect(desktop.read).toEqual([])
    await vi.waitFor(() =>
      expect(library.summaries.map((summary) => summary.title).sort()).toEqual([
        'Friday',
        'Saturday, renamed elsewhere',
        'Sunday',
      ]),
    )
  })

  it('asks for a game’s text when it is opened, once, and shows the summary it kept', async () => {
    const desktop = await desktopWith(friday, saturday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    await start(desktop, cache)
    await summariesKept(cache, 2)
    const library = await start(desktop, cache)

    expect(library.game('friday')).toBeUndefined()
    expect(library.game('friday')).toBeUndefined()
    await vi.waitFor(() => expect(library.game('friday')).toEqual(friday))
    expect(desktop.read).toEqual(['friday'])
    expect(library.summaries.find((summary) => summary.id === 'friday')).toEqual(summarise(friday))
  })

  it('keeps a saved game’s summary under the version its file gets, so the next start reads nothing', async () => {
    const desktop = await desktopWith(friday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    const first = await start(desktop, cache)
    await summariesKept(cache, 1)
    const renamed = { ...(await first.gameRead('friday'))!, title: 'Friday, renamed here' }
    expect(await first.save(renamed)).toBe(true)
    expect(first.summaries[0]?.title).toBe('Friday, renamed here')
    await vi.waitFor(async () =>
      expect((await cache.readAll()).get('friday')?.summary.title).toBe('Friday, renamed here'),
    )

    const next = await start(desktop, cache)
    expect(desktop.listed.at(-1)).toEqual([])
    expect(next.summaries.map((summary) => summary.title)).toEqual(['Friday, renamed here'])
  })

  it('backs up every game, fetching the texts not read yet', async () => {
    const desktop = await desktopWith(friday, saturday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    await start(desktop, cache)
    await summariesKept(cache, 2)
    const library = await start(desktop, cache)

    expect(await library.allGamesRead()).toEqual([friday, saturday])
    expect(desktop.read.sort()).toEqual(['friday', 'saturday'])
  })

  it('drops a game whose file went away before it was opened, and lists the folder again', async () => {
    const desktop = await desktopWith(friday, saturday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    await start(desktop, cache)
    await summariesKept(cache, 2)
    const library = await start(desktop, cache)

    await desktop.test.platform.deleteGame('friday')
    expect(await library.gameRead('friday')).toBeUndefined()
    await vi.waitFor(() => expect(desktop.listed).toHaveLength(3))
    expect(library.summaries.map((summary) => summary.id)).toEqual(['saturday'])
  })

  it('names a conflict copy from its kept summary, without asking for its text', async () => {
    const copy = 'friday-conflict-20261126-170312'
    const desktop = await desktopWith(friday, log(copy, 'Friday'))
    const list = desktop.bridge.listGamesByVersion
    desktop.bridge.listGamesByVersion = async (known) => ({
      ...(await list(known)),
      conflictCopies: [{ id: copy, keptAt: '2026-11-26T17:03:12Z' }],
    })
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    await start(desktop, cache)
    await summariesKept(cache, 2)

    const wrapper = await mountApp({ platform: desktop.platform, summaryCache: cache })
    await vi.waitFor(() => expect(wrapper.find('[role="status"] li a').exists()).toBe(true))
    expect(wrapper.get('[role="status"] li a').text()).toMatch(/^"Friday", the other program’s/)
    expect(desktop.listed.at(-1)).toEqual([])
    expect(desktop.read).toEqual([])
  })

  it.each([
    ['en', 'Other files in the games folder', 'leaves them where they are', 'Not named like'],
    ['fr', 'Autres fichiers du dossier des parties', 'les laisse à leur place', 'Ce nom n’est pas'],
  ])(
    'names apart, in %s, the files that are not games, which stay where they are',
    async (language, title, body, reason) => {
      const desktop = await desktopWith(friday)
      const list = desktop.bridge.listGamesByVersion
      desktop.bridge.listGamesByVersion = async (known) => ({
        ...(await list(known)),
        otherFiles: [
          {
            name: 'Game Night.json',
            reason: { messageKey: 'storage.damaged.bad-name', params: {} },
          },
        ],
      })
      const cache = indexedDbSummaryCache('build-1', new IDBFactory())
      const wrapper = await mountApp({
        platform: desktop.platform,
        summaryCache: cache,
        languages: [language],
      })
      await vi.waitFor(() => expect(wrapper.text()).toContain(title))
      const panel = wrapper
        .findAll('[role="status"]')
        .find((found) => found.text().includes(title))!
      expect(panel.text()).toContain(body)
      expect(panel.get('li').text()).toMatch(new RegExp(`^Game Night\\.json\\s?: ${reason}`))
      // Not an alarm: nothing was lost or moved.
      expect(
        wrapper
          .findAll('[role="alert"]')
          .map((found) => found.text())
          .join(),
      ).not.toContain(title)
    },
  )

  it('opens a game listed unread on its page, without saying it is not found', async () => {
    const desktop = await desktopWith(friday)
    const cache = indexedDbSummaryCache('build-1', new IDBFactory())
    await start(desktop, cache)
    await summariesKept(cache, 1)

    const wrapper = await mountApp(
      { platform: desktop.platform, summaryCache: cache, languages: ['en'] },
      '/game/friday',
    )
    expect(wrapper.text()).not.toContain('not found')
    await vi.waitFor(() => expect(wrapper.get('h1').text()).toContain('Friday'))
    expect(desktop.read).toEqual(['friday'])
  })
})
