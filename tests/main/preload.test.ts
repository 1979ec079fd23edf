import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { CasebookApi, MenuCommand } from '../../src/shared/ipc-contract'
import { ipcChannels } from '../../src/shared/ipc-contract'
import { gameLog } from '../support/game-logs'
import { sampleDraft } from '../storage/game-storage-contract'

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  return {
    exposed: new Map<string, unknown>(),
    listeners,
    ipcRenderer: {
      invoke: vi.fn<(...args: unknown[]) => Promise<unknown>>(async () => undefined),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        const set = listeners.get(channel) ?? new Set()
        set.add(listener)
        listeners.set(channel, set)
      }),
      removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        listeners.get(channel)?.delete(listener)
      }),
    },
  }
})

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api),
  },
  ipcRenderer: electron.ipcRenderer,
}))

let api: CasebookApi

beforeAll(async () => {
  await import('../../src/preload/index')
  api = electron.exposed.get('casebook') as CasebookApi
})

function emit(channel: string, ...args: unknown[]) {
  for (const listener of electron.listeners.get(channel) ?? []) listener(...args)
}

describe('preload bridge', () => {
  it('exposes exactly the CasebookApi functions as window.casebook, and nothing else', () => {
    expect([...electron.exposed.keys()]).toEqual(['casebook'])
    expect(Object.keys(api).sort()).toEqual([
      'deleteGame',
      'discardDraft',
      'getAppInfo',
      'keepScreenAwake',
      'listGames',
      'listGamesByVersion',
      'loadDraft',
      'onGamesChanged',
      'onMenuCommand',
      'openTextFiles',
      'printPage',
      'readGame',
      'saveDraft',
      'saveGame',
      'saveTextFile',
      'setLanguage',
      'showDataFolder',
      'startTableServer',
      'stopTableServer',
    ])
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
  })

  it('starts and stops the table server, each on its own channel, passing nothing', async () => {
    const answer = { port: 3030, addresses: ['127.0.0.1', '192.168.1.20'], webApp: true }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(answer)
    await expect(api.startTableServer()).resolves.toEqual(answer)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.startTableServer)
    await expect(api.stopTableServer()).resolves.toBeUndefined()
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.stopTableServer)
  })

  it('asks the main process for the app info', async () => {
    const info = { name: 'Casebook', version: '0.1.0', electron: '45', chrome: '140' }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(info)
    await expect(api.getAppInfo()).resolves.toEqual(info)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.getAppInfo)
  })

  it('tells the main process the language', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce(undefined)
    await expect(api.setLanguage('fr')).resolves.toBeUndefined()
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.setLanguage, 'fr')
  })

  it('asks the main process for the games', async () => {
    const listing = { games: [], damaged: [] }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(listing)
    await expect(api.listGames()).resolves.toBe(listing)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.listGames)
  })

  it('asks for the games by version, naming those the window knows, and for one game', async () => {
    const listing = { games: [], damaged: [], versions: [['friday', 'ab'.repeat(32)]] }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(listing)
    const known: [string, string][] = [['friday', 'ab'.repeat(32)]]
    await expect(api.listGamesByVersion(known)).resolves.toBe(listing)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(
      ipcChannels.listGamesByVersion,
      known,
    )
    const read = { ok: true, log: { ...gameLog([]), id: 'friday' }, version: 'ab'.repeat(32) }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(read)
    await expect(api.readGame('friday')).resolves.toBe(read)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.readGame, 'friday')
  })

  it('sends a game to save, and answers with the outcome', async () => {
    const log = { ...gameLog([]), id: 'friday' }
    const outcome = {
      ok: false,
      failure: 'disk-full',
      problem: { messageKey: 'storage.failure.disk-full', params: {} },
    }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(outcome)
    await expect(api.saveGame(log)).resolves.toBe(outcome)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.saveGame, log)
  })

  it('sends the id of a game to delete, and answers with the outcome', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true })
    await expect(api.deleteGame('friday')).resolves.toEqual({ ok: true })
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.deleteGame, 'friday')
  })

  it('loads, sends and discards the draft of a game, each on its channel', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce(sampleDraft())
    await expect(api.loadDraft('friday')).resolves.toEqual(sampleDraft())
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.loadDraft, 'friday')
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true })
    await expect(api.saveDraft('friday', sampleDraft())).resolves.toEqual({ ok: true })
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(
      ipcChannels.saveDraft,
      'friday',
      sampleDraft(),
    )
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true })
    await expect(api.discardDraft('friday')).resolves.toEqual({ ok: true })
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.discardDraft, 'friday')
  })

  it('asks the main process to show the data folder', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce('not for the renderer')
    await expect(api.showDataFolder()).resolves.toBeUndefined()
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.showDataFolder)
  })

  it('sends a text file to save, with exactly its three fields', async () => {
    const outcome = { saved: true, name: 'game.csv' }
    electron.ipcRenderer.invoke.mockResolvedValueOnce(outcome)
    const file = { name: 'game.csv', mediaType: 'text/csv', text: 'a,b', extra: 'dropped' }
    await expect(api.saveTextFile(file)).resolves.toBe(outcome)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.saveTextFile, {
      name: 'game.csv',
      mediaType: 'text/csv',
      text: 'a,b',
    })
  })

  it('asks the main process to print the page as a PDF', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ saved: false, reason: 'cancelled' })
    await expect(api.printPage('game.pdf')).resolves.toEqual({ saved: false, reason: 'cancelled' })
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.printPage, 'game.pdf')
  })

  it('asks the main process for files to open', async () => {
    const files = [{ name: 'friday.json', text: '{}' }]
    electron.ipcRenderer.invoke.mockResolvedValueOnce(files)
    await expect(api.openTextFiles()).resolves.toBe(files)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.openTextFiles)
  })

  it('asks the main process to keep the screen awake, then to let it sleep', async () => {
    await expect(api.keepScreenAwake(true)).resolves.toBeUndefined()
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.keepScreenAwake, true)
    await api.keepScreenAwake(false)
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannels.keepScreenAwake, false)
  })

  it('passes a refusal from the main process on to the renderer', async () => {
    electron.ipcRenderer.invoke.mockRejectedValueOnce(new Error('Refused'))
    await expect(api.setLanguage('fr')).rejects.toThrow('Refused')
  })

  it('delivers menu commands without the IPC event, until unsubscribed', () => {
    const received: MenuCommand[] = []
    const unsubscribe = api.onMenuCommand((command) => received.push(command))
    const event = { sender: 'the IPC event must not reach the renderer' }

    emit(ipcChannels.menuCommand, event, { kind: 'about' })
    expect(received).toEqual([{ kind: 'about' }])

    unsubscribe()
    emit(ipcChannels.menuCommand, event, { kind: 'set-language', locale: 'fr' })
    expect(received).toEqual([{ kind: 'about' }])
    expect(electron.listeners.get(ipcChannels.menuCommand)?.size).toBe(0)
  })

  it('tells of games changed by another program, without the IPC event, until unsubscribed', () => {
    const calls: unknown[][] = []
    const unsubscribe = api.onGamesChanged((...args: unknown[]) => calls.push(args))
    emit(ipcChannels.gamesChanged, { sender: 'the IPC event must not reach the renderer' })
    expect(calls).toEqual([[]])

    unsubscribe()
    emit(ipcChannels.gamesChanged, {})
    expect(calls).toEqual([[]])
    expect(electron.listeners.get(ipcChannels.gamesChanged)?.size).toBe(0)
  })
})
