import type { InjectionKey } from 'vue'
import type { GameLog } from '../../../engine'
import type { CasebookApi, TableServerAnswer } from '../../../shared/ipc-contract'
import type { GameRead } from '../../../shared/storage'
import type { LazyListingStorage } from './indexeddb-store'

export type { AppInfo, MenuCommand, TableServerAnswer } from '../../../shared/ipc-contract'

/**
 * Where the games' texts stay until a game is needed (the desktop app's files, decision 0032):
 * the listing leaves them there, and the store fetches one when its game is asked for.
 */
export interface GamesFetchedWhenNeeded {
  readGame(id: string): Promise<GameRead>
  /** The content version the storage gives a log it writes (a SHA-256 of its file, on desktop). */
  versionOfLog(log: GameLog): Promise<string>
}

/**
 * The desktop app's sync server, run on this computer while a game is shared (decision 0056).
 * A web page has none: it syncs through the server that served it.
 */
export interface TableServerControl {
  start(): Promise<TableServerAnswer>
  stop(): Promise<void>
}

/**
 * Everything the renderer may ask of the world outside the page: the app's identity, the native
 * menu's language, and the commands that menu sends. The preload bridge's shape, so the
 * Electron implementation is a thin wrapper and the browser one stands in for it. Both can list
 * the library without reading the games a kept summary knows (`listGamesKnowing`); the desktop
 * app then fetches a game's text when it is needed (`readGame`).
 */
export type Platform = Omit<
  CasebookApi,
  'listGamesByVersion' | 'readGame' | 'startTableServer' | 'stopTableServer'
> &
  Partial<LazyListingStorage> &
  Partial<GamesFetchedWhenNeeded> & { tableServer?: TableServerControl }

/** Components reach the platform through `usePlatform()`, provided once by the app. */
export const platformKey: InjectionKey<Platform> = Symbol('casebook platform')
