import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { isProxy, reactive } from 'vue'
import type { MysteryRummyLog } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { createBrowserPlatform, pickPlatform } from '../../src/renderer/src/platform'
import type { GameStorage } from '../../src/shared/storage'
import { packageVersion } from './support/package-version'
import { createTestPlatform } from './support/test-platform'

const friday = {
  format: 'casebook/game-log',
  version: 1,
  id: 'friday',
  game: 'mystery-rummy-jekyll-hyde',
  players: [
    { id: 'ada', name: 'Ada' },
    { id: 'bram', name: 'Bram' },
  ],
  hands: [],
} as MysteryRummyLog

describe('pickPlatform', () => {
  it('uses the preload bridge when the page runs inside Electron', async () => {
    const bridge = createTestPlatform({ version: '3.2.1' })
    const platform = pickPlatform({ casebook: bridge.platform })

    expect(await platform.getAppInfo()).toMatchObject({ version: '3.2.1', electron: '45.1.0' })
    await platform.setLanguage('fr')
    expect(bridge.languagesSent).toEqual(['fr'])

    const received: string[] = []
    const unsubscribe = platform.onMenuCommand((command) => received.push(command.kind))
    bridge.sendMenuCommand({ kind: 'about' })
    unsubscribe()
    bridge.sendMenuCommand({ kind: 'about' })
    expect(received).toEqual(['about'])
  })

  it('keeps games through the bridge in Electron, and shows the data folder', async () => {
    const bridge = createTestPlatform()
    const platform = pickPlatform({ casebook: bridge.platform })

    expect(await platform.saveGame(friday)).toEqual({ ok: true })
    expect(await platform.listGames()).toEqual({ games: [friday], damaged: [] })
    expect(await platform.deleteGame('friday')).toEqual({ ok: true })
    expect(bridge.savedGames()).toEqual(new Map())
    await platform.showDataFolder()
    expect(bridge.dataFolderShown).toBe(1)
  })

  it('sends a reactive game log over the bridge as a plain copy', async () => {
    const saveGame = vi.fn<GameStorage['saveGame']>(async () => ({ ok: true }))
    const bridge = { ...createTestPlatform().platform, saveGame }
    const log = reactive({ ...friday, hands: [] as MysteryRummyLog['hands'] })

    await pickPlatform({ casebook: bridge }).saveGame(log)
    const sent = saveGame.mock.calls[0]?.[0]
    expect(isProxy(sent)).toBe(false)
    expect(isProxy(sent?.players)).toBe(false)
    expect(sent).toEqual(friday)
  })

  it('stands in for the bridge in a plain browser', async () => {
    const platform = pickPlatform({})
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+/)

    expect(await platform.getAppInfo()).toEqual({
      name: 'Casebook',
      version: packageVersion,
      electron: null,
      chrome: null,
    })
    await expect(platform.setLanguage('fr')).resolves.toBeUndefined()
    const unsubscribe = platform.onMenuCommand(() => {
      throw new Error('a web page has no native menu')
    })
    expect(unsubscribe).toBeTypeOf('function')
    unsubscribe()
    await expect(platform.showDataFolder()).resolves.toBeUndefined()
  })

  it('keeps games in the browser’s IndexedDB', async () => {
    expect(await pickPlatform({}).saveGame(friday)).toEqual({ ok: true })
    // Another page load: a new platform over the same database.
    expect(await pickPlatform({}).listGames()).toEqual({ games: [friday], damaged: [] })
    expect(await pickPlatform({}).deleteGame('friday')).toEqual({ ok: true })
    expect((await pickPlatform({}).listGames()).games).toEqual([])
  })

  it('lets a test give the browser platform its own storage', async () => {
    const listing = { games: [friday], damaged: [] }
    const storage: GameStorage = {
      listGames: async () => listing,
      saveGame: async () => ({ ok: true }),
      deleteGame: async () => ({ ok: true }),
      loadDraft: async () => null,
      saveDraft: async () => ({ ok: true }),
      discardDraft: async () => ({ ok: true }),
    }
    expect(await createBrowserPlatform(storage).listGames()).toBe(listing)
  })

  it('saves, prints and opens files through the bridge in Electron', async () => {
    const bridge = createTestPlatform()
    const platform = pickPlatform({ casebook: bridge.platform })
    const file = { name: 'friday.csv', mediaType: 'text/csv', text: 'a,b' }

    expect(await platform.saveTextFile(file)).toEqual({ saved: true, name: 'friday.csv' })
    expect(bridge.savedFiles).toEqual([file])
    expect(await platform.printPage('friday.pdf')).toEqual({ saved: true, name: 'friday.pdf' })
    expect(bridge.printed).toEqual(['friday.pdf'])
    bridge.setFilesToOpen([{ name: 'friday.json', text: '{}' }])
    expect(await platform.openTextFiles()).toEqual([{ name: 'friday.json', text: '{}' }])
  })

  it('keeps the screen awake through the bridge in Electron', async () => {
    const bridge = createTestPlatform()
    const platform = pickPlatform({ casebook: bridge.platform })
    await platform.keepScreenAwake(true)
    await platform.keepScreenAwake(false)
    expect(bridge.screenAwakeCalls).toEqual([true, false])
  })

  it('asks the browser for a screen wake lock, and says nothing where it has none', async () => {
    // jsdom has no navigator.wakeLock: one shaped like the browsers' stands in for it.
    const requests: string[] = []
    const released: string[] = []
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          requests.push(type)
          return { released: false, release: async () => void released.push(type) }
        },
      },
    })
    try {
      const platform = pickPlatform({})
      await platform.keepScreenAwake(true)
      await platform.keepScreenAwake(false)
      expect(requests).toEqual(['screen'])
      expect(released).toEqual(['screen'])
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock')
    }
    await expect(pickPlatform({}).keepScreenAwake(true)).resolves.toBeUndefined()
  })

  it('downloads a file in a browser, through a temporary link', async () => {
    vi.useFakeTimers()
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:casebook/1')
    const revokeObjectURL = vi.fn()
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicked: { download: string; href: string; attached: boolean }[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href, attached: this.isConnected })
    })
    try {
      const result = await pickPlatform({}).saveTextFile({
        name: 'Ada – Bram.csv',
        mediaType: 'text/csv;charset=utf-8',
        text: 'a,b\n',
      })
      expect(result).toEqual({ saved: true, name: 'Ada – Bram.csv' })
      expect(clicked).toEqual([
        { download: 'Ada – Bram.csv', href: 'blob:casebook/1', attached: true },
      ])
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob
      expect(blob.type).toBe('text/csv;charset=utf-8')
      expect(await blob.text()).toBe('a,b\n')
      expect(document.querySelectorAll('a[download]')).toHaveLength(0)
      vi.runAllTimers()
      expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:casebook/1')
    } finally {
      click.mockRestore()
      Object.assign(URL, original)
      vi.useRealTimers()
    }
  })

  it('prints with the browser, and leaves opening files to the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    try {
      expect(await pickPlatform({}).printPage('friday.pdf')).toEqual({
        saved: true,
        name: 'friday.pdf',
      })
      expect(print).toHaveBeenCalledOnce()
      expect(await pickPlatform({}).openTextFiles()).toEqual([])
    } finally {
      print.mockRestore()
    }
  })

  it('picks the browser when window has no bridge', async () => {
    expect((await pickPlatform().getAppInfo()).electron).toBeNull()
  })
})

describe('the table server', () => {
  it('is the desktop app’s, started and stopped over the bridge; a web page has none', async () => {
    const bridge = createTestPlatform()
    const desktop = pickPlatform({ casebook: bridge.platform })
    await expect(desktop.tableServer?.start()).resolves.toEqual({
      port: 3030,
      addresses: ['127.0.0.1', '192.168.1.20'],
      webApp: true,
    })
    await desktop.tableServer?.stop()
    expect(bridge.tableServerCalls).toEqual(['start', 'stop'])
    expect(createBrowserPlatform().tableServer).toBeUndefined()
  })
})
