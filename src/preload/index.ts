import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { GameLog } from '../engine'
import type { Locale } from '../shared/i18n'
import {
  ipcChannels,
  type AppInfo,
  type CasebookApi,
  type FileSaveResult,
  type MenuCommand,
  type OpenedFile,
  type TableServerAnswer,
  type TextFile,
} from '../shared/ipc-contract'
import type { StoredHandDraft } from '../shared/hand-draft'
import type {
  GameListing,
  GameRead,
  KnownVersion,
  StorageResult,
  VersionedListing,
} from '../shared/storage'

// The sandboxed preload: the renderer gets exactly these functions on window.casebook, never
// ipcRenderer itself. Each one maps to one channel of the IPC contract.

function getAppInfo(): Promise<AppInfo> {
  return ipcRenderer.invoke(ipcChannels.getAppInfo) as Promise<AppInfo>
}

async function setLanguage(locale: Locale): Promise<void> {
  await ipcRenderer.invoke(ipcChannels.setLanguage, locale)
}

function onMenuCommand(listener: (command: MenuCommand) => void): () => void {
  const forward = (_event: IpcRendererEvent, command: MenuCommand) => listener(command)
  ipcRenderer.on(ipcChannels.menuCommand, forward)
  return () => {
    ipcRenderer.removeListener(ipcChannels.menuCommand, forward)
  }
}

function onGamesChanged(listener: () => void): () => void {
  // The event carries nothing: the renderer never gets the IpcRendererEvent.
  const forward = () => listener()
  ipcRenderer.on(ipcChannels.gamesChanged, forward)
  return () => {
    ipcRenderer.removeListener(ipcChannels.gamesChanged, forward)
  }
}

function listGames(): Promise<GameListing> {
  return ipcRenderer.invoke(ipcChannels.listGames) as Promise<GameListing>
}

function listGamesByVersion(known: KnownVersion[]): Promise<VersionedListing> {
  return ipcRenderer.invoke(ipcChannels.listGamesByVersion, known) as Promise<VersionedListing>
}

function readGame(id: string): Promise<GameRead> {
  return ipcRenderer.invoke(ipcChannels.readGame, id) as Promise<GameRead>
}

function saveGame(log: GameLog): Promise<StorageResult> {
  return ipcRenderer.invoke(ipcChannels.saveGame, log) as Promise<StorageResult>
}

function deleteGame(id: string): Promise<StorageResult> {
  return ipcRenderer.invoke(ipcChannels.deleteGame, id) as Promise<StorageResult>
}

function loadDraft(gameId: string): Promise<StoredHandDraft | null> {
  return ipcRenderer.invoke(ipcChannels.loadDraft, gameId) as Promise<StoredHandDraft | null>
}

function saveDraft(gameId: string, draft: StoredHandDraft): Promise<StorageResult> {
  return ipcRenderer.invoke(ipcChannels.saveDraft, gameId, draft) as Promise<StorageResult>
}

function discardDraft(gameId: string): Promise<StorageResult> {
  return ipcRenderer.invoke(ipcChannels.discardDraft, gameId) as Promise<StorageResult>
}

async function showDataFolder(): Promise<void> {
  await ipcRenderer.invoke(ipcChannels.showDataFolder)
}

function saveTextFile(file: TextFile & { mediaType: string }): Promise<FileSaveResult> {
  return ipcRenderer.invoke(ipcChannels.saveTextFile, {
    name: file.name,
    mediaType: file.mediaType,
    text: file.text,
  }) as Promise<FileSaveResult>
}

function printPage(suggestedName: string): Promise<FileSaveResult> {
  return ipcRenderer.invoke(ipcChannels.printPage, suggestedName) as Promise<FileSaveResult>
}

function openTextFiles(): Promise<OpenedFile[]> {
  return ipcRenderer.invoke(ipcChannels.openTextFiles) as Promise<OpenedFile[]>
}

async function keepScreenAwake(on: boolean): Promise<void> {
  await ipcRenderer.invoke(ipcChannels.keepScreenAwake, on)
}

function startTableServer(): Promise<TableServerAnswer> {
  return ipcRenderer.invoke(ipcChannels.startTableServer) as Promise<TableServerAnswer>
}

async function stopTableServer(): Promise<void> {
  await ipcRenderer.invoke(ipcChannels.stopTableServer)
}

const api: CasebookApi = {
  getAppInfo,
  setLanguage,
  onMenuCommand,
  onGamesChanged,
  listGames,
  listGamesByVersion,
  readGame,
  saveGame,
  deleteGame,
  loadDraft,
  saveDraft,
  discardDraft,
  showDataFolder,
  saveTextFile,
  printPage,
  openTextFiles,
  keepScreenAwake,
  startTableServer,
  stopTableServer,
}

contextBridge.exposeInMainWorld('casebook', api)
