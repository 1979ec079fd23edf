import { next as A } from '@automerge/automerge'
import { decodeHeads, type DocHandle, type Repo, type StorageId } from '@automerge/automerge-repo'
import { DurableStorage } from '../../src/sync-server/durable-storage'

/** The server's storage id, as a client learnt it when it joined. */
function serverStorageId(client: Repo): StorageId | undefined {
  return Object.values(client.peerMetadataByPeerId).find((metadata) => metadata.storageId)
    ?.storageId
}

/**
 * The heads of the document the server last acknowledged to this client: those of the server's
 * last sync message about it (automerge-repo's `getSyncInfo`), or undefined before any.
 */
export function acknowledgedHeads(client: Repo, handle: DocHandle<unknown>): A.Heads | undefined {
  const storageId = serverStorageId(client)
  const heads = storageId === undefined ? undefined : handle.getSyncInfo(storageId)?.lastHeads
  return heads === undefined ? undefined : decodeHeads(heads)
}

/**
 * Whether the server's last acknowledged heads include every one of `heads` (the client's after
 * its change): exact when nobody changed the document since. (Not through `A.view` of the live
 * document: viewing it at other heads makes automerge refuse the client's next change.)
 */
export function isAcknowledged(client: Repo, handle: DocHandle<unknown>, heads: A.Heads): boolean {
  const acknowledged = acknowledgedHeads(client, handle)
  return acknowledged !== undefined && heads.every((head) => acknowledged.includes(head))
}

/**
 * The document as the server's data folder holds it, read as the server reads it (the caller
 * frees it); undefined if it has no chunk there. `setAside` hears of any chunk the storage
 * would have to set aside.
 */
export async function documentOnDisk<T>(
  dataDir: string,
  documentId: string,
  setAside: (line: string) => void = () => {},
): Promise<A.Doc<T> | undefined> {
  const storage = new DurableStorage(dataDir, setAside)
  const chunks = [
    ...(await storage.loadRange([documentId, 'snapshot'])),
    ...(await storage.loadRange([documentId, 'incremental'])),
  ]
  if (chunks.length === 0) return undefined
  let doc = A.init<T>()
  for (const chunk of chunks) if (chunk.data !== undefined) doc = A.loadIncremental(doc, chunk.data)
  return doc
}

/** `documentOnDisk` as plain data. */
export async function readFromDisk<T>(dataDir: string, documentId: string): Promise<T | undefined> {
  const doc = await documentOnDisk<T>(dataDir, documentId)
  if (doc === undefined) return undefined
  const value = A.toJS(doc) as T
  A.free(doc)
  return value
}
