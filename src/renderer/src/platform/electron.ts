import type { GameLog } from '../../../engine'
import type { StoredHandDraft } from '../../../shared/hand-draft'
import type { CasebookApi } from '../../../shared/ipc-contract'
import type { Platform } from './platform'

/** The desktop app: every call goes over the preload bridge (`window.casebook`). */
export function createElectronPlatform(api: CasebookApi): Platform {
  return {
    getAppInfo: () => api.getAppInfo(),
    setLanguage: (locale) => api.setLanguage(locale),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
    onGamesChanged: (listener) => api.onGamesChanged(listener),
    listGames: () => api.listGames(),
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
  }
}

/**
 * A game log (or a draft) is JSON; the copy strips what IPC cannot clone, such as the proxies of a reactive
 * (Pinia) log, and keeps everything else as it is.
 */
function plainCopy<T extends GameLog | StoredHandDraft>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
