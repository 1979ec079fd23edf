import type { Locale } from './i18n'

/**
 * The one contract between the main process, the preload script and the renderer.
 * Each action is one named function on `window.casebook`; each has its own IPC channel.
 */

/** What the native menu asks the renderer to do. Entries for later features are added here. */
export type MenuCommand = { kind: 'about' } | { kind: 'set-language'; locale: Locale }

export interface AppInfo {
  name: string
  version: string
  /** Electron and Chromium versions, or null when running as a web page. */
  electron: string | null
  chrome: string | null
}

export interface CasebookApi {
  getAppInfo(): Promise<AppInfo>
  /** Tells the main process the renderer's language so the native menu follows it. */
  setLanguage(locale: Locale): Promise<void>
  /** Subscribes to native menu commands; returns the function that unsubscribes. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
}

export const ipcChannels = {
  getAppInfo: 'casebook:get-app-info',
  setLanguage: 'casebook:set-language',
  menuCommand: 'casebook:menu-command',
} as const
