import {
  initializeWasm,
  isValidDocumentId,
  Presence,
  Repo,
  stringifyAutomergeUrl,
  type DocHandle,
  type DocumentId,
} from '@automerge/automerge-repo/slim'
import { IndexedDBStorageAdapter } from '@automerge/automerge-repo-storage-indexeddb'
import wasmUrl from '@automerge/automerge/automerge.wasm?url'
import { askAgainIfUnavailable } from './ask-again'
import type { GroupDoc } from '../../../shared/sync/group-library'
import type { SharedGameDoc } from '../../../shared/sync/shared-game'
import { TableSocketAdapter } from './table-socket'

/*
 * Automerge, loaded only when a game is shared or joined (never in the first download): its
 * repository keeps each shared game in IndexedDB, so a device that loses the connection keeps
 * working, and syncs it through the sync server's WebSocket when there is one.
 */

export type { DocHandle, DocumentId }
export { Presence }
export { concurrentVersions } from './concurrent-versions'

/** A document id of 16 random bytes: a link cannot be guessed, nor worked out from a game id. */
async function randomDocumentBytes(): Promise<Uint8Array> {
  return crypto.getRandomValues(new Uint8Array(16))
}

export interface TableRepo {
  repo: Repo
  network: TableSocketAdapter
}

let wasm: Promise<void> | undefined

/**
 * Fetches and compiles Automerge's WebAssembly, once: a join page starts it at once, while the
 * rest of the page loads, since it is the largest part of a phone's wait.
 */
export function prepareAutomerge(): Promise<void> {
  wasm ??= initializeWasm(new Request(wasmUrl))
  return wasm
}

/** The device's repository of shared games, syncing through the server at `serverUrl`. */
export async function openTableRepo(serverUrl: string): Promise<TableRepo> {
  await prepareAutomerge()
  const network = new TableSocketAdapter(serverUrl, { retryMs: 2_000 })
  const repo = new Repo({
    network: [network],
    storage: new IndexedDBStorageAdapter('casebook-table'),
    idFactory: randomDocumentBytes,
  })
  return { repo, network }
}

/** Shares a new document holding the game. */
export function createSharedGame(
  { repo }: TableRepo,
  doc: SharedGameDoc,
): Promise<DocHandle<SharedGameDoc>> {
  return repo.create2<SharedGameDoc>(doc)
}

/** The shared game behind a link's document id, from this device or the server. */
export function findSharedGame(
  { repo }: TableRepo,
  documentId: DocumentId,
): Promise<DocHandle<SharedGameDoc>> {
  return repo.find<SharedGameDoc>(stringifyAutomergeUrl(documentId))
}

/** Asks the server again for a shared game it did not have when last asked. */
export function askAgainForSharedGame({ repo }: TableRepo, documentId: DocumentId): void {
  askAgainIfUnavailable(repo, documentId)
}

/** Makes a new group's library document. */
export function createGroup({ repo }: TableRepo, doc: GroupDoc): Promise<DocHandle<GroupDoc>> {
  return repo.create2<GroupDoc>(doc)
}

/** The group's library behind a group link, from this device or the server. */
export function findGroup(
  { repo }: TableRepo,
  documentId: DocumentId,
): Promise<DocHandle<GroupDoc>> {
  return repo.find<GroupDoc>(stringifyAutomergeUrl(documentId))
}

export function isDocumentId(text: string): text is DocumentId {
  return isValidDocumentId(text)
}
