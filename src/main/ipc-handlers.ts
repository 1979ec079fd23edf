import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import type { Locale } from '../shared/i18n'
import { ipcChannels, type AppInfo } from '../shared/ipc-contract'
import { guardHandler, ipcArgs } from './ipc'

export interface IpcHandlerDeps {
  isTrustedSender: (url: string) => boolean
  getAppInfo: () => AppInfo
  setLanguage: (locale: Locale) => void
}

/** Registers one guarded handler per invoke channel of the IPC contract. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  { isTrustedSender, getAppInfo, setLanguage }: IpcHandlerDeps,
): void {
  const handle = (
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown,
  ) => ipcMain.handle(channel, listener)
  handle(
    ipcChannels.getAppInfo,
    guardHandler({
      channel: ipcChannels.getAppInfo,
      args: ipcArgs.getAppInfo,
      isTrustedSender,
      handle: () => getAppInfo(),
    }),
  )
  handle(
    ipcChannels.setLanguage,
    guardHandler({
      channel: ipcChannels.setLanguage,
      args: ipcArgs.setLanguage,
      isTrustedSender,
      handle: (locale) => setLanguage(locale),
    }),
  )
}

/** The app's name and version, and the Electron and Chromium it runs on. */
export function appInfo(
  app: { getName(): string; getVersion(): string },
  versions: Partial<Record<'electron' | 'chrome', string>>,
): AppInfo {
  return {
    name: app.getName(),
    version: app.getVersion(),
    electron: versions.electron ?? null,
    chrome: versions.chrome ?? null,
  }
}
