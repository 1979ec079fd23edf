import type { StorageFailure, StorageProblem, StorageResult } from './storage'

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

export function invalidId(id: unknown): StorageResult {
  return failed('invalid-game', 'storage.failure.invalid-id', { id: String(id) })
}
