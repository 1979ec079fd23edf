import type { GameLog } from '../../../engine'
import type { StoredHandDraft } from '../../../shared/hand-draft'
import type { CasebookApi } from '../../../shared/ipc-contract'
import type { VersionedListing } from '../../../shared/storage'
import { loadLogEngine } from '../game/log-engine'
import type { LazyListing } from './indexeddb-listing'
import type { Platform } from './platform'

/**
 * The desktop app: every call goes over the preload bridge (`window.casebook`). The library is
 * listed by content version: the games a kept summary knows are left in their files, and a
 * game's text is fetched when the game is needed (decision 0032).
 */
export function createElectronPlatform(api: CasebookApi): Platform {
  return {
    getAppInfo: () => api.getAppInfo(),
    setLanguage: (locale) => api.setLanguage(locale),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
    onGamesChanged: (listener) => api.onGamesChanged(listener),
    listGames: () => api.listGames(),
    listGamesKnowing: async (known) => unreadLeftInFiles(await api.listGamesByVersion([...known])),
    readGame: (id) => api.readGame(id),
    versionOfLog: async (log) => sha256Hex((await loadLogEngine()).serialiseGameLog(log)),
    saveGame: (log) => api.saveGame(plainCopy(log)),
    deleteGame: (id) => api.deleteGame(id),
    loadDraft: (id) => api.loadDraft(id),
    saveDraft: (id, draft) => api.saveDraft(id, plainCopy(draft)),
    discardDraft: (id) => api.discardDraft(id),
    showDataFolder: () => api.showDataFolder(),
    saveTextFile: (file) =>
      api.saveTextFile({ name: file.name, mediaType: file.mediaType, text: file.text }),
    printPage: (suggestedName) => api.printPage(suggestedName),
    openTextFiles: () => api.openTextFiles(),
    keepScreenAwake: (on) => api.keepScreenAwake(on),
    tableServer: { start: () => api.startTableServer(), stop: () => api.stopTableServer() },
  }
}

/** The listing as the library reads it: every game not read is unread, its text in its file. */
function unreadLeftInFiles(listing: VersionedListing): LazyListing {
  const read = new Map(listing.games.map((log) => [log.id ?? '', log]))
  const versions = new Map<GameLog, string>()
  const unread: LazyListing['unread'] = []
  for (const [id, version] of listing.versions) {
    const log = read.get(id)
    if (log) versions.set(log, version)
    else unread.push([id, { text: null, version }])
  }
  return {
    games: listing.games,
    unread,
    versions,
    damaged: listing.damaged,
    ...(listing.conflictCopies && { conflictCopies: listing.conflictCopies }),
    ...(listing.otherFiles && { otherFiles: listing.otherFiles }),
  }
}

/**
 * The version the main process gives the file it writes for a log: the SHA-256 of the log's
 * text in UTF-8 (src/main/game-versions.ts), so a summary made here is known at the next start.
 */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A game log (or a draft) is JSON; the copy strips what IPC cannot clone, such as the proxies of a reactive
 * (Pinia) log, and keeps everything else as it is.
 */
function plainCopy<T extends GameLog | StoredHandDraft>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
