import { describe, expect, it, vi } from 'vitest'
import type { IpcMainInvokeEvent } from 'electron'
import { ipcChannels } from '../../src/shared/ipc-contract'
import { guardHandler, ipcArgs } from '../../src/main/ipc'
import { appInfo, registerIpcHandlers } from '../../src/main/ipc-handlers'

const appPage = 'file:///opt/casebook/out/renderer/index.html'
const isTrustedSender = (url: string) => url === appPage
const from = (url: string | null) => ({ senderFrame: url === null ? null : { url } })

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

describe('registerIpcHandlers', () => {
  function register() {
    const listeners = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>()
    const deps = {
      isTrustedSender,
      getAppInfo: vi.fn(() => ({
        name: 'Casebook',
        version: '0.1.0',
        electron: '45',
        chrome: '140',
      })),
      setLanguage: vi.fn(),
    }
    registerIpcHandlers({ handle: (channel, listener) => listeners.set(channel, listener) }, deps)
    const invoke = (channel: string, url: string, ...args: unknown[]) =>
      listeners.get(channel)?.(from(url) as unknown as IpcMainInvokeEvent, ...args)
    return { listeners, deps, invoke }
  }

  it('handles exactly the invoke channels of the contract', () => {
    const { listeners } = register()
    expect([...listeners.keys()].sort()).toEqual(
      [ipcChannels.getAppInfo, ipcChannels.setLanguage].sort(),
    )
  })

  it('answers getAppInfo and forwards setLanguage for the app’s page', () => {
    const { deps, invoke } = register()
    expect(invoke(ipcChannels.getAppInfo, appPage)).toEqual({
      name: 'Casebook',
      version: '0.1.0',
      electron: '45',
      chrome: '140',
    })
    invoke(ipcChannels.setLanguage, appPage, 'fr')
    expect(deps.setLanguage).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('guards every channel against foreign senders', () => {
    const { deps, invoke } = register()
    expect(() => invoke(ipcChannels.getAppInfo, 'https://evil.example.com/')).toThrow(/Refused/)
    expect(() => invoke(ipcChannels.setLanguage, 'https://evil.example.com/', 'fr')).toThrow(
      /Refused/,
    )
    expect(deps.getAppInfo).not.toHaveBeenCalled()
    expect(deps.setLanguage).not.toHaveBeenCalled()
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
