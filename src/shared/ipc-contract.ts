import type { Problem } from '../engine'
import type { Locale } from './i18n'
import type { GameRead, GameStorage, KnownVersion, VersionedListing } from './storage'

/**
 * The one contract between the main process, the preload script and the renderer.
 * Each action is one named function on `window.casebook`; each has its own IPC channel.
 */

/** What the native menu asks the renderer to do. Entries for later features are added here. */
export type MenuCommand =
  | { kind: 'about' }
  | { kind: 'set-language'; locale: Locale }
  | { kind: 'new-game' }
  | { kind: 'rules-reference' }
  | { kind: 'open-game-log' }
  | { kind: 'export' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'go-home' }
  | { kind: 'go-back' }
  | { kind: 'go-forward' }

export interface AppInfo {
  name: string
  version: string
  /** Electron and Chromium versions, or null when running as a web page. */
  electron: string | null
  chrome: string | null
}

/** A text file the app offers to save (an export) or that the user chose to open. */
export interface TextFile {
  name: string
  text: string
}

/** A file the user chose to open whose bytes are not UTF-8 text: why, located like any problem. */
export interface UndecodableFile {
  name: string
  problems: Problem[]
}

/**
 * A file the user chose that was not read: it holds more than the most the app opens (`size`,
 * at least), or reading it failed (`error`).
 */
export interface UnreadFile {
  name: string
  size: number
  error?: string
}

/** A file the user chose to open: its text, or why it has none (see `openedFile`). */
export type OpenedFile = TextFile | UndecodableFile | UnreadFile

export type FileSaveResult =
  | { saved: true; name: string }
  | { saved: false; reason: 'cancelled' }
  | { saved: false; reason: 'failed'; detail: string }

/**
 * The desktop app's sync server, asked for when a game is shared (decision 0056): the port it
 * listens on, the addresses (127.0.0.1 first, then the local network's), and whether it serves
 * the web app to the phones that join; or why it is not running.
 */
export type TableServerAnswer =
  { port: number; addresses: string[]; webApp: boolean } | { refused: 'failed'; detail: string }

export interface CasebookApi extends GameStorage {
  /**
   * Every game with its content version (the SHA-256 of its file), and the logs of only the games
   * whose version is not among `known`: the window lists those from its kept summaries.
   */
  listGamesByVersion(known: KnownVersion[]): Promise<VersionedListing>
  /** One game's log and content version, read when the window needs it (a game opened). */
  readGame(id: string): Promise<GameRead>
  getAppInfo(): Promise<AppInfo>
  /** Tells the main process the renderer's language so the native menu follows it. */
  setLanguage(locale: Locale): Promise<void>
  /** Subscribes to native menu commands; returns the function that unsubscribes. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
  /**
   * Subscribes to changes another program made to the stored games (added, changed, removed,
   * or kept as a conflict copy): the listing is worth reading again. Returns the unsubscriber.
   */
  onGamesChanged(listener: () => void): () => void
  /** Opens the folder that holds the game files in the system's file manager. */
  showDataFolder(): Promise<void>
  /** Offers to save a text file (an export): a save dialog in Electron, a download in a browser. */
  saveTextFile(file: TextFile & { mediaType: string }): Promise<FileSaveResult>
  /** Saves the page as printed (the printable score sheet) as a PDF in Electron; prints in a browser. */
  printPage(suggestedName: string): Promise<FileSaveResult>
  /** Asks the user for game-log files to open (Electron's open dialog); [] when cancelled. */
  openTextFiles(): Promise<OpenedFile[]>
  /**
   * Keeps the screen from going to sleep (true) while a game is open, or lets it sleep again
   * (false): Electron's power-save blocker on desktop, the Screen Wake Lock API in a browser.
   */
  keepScreenAwake(on: boolean): Promise<void>
  /** Starts the desktop app's sync server on the local network, or says why it cannot. */
  startTableServer(): Promise<TableServerAnswer>
  /** Stops it (no game is shared any more) once it has written what is pending. */
  stopTableServer(): Promise<void>
}

export const ipcChannels = {
  getAppInfo: 'casebook:get-app-info',
  setLanguage: 'casebook:set-language',
  menuCommand: 'casebook:menu-command',
  gamesChanged: 'casebook:games-changed',
  listGames: 'casebook:list-games',
  listGamesByVersion: 'casebook:list-games-by-version',
  readGame: 'casebook:read-game',
  saveGame: 'casebook:save-game',
  deleteGame: 'casebook:delete-game',
  loadDraft: 'casebook:load-draft',
  saveDraft: 'casebook:save-draft',
  discardDraft: 'casebook:discard-draft',
  showDataFolder: 'casebook:show-data-folder',
  saveTextFile: 'casebook:save-text-file',
  printPage: 'casebook:print-page',
  openTextFiles: 'casebook:open-text-files',
  keepScreenAwake: 'casebook:keep-screen-awake',
  startTableServer: 'casebook:start-table-server',
  stopTableServer: 'casebook:stop-table-server',
} as const
