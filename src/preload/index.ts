import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { Locale } from '../shared/i18n'
import {
  ipcChannels,
  type AppInfo,
  type CasebookApi,
  type MenuCommand,
} from '../shared/ipc-contract'

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

const api: CasebookApi = { getAppInfo, setLanguage, onMenuCommand }

contextBridge.exposeInMainWorld('casebook', api)
