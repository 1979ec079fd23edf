import * as Automerge from '@automerge/automerge'
import {
  cbor,
  generateAutomergeUrl,
  parseAutomergeUrl,
  type AutomergeUrl,
} from '@automerge/automerge-repo'
import type { WebSocket } from 'ws'

export interface NewDocument {
  url: AutomergeUrl
  /** The sync message that hands the whole document to a peer that has nothing of it. */
  message: Uint8Array
  /** The size of its changes, what the server counts. */
  changeBytes: number
}

/**
 * A document of its own, `padding` characters long, as a client that created it sends it to the
 * server: the sync message that carries its changes, from `senderId`.
 */
export function newDocument(senderId: string, padding = 10): NewDocument {
  const url = generateAutomergeUrl()
  const sender = Automerge.from({ text: 'x'.repeat(padding) })
  // The exchange between a peer with the document and one without, up to the changes.
  let senderState = Automerge.initSyncState()
  let receiverState = Automerge.initSyncState()
  const [, offer] = Automerge.generateSyncMessage(sender, senderState)
  ;[, receiverState] = Automerge.receiveSyncMessage(Automerge.init(), receiverState, offer!)
  const [, request] = Automerge.generateSyncMessage(Automerge.init(), receiverState)
  ;[, senderState] = Automerge.receiveSyncMessage(sender, senderState, request!)
  const [, data] = Automerge.generateSyncMessage(sender, senderState)
  const { changes } = Automerge.decodeSyncMessage(data!)
  const documentId = parseAutomergeUrl(url).documentId
  return {
    url,
    message: cbor.encode({ type: 'sync', senderId, targetId: 'server', documentId, data }),
    changeBytes: changes.reduce((sum, change) => sum + change.byteLength, 0),
  }
}

/** The documents the server answered "unavailable" for on `socket`, as they come. */
export function unavailableAnswers(socket: WebSocket): Set<string> {
  const documentIds = new Set<string>()
  socket.on('message', (data: Buffer) => {
    const message = cbor.decode(data) as { type?: string; documentId?: string }
    if (message.type === 'doc-unavailable' && message.documentId !== undefined) {
      documentIds.add(message.documentId)
    }
  })
  return documentIds
}
