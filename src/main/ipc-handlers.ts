import type { IpcMain } from 'electron'
import type * as v from 'valibot'
import type { Locale } from '../shared/i18n'
import { ipcChannels, type AppInfo } from '../shared/ipc-contract'
import type { GameStorage } from '../shared/storage'
import { guardHandler, ipcArgs } from './ipc'

export interface IpcHandlerDeps {
  isTrustedSender: (url: string) => boolean
  getAppInfo: () => AppInfo
  setLanguage: (locale: Locale) => void
  /** The game files. */
  games: GameStorage
  showDataFolder: () => Promise<void>
}

/** Registers one guarded handler per invoke channel of the IPC contract. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  { isTrustedSender, getAppInfo, setLanguage, games, showDataFolder }: IpcHandlerDeps,
): void {
  const handle = <TArgs extends unknown[]>(
    channel: string,
    args: v.GenericSchema<unknown, TArgs>,
    run: (...args: TArgs) => unknown,
  ) => ipcMain.handle(channel, guardHandler({ channel, args, isTrustedSender, handle: run }))
  handle(ipcChannels.getAppInfo, ipcArgs.getAppInfo, () => getAppInfo())
  handle(ipcChannels.setLanguage, ipcArgs.setLanguage, (locale) => setLanguage(locale))
  handle(ipcChannels.listGames, ipcArgs.listGames, () => games.listGames())
  handle(ipcChannels.saveGame, ipcArgs.saveGame, (log) => games.saveGame(log))
  handle(ipcChannels.deleteGame, ipcArgs.deleteGame, (id) => games.deleteGame(id))
  handle(ipcChannels.showDataFolder, ipcArgs.showDataFolder, () => showDataFolder())
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
