import type { DocumentId, Repo } from '@automerge/automerge-repo/slim'

/**
 * Asks the server again for a document it did not have: the repository remembers the answer
 * "unavailable" and would give it to every later look without asking again, while a game shared
 * a moment ago reaches the server a moment later. The handle turns ready if the server now sends
 * the document. (automerge-repo 2.5 has no call for this: `removeFromCache` throws on a document
 * that never loaded, so its synchronizer for the document starts over with the connected peers.)
 */
export function askAgainIfUnavailable(repo: Repo, documentId: DocumentId): void {
  if (repo.handles[documentId]?.state !== 'unavailable') return
  void repo.synchronizer.docSynchronizers[documentId]?.beginSync(repo.peers)
}
