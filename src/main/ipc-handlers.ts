import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import type * as v from 'valibot'
import type { Locale } from '../shared/i18n'
import {
  ipcChannels,
  type AppInfo,
  type FileSaveResult,
  type OpenedFile,
  type TableServerAnswer,
  type TextFile,
} from '../shared/ipc-contract'
import type { GameStorage } from '../shared/storage'
import type { VersionedGameFiles } from './game-file-store'
import { guardHandler, ipcArgs } from './ipc'

export interface IpcHandlerDeps {
  isTrustedSender: (url: string) => boolean
  getAppInfo: () => AppInfo
  setLanguage: (locale: Locale) => void
  /** The game files. */
  games: GameStorage & VersionedGameFiles
  showDataFolder: () => Promise<void>
  /** The calls below act for the page that made them: its window parents the dialogs. */
  saveTextFile: (sender: Sender, file: TextFile & { mediaType: string }) => Promise<FileSaveResult>
  printPage: (sender: Sender, suggestedName: string) => Promise<FileSaveResult>
  openTextFiles: (sender: Sender) => Promise<OpenedFile[]>
  /** Keeps the display awake, or not, for the page that asked (released when it goes). */
  keepScreenAwake: (sender: Sender, on: boolean) => void
  /** The sync server on the local network while a game is shared (decision 0056). */
  tableServer: { start(): Promise<TableServerAnswer>; stop(): Promise<void> }
}

/** The web contents that made a call. */
export type Sender = IpcMainInvokeEvent['sender']

/** Registers one guarded handler per invoke channel of the IPC contract. */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: IpcHandlerDeps): void {
  const { isTrustedSender, getAppInfo, setLanguage, games, showDataFolder } = deps
  const handle = <TArgs extends unknown[]>(
    channel: string,
    args: v.GenericSchema<unknown, TArgs>,
    run: (...args: TArgs) => unknown,
  ) => ipcMain.handle(channel, guardHandler({ channel, args, isTrustedSender, handle: run }))
  handle(ipcChannels.getAppInfo, ipcArgs.getAppInfo, () => getAppInfo())
  handle(ipcChannels.setLanguage, ipcArgs.setLanguage, (locale) => setLanguage(locale))
  handle(ipcChannels.listGames, ipcArgs.listGames, () => games.listGames())
  handle(ipcChannels.listGamesByVersion, ipcArgs.listGamesByVersion, (known) =>
    games.listGamesByVersion(known),
  )
  handle(ipcChannels.readGame, ipcArgs.readGame, (id) => games.readGame(id))
  handle(ipcChannels.saveGame, ipcArgs.saveGame, (log) => games.saveGame(log))
  handle(ipcChannels.deleteGame, ipcArgs.deleteGame, (id) => games.deleteGame(id))
  handle(ipcChannels.loadDraft, ipcArgs.loadDraft, (id) => games.loadDraft(id))
  handle(ipcChannels.saveDraft, ipcArgs.saveDraft, (id, draft) => games.saveDraft(id, draft))
  handle(ipcChannels.discardDraft, ipcArgs.discardDraft, (id) => games.discardDraft(id))
  handle(ipcChannels.showDataFolder, ipcArgs.showDataFolder, () => showDataFolder())
  handle(ipcChannels.startTableServer, ipcArgs.startTableServer, () => deps.tableServer.start())
  handle(ipcChannels.stopTableServer, ipcArgs.stopTableServer, () => deps.tableServer.stop())
  // The same guard, with the sender passed on to the handler.
  const handleFromSender = <TArgs extends unknown[]>(
    channel: string,
    args: v.GenericSchema<unknown, TArgs>,
    run: (sender: Sender, ...args: TArgs) => unknown,
  ) =>
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...raw: unknown[]) =>
      guardHandler({
        channel,
        args,
        isTrustedSender,
        handle: (...parsed: TArgs) => run(event.sender, ...parsed),
      })(event, ...raw),
    )
  handleFromSender(ipcChannels.saveTextFile, ipcArgs.saveTextFile, (sender, file) =>
    deps.saveTextFile(sender, file),
  )
  handleFromSender(ipcChannels.printPage, ipcArgs.printPage, (sender, name) =>
    deps.printPage(sender, name),
  )
  handleFromSender(ipcChannels.openTextFiles, ipcArgs.openTextFiles, (sender) =>
    deps.openTextFiles(sender),
  )
  handleFromSender(ipcChannels.keepScreenAwake, ipcArgs.keepScreenAwake, (sender, on) =>
    deps.keepScreenAwake(sender, on),
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
