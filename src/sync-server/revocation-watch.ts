import type { DocHandle, DocumentId, Repo } from '@automerge/automerge-repo'
import { REPO_SAVE_DEBOUNCE_MS } from './repo-saves.js'
import type { RevokedDocuments } from './revoked-documents.js'

/**
 * Stopping sharing: the sharer sets `revoked: true` at the root of the shared document. As soon
 * as the server holds that state (received from a client, or loaded from its folder), it records
 * the document as revoked, stops sharing it and deletes its copy.
 */
export function watchForRevocation(
  repo: Repo,
  revoked: RevokedDocuments,
  log: (line: string) => void,
): void {
  const watched = new WeakSet<DocHandle<unknown>>()
  // Every document the server touches passes through a metrics event (loaded from storage, or a
  // sync message received), before its new state is applied: watch its handle from then on.
  repo.on('doc-metrics', ({ documentId }) => {
    const handle = repo.handles[documentId]
    if (handle === undefined || watched.has(handle)) return
    watched.add(handle)
    handle.on('heads-changed', ({ doc }) => {
      if (isRevoked(doc)) void revoke(repo, revoked, handle.documentId, log)
    })
  })
}

/** Well past automerge-repo's own save's wait, and a save's own time on a busy disk. */
const LATE_SAVE_MS = REPO_SAVE_DEBOUNCE_MS + 2_000

/**
 * How long the document outlives its revocation on the server, so that the devices following it
 * hear of it: automerge-repo relays a change from a timer, up to 100 ms after the one before, and
 * once the document is deleted it relays nothing (the devices would say "shared" forever). A
 * second is that wait with room for a busy machine; new devices are refused from the start.
 */
const RELAY_BEFORE_DELETE_MS = 1_000

function isRevoked(doc: unknown): boolean {
  return typeof doc === 'object' && doc !== null && (doc as { revoked?: unknown }).revoked === true
}

async function revoke(
  repo: Repo,
  revoked: RevokedDocuments,
  documentId: DocumentId,
  log: (line: string) => void,
): Promise<void> {
  if (revoked.has(documentId)) return
  try {
    await revoked.add(documentId)
    await new Promise((resolve) => setTimeout(resolve, RELAY_BEFORE_DELETE_MS).unref())
    await repo.flush([documentId])
    repo.delete(documentId)
    // automerge-repo may still write a save it had scheduled (it waits up to
    // REPO_SAVE_DEBOUNCE_MS between saves), after the deletion: delete again once that is over.
    // A restart deletes it too.
    await new Promise((resolve) => setTimeout(resolve, LATE_SAVE_MS).unref())
    await repo.storageSubsystem?.removeDoc(documentId)
    log(`document ${documentId} revoked by its sharer: deleted, and refused from now on`)
  } catch (error) {
    log(`document ${documentId} revoked, but not yet deleted: ${String(error)}`)
  }
}

/** Deletes whatever a previous run left on disk of documents revoked since (a crash mid-way). */
export async function purgeRevoked(repo: Repo, revoked: RevokedDocuments): Promise<void> {
  const storage = repo.storageSubsystem
  if (storage === undefined) return
  for (const documentId of revoked.list()) await storage.removeDoc(documentId)
}
