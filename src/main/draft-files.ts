import type { StoredHandDraft } from '../shared/hand-draft'
import { loadHandDraftSchemas, readStoredHandDraft } from '../shared/hand-draft'
import { isStorableGameId, type GameStorage, type StorageResult } from '../shared/storage'
import { invalidId, refusalToKeepDraft, succeeded } from '../shared/storage-results'
import { draftFiles } from './game-files'
import { errorCode, writeFailure, type GameFileSystem } from './game-file-system'

/**
 * Drafts as files: `games/drafts/<id>.json`, written through a temporary file (flushed) and
 * renamed over the previous one, the folder flushed after, so a crash or a power cut leaves one
 * whole draft. No backup: the draft is replaced on every change and its game is never touched.
 */
export async function loadDraftFile(
  folder: string,
  fs: GameFileSystem,
  id: string,
): Promise<StoredHandDraft | null> {
  if (!isStorableGameId(id)) return null
  try {
    await loadHandDraftSchemas()
    const bytes = await fs.readFile(draftFiles(folder, id).file)
    return readStoredHandDraft(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    // Missing, unreadable or not UTF-8: no draft to offer; the next one replaces it.
    return null
  }
}

export async function saveDraftFile(
  folder: string,
  fs: GameFileSystem,
  id: string,
  draft: StoredHandDraft,
): Promise<StorageResult> {
  await loadHandDraftSchemas()
  const refusal = refusalToKeepDraft(id, draft)
  if (refusal) return refusal
  const files = draftFiles(folder, id)
  try {
    await fs.mkdir(files.folder)
    await fs.writeFileDurably(files.temporary, JSON.stringify(draft))
    await fs.rename(files.temporary, files.file)
  } catch (error) {
    await fs.unlink(files.temporary).catch(() => undefined)
    return writeFailure(error)
  }
  await fs.syncFolder(files.folder)
  return succeeded()
}

export async function discardDraftFile(
  folder: string,
  fs: GameFileSystem,
  id: string,
): Promise<StorageResult> {
  if (!isStorableGameId(id)) return invalidId(id)
  const files = draftFiles(folder, id)
  try {
    await fs.unlink(files.file)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return succeeded()
    return writeFailure(error)
  }
  await fs.syncFolder(files.folder)
  return succeeded()
}

/** The draft half of the file store, one operation at a time. */
export function draftFileStore(
  folder: string,
  fs: GameFileSystem,
  queue: <T>(operation: () => Promise<T>) => Promise<T>,
): Pick<GameStorage, 'loadDraft' | 'saveDraft' | 'discardDraft'> {
  return {
    loadDraft: (id) => queue(() => loadDraftFile(folder, fs, id)),
    saveDraft: (id, draft) => queue(() => saveDraftFile(folder, fs, id, draft)),
    discardDraft: (id) => queue(() => discardDraftFile(folder, fs, id)),
  }
}
