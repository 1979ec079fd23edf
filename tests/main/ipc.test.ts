import { describe, expect, it, vi } from 'vitest'
import type { IpcMainInvokeEvent } from 'electron'
import { ipcChannels } from '../../src/shared/ipc-contract'
import { guardHandler, ipcArgs, maxKnownGames } from '../../src/main/ipc'
import { appInfo, registerIpcHandlers, type IpcHandlerDeps } from '../../src/main/ipc-handlers'
import type { VersionedGameFiles } from '../../src/main/game-file-store'
import type { GameStorage } from '../../src/shared/storage'
import { gameLog } from '../support/game-logs'
import { sampleDraft } from '../storage/game-storage-contract'
import { loadHandDraftSchemas } from '../../src/shared/hand-draft'

// The main process loads them before it registers its handlers (main/index.ts).
await loadHandDraftSchemas()

const appPage = 'file:///opt/casebook/out/renderer/index.html'
const isTrustedSender = (url: string) => url === appPage
const sender = { id: 7 }
const from = (url: string | null) => ({ senderFrame: url === null ? null : { url }, sender })

function setLanguageHandler() {
  const handle = vi.fn()
  const listener = guardHandler({
    channel: ipcChannels.setLanguage,
    args: ipcArgs.setLanguage,
    isTrustedSender,
    handle,
  })
  return { handle, listener }
}

describe('guardHandler', () => {
  it('runs the handler with the validated arguments for the app’s own page', () => {
    const { handle, listener } = setLanguageHandler()
    listener(from(appPage), 'fr')
    expect(handle).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('returns what the handler returns', () => {
    const listener = guardHandler({
      channel: ipcChannels.getAppInfo,
      args: ipcArgs.getAppInfo,
      isTrustedSender,
      handle: () => 42,
    })
    expect(listener(from(appPage))).toBe(42)
  })

  it('refuses an unknown sender, naming it, without running the handler', () => {
    const { handle, listener } = setLanguageHandler()
    expect(() => listener(from('https://evil.example.com/'), 'fr')).toThrow(
      /Refused "casebook:set-language": the sender "https:\/\/evil\.example\.com\/" is not Casebook's own page/,
    )
    expect(() => listener(from(null), 'fr')).toThrow(/a frame that is gone/)
    expect(handle).not.toHaveBeenCalled()
  })

  it.each([
    ['an unsupported language', ['de']],
    ['a language tag instead of a supported code', ['fr-FR']],
    ['no argument', []],
    ['an extra argument', ['fr', 'en']],
    ['a non-string', [{ locale: 'fr' }]],
  ])('refuses %s without running the handler', (_case, args) => {
    const { handle, listener } = setLanguageHandler()
    expect(() => listener(from(appPage), ...args)).toThrow(
      /^Refused "casebook:set-language": invalid arguments /,
    )
    expect(handle).not.toHaveBeenCalled()
  })

  it('says which argument was wrong and why', () => {
    const { listener } = setLanguageHandler()
    expect(() => listener(from(appPage), 'de')).toThrow(
      'invalid arguments ["de"]: argument 1: expected "en" or "fr".',
    )
    expect(() => listener(from(appPage), 'fr', 'en')).toThrow(
      'argument 2: setLanguage takes exactly one argument, "en" or "fr".',
    )
  })

  it('refuses arguments to a channel that takes none', () => {
    const handle = vi.fn()
    const listener = guardHandler({
      channel: ipcChannels.getAppInfo,
      args: ipcArgs.getAppInfo,
      isTrustedSender,
      handle,
    })
    expect(() => listener(from(appPage), 'surprise')).toThrow(
      'invalid arguments ["surprise"]: argument 1: getAppInfo takes no arguments.',
    )
    expect(handle).not.toHaveBeenCalled()
  })
})

const friday = { ...gameLog([]), id: 'friday' }

/** Registers every handler over stand-ins for the app, the game store and the folder opener. */
function register() {
  const listeners = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>()
  const games = {
    listGames: vi.fn<GameStorage['listGames']>(async () => ({ games: [friday], damaged: [] })),
    saveGame: vi.fn<GameStorage['saveGame']>(async () => ({ ok: true })),
    deleteGame: vi.fn<GameStorage['deleteGame']>(async () => ({ ok: true })),
    listGamesByVersion: vi.fn<VersionedGameFiles['listGamesByVersion']>(async () => ({
      games: [],
      damaged: [],
      versions: [],
    })),
    readGame: vi.fn<VersionedGameFiles['readGame']>(async (id) => ({
      ok: false,
      reason: { messageKey: 'storage.failure.not-found', params: { id } },
    })),
    loadDraft: vi.fn<GameStorage['loadDraft']>(async () => null),
    saveDraft: vi.fn<GameStorage['saveDraft']>(async () => ({ ok: true })),
    discardDraft: vi.fn<GameStorage['discardDraft']>(async () => ({ ok: true })),
  }
  const deps = {
    isTrustedSender,
    getAppInfo: vi.fn(() => ({
      name: 'Casebook',
      version: '0.1.0',
      electron: '45',
      chrome: '140',
    })),
    setLanguage: vi.fn(),
    games,
    showDataFolder: vi.fn(async () => undefined),
    saveTextFile: vi.fn<IpcHandlerDeps['saveTextFile']>(async (_sender, file) => ({
      saved: true,
      name: file.name,
    })),
    printPage: vi.fn<IpcHandlerDeps['printPage']>(async (_sender, name) => ({
      saved: true,
      name,
    })),
    openTextFiles: vi.fn<IpcHandlerDeps['openTextFiles']>(async () => []),
    keepScreenAwake: vi.fn<IpcHandlerDeps['keepScreenAwake']>(),
    tableServer: {
      start: vi.fn<IpcHandlerDeps['tableServer']['start']>(async () => ({
        port: 3030,
        addresses: ['127.0.0.1', '192.168.1.20'],
        webApp: true,
      })),
      stop: vi.fn<IpcHandlerDeps['tableServer']['stop']>(async () => undefined),
    },
  }
  registerIpcHandlers({ handle: (channel, listener) => listeners.set(channel, listener) }, deps)
  const invokeFrom = (url: string, channel: string, ...args: unknown[]) => {
    const listener = listeners.get(channel)
    if (listener === undefined) throw new Error(`no handler for ${channel}`)
    return listener(from(url) as unknown as IpcMainInvokeEvent, ...args)
  }
  /** A call from the app's own page. */
  const invoke = (channel: string, ...args: unknown[]) => invokeFrom(appPage, channel, ...args)
  const untouched = () => {
    for (const fn of [
      ...Object.values(games),
      deps.showDataFolder,
      deps.saveTextFile,
      deps.printPage,
      deps.openTextFiles,
      deps.keepScreenAwake,
      deps.tableServer.start,
      deps.tableServer.stop,
    ]) {
      expect(fn).not.toHaveBeenCalled()
    }
  }
  return {
    listeners,
    deps,
    games,
    showDataFolder: deps.showDataFolder,
    invoke,
    invokeFrom,
    untouched,
  }
}

describe('registerIpcHandlers', () => {
  it('handles exactly the invoke channels of the contract', () => {
    const { listeners } = register()
    expect([...listeners.keys()].sort()).toEqual(
      [
        ipcChannels.getAppInfo,
        ipcChannels.setLanguage,
        ipcChannels.listGames,
        ipcChannels.listGamesByVersion,
        ipcChannels.readGame,
        ipcChannels.saveGame,
        ipcChannels.deleteGame,
        ipcChannels.loadDraft,
        ipcChannels.saveDraft,
        ipcChannels.discardDraft,
        ipcChannels.showDataFolder,
        ipcChannels.saveTextFile,
        ipcChannels.printPage,
        ipcChannels.openTextFiles,
        ipcChannels.keepScreenAwake,
        ipcChannels.startTableServer,
        ipcChannels.stopTableServer,
      ].sort(),
    )
  })

  it('answers getAppInfo and forwards setLanguage for the app’s page', () => {
    const { deps, invoke } = register()
    expect(invoke(ipcChannels.getAppInfo)).toEqual({
      name: 'Casebook',
      version: '0.1.0',
      electron: '45',
      chrome: '140',
    })
    invoke(ipcChannels.setLanguage, 'fr')
    expect(deps.setLanguage).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it.each([
    [ipcChannels.getAppInfo, []],
    [ipcChannels.setLanguage, ['fr']],
    [ipcChannels.listGames, []],
    [ipcChannels.saveGame, [friday]],
    [ipcChannels.deleteGame, ['friday']],
    [ipcChannels.loadDraft, ['friday']],
    [ipcChannels.saveDraft, ['friday', sampleDraft()]],
    [ipcChannels.discardDraft, ['friday']],
    [ipcChannels.showDataFolder, []],
    [ipcChannels.saveTextFile, [{ name: 'a.csv', mediaType: 'text/csv', text: 'x' }]],
    [ipcChannels.printPage, ['a.pdf']],
    [ipcChannels.openTextFiles, []],
    [ipcChannels.keepScreenAwake, [true]],
  ])('guards %s against foreign senders', (channel, args) => {
    const { deps, invokeFrom, untouched } = register()
    expect(() => invokeFrom('https://evil.example.com/', channel, ...args)).toThrow(
      `Refused "${channel}": the sender "https://evil.example.com/" is not Casebook's own page.`,
    )
    expect(deps.getAppInfo).not.toHaveBeenCalled()
    expect(deps.setLanguage).not.toHaveBeenCalled()
    untouched()
  })
})

describe('the game channels', () => {
  it('lists the games', async () => {
    const { games, invoke } = register()
    await expect(invoke(ipcChannels.listGames)).resolves.toEqual({ games: [friday], damaged: [] })
    expect(games.listGames).toHaveBeenCalledExactlyOnceWith()
  })

  it('lists the games by version, passing on the games the window knows', async () => {
    const { games, invoke } = register()
    const known = [['friday', 'ab'.repeat(32)]]
    await expect(invoke(ipcChannels.listGamesByVersion, known)).resolves.toEqual({
      games: [],
      damaged: [],
      versions: [],
    })
    expect(games.listGamesByVersion).toHaveBeenCalledExactlyOnceWith(known)
  })

  it('refuses a list of known games that is not [game id, SHA-256] pairs', () => {
    const { invoke, untouched } = register()
    const version = 'ab'.repeat(32)
    for (const known of [
      [['Friday', version]],
      [['friday', version.toUpperCase()]],
      [['friday', version.slice(1)]],
      [['friday', version, 'extra']],
      [{ toString: 1 }],
      { friday: version },
    ]) {
      expect(() => invoke(ipcChannels.listGamesByVersion, known)).toThrow(
        /Refused "casebook:list-games-by-version": invalid arguments/,
      )
    }
    expect(() => invoke(ipcChannels.listGamesByVersion)).toThrow(/invalid arguments \[\]/)
    untouched()
  })

  it('takes at most 100,000 known games: one more is refused', async () => {
    const { games, invoke } = register()
    const version = 'ab'.repeat(32)
    const known = Array.from({ length: maxKnownGames }, (_, index) => [`game-${index}`, version])
    expect(maxKnownGames).toBe(100_000)
    await invoke(ipcChannels.listGamesByVersion, known)
    expect(games.listGamesByVersion).toHaveBeenCalledOnce()
    known.push(['one-more', version])
    expect(() => invoke(ipcChannels.listGamesByVersion, known)).toThrow(
      /expected at most 100000 known games/,
    )
    expect(games.listGamesByVersion).toHaveBeenCalledOnce()
  })

  it('reads one game by its id, and refuses an id that cannot name a file', async () => {
    const { games, invoke } = register()
    await expect(invoke(ipcChannels.readGame, 'friday')).resolves.toMatchObject({ ok: false })
    expect(games.readGame).toHaveBeenCalledExactlyOnceWith('friday')
    expect(() => invoke(ipcChannels.readGame, '../friday')).toThrow(/Refused "casebook:read-game"/)
    expect(() => invoke(ipcChannels.readGame, 'friday', 'more')).toThrow(/exactly one argument/)
    expect(games.readGame).toHaveBeenCalledOnce()
  })

  it('refuses the games by version and a game read from another page', () => {
    const { invokeFrom, untouched } = register()
    for (const [channel, args] of [
      [ipcChannels.listGamesByVersion, [[]]],
      [ipcChannels.readGame, ['friday']],
    ] as const) {
      expect(() => invokeFrom('https://evil.example/', channel, ...args)).toThrow(
        /is not Casebook's own page/,
      )
    }
    untouched()
  })

  it('saves a valid game log, unknown fields and all, and answers with the result', async () => {
    const { games, invoke } = register()
    const log = { ...friday, fromANewerCasebook: true }
    await expect(invoke(ipcChannels.saveGame, log)).resolves.toEqual({ ok: true })
    expect(games.saveGame).toHaveBeenCalledExactlyOnceWith(log)
  })

  it('saves a log with rule errors: the renderer shows its problems', async () => {
    const { games, invoke } = register()
    const log = { ...friday, players: [{ id: 'ada', name: 'Ada' }] }
    await invoke(ipcChannels.saveGame, log)
    expect(games.saveGame).toHaveBeenCalledExactlyOnceWith(log)
  })

  it.each([
    ['nothing', []],
    ['two logs', [friday, friday]],
    ['a string', ['{"format":"casebook/game-log"}']],
    ['null', [null]],
    ['another format', [{ ...friday, format: 'other' }]],
    ['a newer version', [{ ...friday, version: 2 }]],
    ['hands that are not a list', [{ ...friday, hands: {} }]],
    ['a log without an id', [{ ...friday, id: undefined }]],
    ['an id that is a path', [{ ...friday, id: '../../evil' }]],
    ['an id too long for a file name', [{ ...friday, id: 'x'.repeat(65) }]],
  ])('refuses to save %s', (_case, args) => {
    const { games, invoke } = register()
    expect(() => invoke(ipcChannels.saveGame, ...args)).toThrow(
      /^Refused "casebook:save-game": invalid arguments /,
    )
    expect(games.saveGame).not.toHaveBeenCalled()
  })

  it('says what a refused save was missing', () => {
    const { invoke } = register()
    expect(() => invoke(ipcChannels.saveGame, { ...friday, id: 'a b' })).toThrow(
      'argument 1: expected a valid game log with a storable id.',
    )
  })

  it('deletes by id, and answers with the result', async () => {
    const { games, invoke } = register()
    games.deleteGame.mockResolvedValueOnce({
      ok: false,
      failure: 'not-found',
      problem: { messageKey: 'storage.failure.not-found', params: { id: 'friday' } },
    })
    await expect(invoke(ipcChannels.deleteGame, 'friday')).resolves.toMatchObject({
      ok: false,
      failure: 'not-found',
    })
    expect(games.deleteGame).toHaveBeenCalledExactlyOnceWith('friday')
  })

  it.each([
    ['nothing', []],
    ['an empty id', ['']],
    ['a path', ['../friday']],
    ['a number', [42]],
    ['two ids', ['friday', 'saturday']],
  ])('refuses to delete %s', (_case, args) => {
    const { games, invoke } = register()
    expect(() => invoke(ipcChannels.deleteGame, ...args)).toThrow(
      /^Refused "casebook:delete-game": invalid arguments /,
    )
    expect(games.deleteGame).not.toHaveBeenCalled()
  })

  it('shows the data folder, and takes no arguments', async () => {
    const { showDataFolder, invoke } = register()
    await invoke(ipcChannels.showDataFolder)
    expect(showDataFolder).toHaveBeenCalledOnce()
    expect(() => invoke(ipcChannels.showDataFolder, '/etc')).toThrow(
      'argument 1: showDataFolder takes no arguments.',
    )
    expect(() => invoke(ipcChannels.listGames, 'all')).toThrow(
      'argument 1: listGames takes no arguments.',
    )
    expect(showDataFolder).toHaveBeenCalledOnce()
  })
})

describe('the file channels', () => {
  const file = {
    name: 'Ada – Bram 2026-11-22.csv',
    mediaType: 'text/csv;charset=utf-8',
    text: 'a,b',
  }

  it('saves a text file for the page that asked', async () => {
    const { deps, invoke } = register()
    await expect(invoke(ipcChannels.saveTextFile, file)).resolves.toEqual({
      saved: true,
      name: file.name,
    })
    expect(deps.saveTextFile).toHaveBeenCalledExactlyOnceWith(sender, file)
  })

  it('prints the page that asked, and opens files for it', async () => {
    const { deps, invoke } = register()
    await invoke(ipcChannels.printPage, 'Ada – Bram.pdf')
    expect(deps.printPage).toHaveBeenCalledExactlyOnceWith(sender, 'Ada – Bram.pdf')
    await expect(invoke(ipcChannels.openTextFiles)).resolves.toEqual([])
    expect(deps.openTextFiles).toHaveBeenCalledExactlyOnceWith(sender)
  })

  it.each([
    ['nothing', ipcChannels.saveTextFile, []],
    ['an empty name', ipcChannels.saveTextFile, [{ ...file, name: '' }]],
    ['a name over 200 characters', ipcChannels.saveTextFile, [{ ...file, name: 'x'.repeat(201) }]],
    [
      'a text over 20 MB',
      ipcChannels.saveTextFile,
      [{ ...file, text: 'x'.repeat(20 * 1024 * 1024 + 1) }],
    ],
    ['a text that is not a string', ipcChannels.saveTextFile, [{ ...file, text: 42 }]],
    ['an extra field', ipcChannels.saveTextFile, [{ ...file, path: '/etc/passwd' }]],
    ['two files', ipcChannels.saveTextFile, [file, file]],
    ['no name', ipcChannels.printPage, []],
    ['a name over 200 characters', ipcChannels.printPage, ['x'.repeat(201)]],
    ['a folder', ipcChannels.openTextFiles, ['/home']],
  ])('refuses %s on %s', (_case, channel, args) => {
    const { invoke, untouched } = register()
    expect(() => invoke(channel, ...args)).toThrow(/invalid arguments /)
    untouched()
  })
})

describe('the screen channel', () => {
  it('keeps the screen awake, or not, for the page that asked', () => {
    const { deps, invoke } = register()
    invoke(ipcChannels.keepScreenAwake, true)
    invoke(ipcChannels.keepScreenAwake, false)
    expect(deps.keepScreenAwake.mock.calls).toEqual([
      [sender, true],
      [sender, false],
    ])
  })

  it.each([
    ['nothing', []],
    ['a string', ['true']],
    ['a number', [1]],
    ['null', [null]],
    ['an object that poses as true', [{ valueOf: () => true, toString: 1 }]],
    ['two answers', [true, false]],
  ])('refuses %s', (_case, args) => {
    const { invoke, untouched } = register()
    expect(() => invoke(ipcChannels.keepScreenAwake, ...args)).toThrow(
      /^Refused "casebook:keep-screen-awake": invalid arguments /,
    )
    untouched()
  })
})

describe('the table server channels', () => {
  it('start the table server and answer where it listens, and stop it', async () => {
    const { deps, invoke } = register()
    await expect(invoke(ipcChannels.startTableServer)).resolves.toEqual({
      port: 3030,
      addresses: ['127.0.0.1', '192.168.1.20'],
      webApp: true,
    })
    await invoke(ipcChannels.stopTableServer)
    expect(deps.tableServer.start).toHaveBeenCalledOnce()
    expect(deps.tableServer.stop).toHaveBeenCalledOnce()
  })

  it.each([
    ['a port', [3030]],
    ['an object that poses as a string', [{ toString: 1 }]],
    ['an address to listen on', ['0.0.0.0']],
    ['undefined', [undefined]],
  ])('refuse %s: they take no arguments', (_case, args) => {
    const { invoke, untouched } = register()
    expect(() => invoke(ipcChannels.startTableServer, ...args)).toThrow(
      /^Refused "casebook:start-table-server": invalid arguments /,
    )
    expect(() => invoke(ipcChannels.stopTableServer, ...args)).toThrow(
      /^Refused "casebook:stop-table-server": invalid arguments /,
    )
    untouched()
  })

  it('refuse a page that is not the app’s own', () => {
    const { invokeFrom, untouched } = register()
    for (const channel of [ipcChannels.startTableServer, ipcChannels.stopTableServer]) {
      expect(() => invokeFrom('https://example.org/', channel)).toThrow(
        /is not Casebook's own page/,
      )
    }
    untouched()
  })
})

describe('appInfo', () => {
  it('reports the app and the Electron and Chromium versions', () => {
    const app = { getName: () => 'Casebook', getVersion: () => '0.1.0' }
    expect(appInfo(app, { electron: '45.4.1', chrome: '140.0.1' })).toEqual({
      name: 'Casebook',
      version: '0.1.0',
      electron: '45.4.1',
      chrome: '140.0.1',
    })
    expect(appInfo(app, {})).toMatchObject({ electron: null, chrome: null })
  })
})

describe('the draft channels', () => {
  it('load, keep and discard the draft of a game by its id', async () => {
    const { games, invoke } = register()
    games.loadDraft.mockResolvedValueOnce(sampleDraft())
    await expect(invoke(ipcChannels.loadDraft, 'friday')).resolves.toEqual(sampleDraft())
    await expect(invoke(ipcChannels.saveDraft, 'friday', sampleDraft())).resolves.toEqual({
      ok: true,
    })
    await expect(invoke(ipcChannels.discardDraft, 'friday')).resolves.toEqual({ ok: true })
    expect(games.loadDraft).toHaveBeenCalledExactlyOnceWith('friday')
    expect(games.saveDraft).toHaveBeenCalledExactlyOnceWith('friday', sampleDraft())
    expect(games.discardDraft).toHaveBeenCalledExactlyOnceWith('friday')
  })

  it.each([
    ['no draft', ['friday']],
    ['a path for an id', ['../evil', sampleDraft()]],
    ['a draft as text', ['friday', JSON.stringify(sampleDraft())]],
    ['a hand number of 0', ['friday', sampleDraft({ hand: 0 })]],
    ['an unknown field', ['friday', { ...sampleDraft(), script: 'x' }]],
    [
      'a count the form cannot show',
      ['friday', { ...sampleDraft(), values: { ...sampleDraft().values, dealer: 7 } }],
    ],
    ['a draft of a game with no hand form', ['friday', sampleDraft({ game: 'chess' })]],
    ['a third argument', ['friday', sampleDraft(), 'more']],
  ])('refuses to keep %s', (_case, args) => {
    const { games, invoke } = register()
    expect(() => invoke(ipcChannels.saveDraft, ...args)).toThrow(
      /^Refused "casebook:save-draft": invalid arguments /,
    )
    expect(games.saveDraft).not.toHaveBeenCalled()
  })

  it.each([ipcChannels.loadDraft, ipcChannels.discardDraft])(
    'refuses %s for an id that cannot name a file',
    (channel) => {
      const { untouched, invoke } = register()
      expect(() => invoke(channel, '../evil')).toThrow(/invalid arguments/)
      untouched()
    },
  )
})
