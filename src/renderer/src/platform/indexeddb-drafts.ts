import { isStorableGameId, type GameStorage } from '../../../shared/storage'
import { invalidId, succeeded } from '../../../shared/storage-failures'
import { writeFailure, type CasebookDb } from './indexeddb-database'

/**
 * Drafts in the `drafts` object store, one record per game id, as text (what a file would hold).
 * A record that cannot be read as a draft is not offered, and the next draft replaces it.
 * Every game's draft shape is loaded with the first draft read or kept, after the first screen.
 */
export function draftRecords(
  database: () => Promise<CasebookDb>,
): Pick<GameStorage, 'loadDraft' | 'saveDraft' | 'discardDraft'> {
  return {
    async loadDraft(id) {
      if (!isStorableGameId(id)) return null
      try {
        const [{ readStoredHandDraft }, db] = await Promise.all([draftShapes(), database()])
        return readStoredHandDraft(await db.get('drafts', id))
      } catch {
        return null
      }
    },
    async saveDraft(id, draft) {
      const refusal = (await draftShapes()).refusalToKeepDraft(id, draft)
      if (refusal) return refusal
      try {
        await (await database()).put('drafts', JSON.stringify(draft), id)
      } catch (error) {
        return writeFailure(error)
      }
      return succeeded()
    },
    async discardDraft(id) {
      if (!isStorableGameId(id)) return invalidId(id)
      try {
        await (await database()).delete('drafts', id)
      } catch (error) {
        return writeFailure(error)
      }
      return succeeded()
    },
  }
}

async function draftShapes() {
  const shapes = await import('../../../shared/hand-draft')
  await shapes.loadHandDraftSchemas()
  return shapes
}
