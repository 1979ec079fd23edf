import {
  isStorableGameId,
  type StorageFailure,
  type StorageProblem,
  type StorageResult,
} from './storage'
import { isStoredHandDraft } from './hand-draft'

// The stores' answers that need no game's rules (storage-results.ts reads logs).

export function succeeded(): StorageResult {
  return { ok: true }
}

export function failed(
  failure: StorageFailure,
  messageKey: string,
  params: StorageProblem['params'] = {},
): StorageResult {
  return { ok: false, failure, problem: { messageKey, params } }
}

/** Why a draft cannot be kept, or null when it can: a storable game id and a draft's shape. */
export function refusalToKeepDraft(gameId: unknown, draft: unknown): StorageResult | null {
  if (!isStorableGameId(gameId)) return invalidId(gameId)
  if (!isStoredHandDraft(draft)) return failed('invalid-game', 'storage.failure.invalid-draft')
  return null
}

export function invalidId(id: unknown): StorageResult {
  return failed('invalid-game', 'storage.failure.invalid-id', { id: String(id) })
}
