import type { IpcMainInvokeEvent } from 'electron'
import type { Page } from '@playwright/test'
import { registerIpcHandlers, type IpcHandlerDeps } from '../../src/main/ipc-handlers'
import { ipcChannels } from '../../src/shared/ipc-contract'

/**
 * What the preload script exposes, in a page of the desktop renderer served over http: one
 * function per channel of the IPC contract, each handed to `answer` in the test process with the
 * event the main process would get (the calling frame's URL, for the sender check), and events
 * that never come.
 */
export async function installDesktopBridge(
  page: Page,
  answer: (channel: string, event: IpcMainInvokeEvent, args: unknown[]) => unknown,
): Promise<void> {
  await page.exposeBinding('casebookInvoke', (source, channel: string, args: unknown[]) => {
    const event = { senderFrame: { url: source.frame.url() }, sender: {} }
    return answer(channel, event as IpcMainInvokeEvent, args)
  })
  await page.addInitScript((channels: Record<string, string>) => {
    const invoke = (window as unknown as { casebookInvoke: (...args: unknown[]) => unknown })
      .casebookInvoke
    const api: Record<string, unknown> = {}
    for (const [name, channel] of Object.entries(channels)) {
      api[name] = (...args: unknown[]) => invoke(channel, args)
    }
    api.onMenuCommand = () => () => undefined
    api.onGamesChanged = () => () => undefined
    ;(window as unknown as { casebook: unknown }).casebook = api
  }, ipcChannels)
}

export type MainHandlers = Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>

/**
 * The main process's real IPC handlers (sender checked, arguments validated) over `deps`, the
 * rest answering as a user who cancels every dialog would, and no table server unless given.
 */
export function mainProcessHandlers(
  deps: Pick<IpcHandlerDeps, 'isTrustedSender' | 'games'> & Partial<IpcHandlerDeps>,
): MainHandlers {
  const handlers: MainHandlers = new Map()
  const quiet = () => Promise.resolve({ saved: false, reason: 'cancelled' } as const)
  registerIpcHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    {
      getAppInfo: () => ({ name: 'Casebook', version: '0.0.0', electron: '45', chrome: '142' }),
      setLanguage: () => undefined,
      showDataFolder: () => Promise.resolve(),
      saveTextFile: quiet,
      printPage: quiet,
      openTextFiles: () => Promise.resolve([]),
      keepScreenAwake: () => undefined,
      tableServer: {
        start: () => Promise.resolve({ refused: 'failed', detail: 'not in this test' }),
        stop: () => Promise.resolve(),
      },
      ...deps,
    },
  )
  return handlers
}
