import type { AppInfo, FileSaveResult, TextFile } from '../../../shared/ipc-contract'
import type { GameStorage } from '../../../shared/storage'
import { createIndexedDbGameStore, type LazyListingStorage } from './indexeddb-store'
import type { Platform } from './platform'
import { downloadBlob } from './download'
import { browserWakeLock, createScreenWakeLock } from './screen-wake-lock'

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
 * in the browser's IndexedDB, changed by no other program, and no data folder to show
 * (showDataFolder does nothing). Exports
 * are downloads, printing is the browser's own, and files are opened by the page itself (a file
 * picker and drag and drop), so openTextFiles has nothing to offer.
 */
/** A deployed web build may be named (vite.web.config.ts), so that About tells two builds apart. */
const buildId = import.meta.env.CASEBOOK_BUILD_ID

export function createBrowserPlatform(
  games: GameStorage & Partial<LazyListingStorage> = createIndexedDbGameStore(),
): Platform {
  const info: AppInfo = {
    name: productName ?? 'Casebook',
    version: (version ?? '0.0.0') + (buildId ? `+${buildId}` : ''),
    electron: null,
    chrome: null,
  }
  return {
    getAppInfo: () => Promise.resolve({ ...info }),
    setLanguage: () => Promise.resolve(),
    onMenuCommand: () => () => {},
    // One tab holds the library at a time (decision 0008): nothing else changes it meanwhile.
    onGamesChanged: () => () => {},
    listGames: () => games.listGames(),
    ...(games.listGamesKnowing && { listGamesKnowing: games.listGamesKnowing }),
    ...(games.listVersions && { listVersions: games.listVersions }),
    saveGame: (log) => games.saveGame(log),
    deleteGame: (id) => games.deleteGame(id),
    loadDraft: (id) => games.loadDraft(id),
    saveDraft: (id, draft) => games.saveDraft(id, draft),
    discardDraft: (id) => games.discardDraft(id),
    showDataFolder: () => Promise.resolve(),
    saveTextFile: (file) => Promise.resolve(download(file)),
    printPage: (suggestedName) => {
      window.print()
      return Promise.resolve({ saved: true, name: suggestedName })
    },
    openTextFiles: () => Promise.resolve([]),
    keepScreenAwake: createScreenWakeLock(browserWakeLock()),
  }
}

/** Offers the file as a download. */
function download(file: TextFile & { mediaType: string }): FileSaveResult {
  downloadBlob(new Blob([file.text], { type: file.mediaType }), file.name)
  return { saved: true, name: file.name }
}
