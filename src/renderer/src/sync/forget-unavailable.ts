import type { DocumentId, Repo } from '@automerge/automerge-repo/slim'

/**
 * Forgets a document the server did not have: the repository would otherwise answer
 * "unavailable" to every later look without asking the server again, while a game shared a
 * moment ago reaches the server a moment later.
 */
export async function forgetUnavailable(repo: Repo, documentId: DocumentId): Promise<void> {
  if (repo.handles[documentId]?.state === 'unavailable') await repo.removeFromCache(documentId)
}
