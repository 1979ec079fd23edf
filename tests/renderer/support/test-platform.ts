import { serialiseGameLog, type GameLog } from '../../../src/engine'
import type { Locale } from '../../../src/shared/i18n'
import type { GameStorage, StorageFailure, StorageResult } from '../../../src/shared/storage'
import type { AppInfo, MenuCommand, Platform } from '../../../src/renderer/src/platform'
import type {
  CasebookApi,
  FileSaveResult,
  OpenedFile,
  TableServerAnswer,
  TextFile,
} from '../../../src/shared/ipc-contract'
import { failed, refusalToKeepDraft, refusalToStore } from '../../../src/shared/storage-results'
import {
  loadHandDraftSchemas,
  readStoredHandDraft,
  type StoredHandDraft,
} from '../../../src/shared/hand-draft'

/**
 * A stand-in for the preload bridge: it answers like the desktop app would, remembers the
 * languages it was told, lets a test play the native menu, and keeps games in memory (as text,
 * like the real stores, so a saved log is a copy).
 */
export function createTestPlatform(info: Partial<AppInfo> = {}) {
  const listeners = new Set<(command: MenuCommand) => void>()
  const gamesListeners = new Set<() => void>()
  const languagesSent: Locale[] = []
  const games = createMemoryGames()
  let dataFolderShown = 0
  const savedFiles: (TextFile & { mediaType: string })[] = []
  const printed: string[] = []
  let filesToOpen: OpenedFile[] = []
  let nextSaveResult: FileSaveResult | null = null
  const screenAwakeCalls: boolean[] = []
  const tableServerCalls: ('start' | 'stop')[] = []
  let tableServerAnswer: TableServerAnswer = {
    port: 3030,
    addresses: ['127.0.0.1', '192.168.1.20'],
    webApp: true,
  }
  const answer = (name: string): FileSaveResult => {
    const result = nextSaveResult ?? { saved: true, name }
    nextSaveResult = null
    return result
  }

  // The whole bridge, so a test can hand it to createElectronPlatform; as a Platform the app
  // uses its plain listing.
  const platform: Platform & CasebookApi = {
    getAppInfo: () =>
      Promise.resolve({
        name: 'Casebook',
        version: '9.8.7-test',
        electron: '45.1.0',
        chrome: '142.0.7444.52',
        ...info,
      }),
    setLanguage: (locale) => {
      languagesSent.push(locale)
      return Promise.resolve()
    },
    onMenuCommand: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onGamesChanged: (listener) => {
      gamesListeners.add(listener)
      return () => gamesListeners.delete(listener)
    },
    listGames: () => games.storage.listGames(),
    listGamesByVersion: (known) => games.listByVersion(known),
    readGame: (id) => games.read(id),
    saveGame: (log) => games.storage.saveGame(log),
    deleteGame: (id) => games.storage.deleteGame(id),
    loadDraft: (id) => games.storage.loadDraft(id),
    saveDraft: (id, draft) => games.storage.saveDraft(id, draft),
    discardDraft: (id) => games.storage.discardDraft(id),
    showDataFolder: () => {
      dataFolderShown += 1
      return Promise.resolve()
    },
    saveTextFile: (file) => {
      const result = answer(file.name)
      if (result.saved) {
        savedFiles.push({ name: file.name, mediaType: file.mediaType, text: file.text })
      }
      return Promise.resolve(result)
    },
    printPage: (suggestedName) => {
      const result = answer(suggestedName)
      if (result.saved) printed.push(suggestedName)
      return Promise.resolve(result)
    },
    openTextFiles: () => Promise.resolve(filesToOpen.map((file) => ({ ...file }))),
    keepScreenAwake: (on) => {
      screenAwakeCalls.push(on)
      return Promise.resolve()
    },
    startTableServer: () => {
      tableServerCalls.push('start')
      return Promise.resolve(structuredClone(tableServerAnswer))
    },
    stopTableServer: () => {
      tableServerCalls.push('stop')
      return Promise.resolve()
    },
  }

  return {
    platform,
    languagesSent,
    /** What the main process does when a menu item is chosen. */
    sendMenuCommand(command: MenuCommand) {
      for (const listener of listeners) listener(command)
    },
    /** What the main process does when another program changed the games folder. */
    sendGamesChanged() {
      for (const listener of gamesListeners) listener()
    },
    get listenerCount() {
      return listeners.size
    },
    /** The saved games by id, as they would be read back. */
    savedGames: games.saved,
    /** The drafts kept, by game id, as they would be read back. */
    savedDrafts: games.drafts,
    /** Makes every save and delete fail this way (e.g. 'disk-full') until called with null. */
    failWrites: games.failWrites,
    get dataFolderShown() {
      return dataFolderShown
    },
    /** What the window asked of the table server, in order. */
    tableServerCalls,
    /** What the next starts of the table server answer. */
    answerTableServer(answer: TableServerAnswer) {
      tableServerAnswer = answer
    },
    /** The files saved through saveTextFile, in order. */
    savedFiles,
    /** The names printPage was asked to print under, in order. */
    printed,
    /** What keepScreenAwake was asked, in order. */
    screenAwakeCalls,
    /** The files the next openTextFiles calls return (as if chosen in the open dialog). */
    setFilesToOpen(files: OpenedFile[]) {
      filesToOpen = files
    },
    /** What the next save or print answers instead of saving (e.g. cancelled, failed). */
    answerNextSave(result: FileSaveResult) {
      nextSaveResult = result
    },
  }
}

function createMemoryGames() {
  const texts = new Map<string, string>()
  const draftTexts = new Map<string, string>()
  let failure: StorageFailure | null = null
  const forcedFailure = (): StorageResult | null =>
    failure === null ? null : failed(failure, `storage.failure.${failure}`)

  function saved(): Map<string, GameLog> {
    const ids = [...texts.keys()].sort()
    return new Map(ids.map((id) => [id, JSON.parse(texts.get(id) as string) as GameLog]))
  }
  const storage: GameStorage = {
    listGames: () => Promise.resolve({ games: [...saved().values()], damaged: [] }),
    saveGame: (log) => {
      const refusal = refusalToStore(log) ?? forcedFailure()
      // The text the desktop app writes, so its version is the one the main process gives.
      if (refusal === null) texts.set(log.id as string, serialiseGameLog(log))
      return Promise.resolve(refusal ?? { ok: true })
    },
    deleteGame: (id) => {
      const refusal = forcedFailure()
      if (refusal !== null) return Promise.resolve(refusal)
      if (!texts.delete(id)) {
        return Promise.resolve(failed('not-found', 'storage.failure.not-found', { id }))
      }
      return Promise.resolve({ ok: true })
    },
    loadDraft: async (id) => {
      await loadHandDraftSchemas()
      return readStoredHandDraft(draftTexts.get(id))
    },
    saveDraft: async (id, draft) => {
      await loadHandDraftSchemas()
      const refusal = refusalToKeepDraft(id, draft) ?? forcedFailure()
      if (refusal === null) draftTexts.set(id, JSON.stringify(draft))
      return refusal ?? { ok: true }
    },
    discardDraft: (id) => {
      const refusal = forcedFailure()
      if (refusal === null) draftTexts.delete(id)
      return Promise.resolve(refusal ?? { ok: true })
    },
  }
  // The main process's version of a file: its SHA-256, in hex.
  const versionOf = async (text: string) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  const listByVersion: CasebookApi['listGamesByVersion'] = async (known) => {
    const knownVersions = new Map(known)
    const ids = [...texts.keys()].sort()
    const versions = await Promise.all(
      ids.map(async (id): Promise<[string, string]> => [id, await versionOf(texts.get(id) ?? '')]),
    )
    const unknown = versions.filter(([id, version]) => knownVersions.get(id) !== version)
    const logs = saved()
    return { games: unknown.flatMap(([id]) => logs.get(id) ?? []), damaged: [], versions }
  }
  const read: CasebookApi['readGame'] = async (id) => {
    const text = texts.get(id)
    if (text === undefined) {
      return { ok: false, reason: { messageKey: 'storage.failure.not-found', params: { id } } }
    }
    return { ok: true, log: JSON.parse(text) as GameLog, version: await versionOf(text) }
  }
  return {
    storage,
    listByVersion,
    read,
    saved,
    drafts: () =>
      new Map([...draftTexts].map(([id, text]) => [id, JSON.parse(text) as StoredHandDraft])),
    failWrites: (next: StorageFailure | null) => {
      failure = next
    },
  }
}
