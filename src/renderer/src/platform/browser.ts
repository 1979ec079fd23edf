import type { AppInfo } from '../../../shared/ipc-contract'
import type { GameStorage } from '../../../shared/storage'
import { createIndexedDbGameStore } from './indexeddb-store'
import type { Platform } from './platform'

// Vite's JSON import, through a glob so that only these two fields end up in the bundle (and the
// type checker does not need package.json inside the web project).
const productName = Object.values(
  import.meta.glob<string>('../../../../package.json', { eager: true, import: 'productName' }),
)[0]
const version = Object.values(
  import.meta.glob<string>('../../../../package.json', { eager: true, import: 'version' }),
)[0]

/**
 * The app as a plain web page: no Electron, no native menu to follow the language, games kept
 * in the browser's IndexedDB, and no data folder to show (showDataFolder does nothing).
 */
export function createBrowserPlatform(games: GameStorage = createIndexedDbGameStore()): Platform {
  const info: AppInfo = {
    name: productName ?? 'Casebook',
    version: version ?? '0.0.0',
    electron: null,
    chrome: null,
  }
  return {
    getAppInfo: () => Promise.resolve({ ...info }),
    setLanguage: () => Promise.resolve(),
    onMenuCommand: () => () => {},
    listGames: () => games.listGames(),
    saveGame: (log) => games.saveGame(log),
    deleteGame: (id) => games.deleteGame(id),
    showDataFolder: () => Promise.resolve(),
  }
}
