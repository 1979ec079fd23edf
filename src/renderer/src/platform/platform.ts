import type { InjectionKey } from 'vue'
import type { CasebookApi } from '../../../shared/ipc-contract'
import type { LazyListingStorage } from './indexeddb-store'

export type { AppInfo, MenuCommand } from '../../../shared/ipc-contract'

/**
 * Everything the renderer may ask of the world outside the page: the app's identity, the native
 * menu's language, and the commands that menu sends. The preload bridge's shape, so the
 * Electron implementation is a thin wrapper and the browser one stands in for it; the browser's
 * store can also list the library without reading the games it knows (`listGamesKnowing`).
 */
export type Platform = CasebookApi & Partial<LazyListingStorage>

/** Components reach the platform through `usePlatform()`, provided once by the app. */
export const platformKey: InjectionKey<Platform> = Symbol('casebook platform')
