import { decodeSyncMessage } from '@automerge/automerge'
import { cbor, isValidDocumentId, type DocumentId } from '@automerge/automerge-repo'

/**
 * What the sync server does with one binary frame from a client, decided before automerge-repo's
 * WebSocket adapter sees it. The adapter decodes the frame itself and trusts its shape: a frame
 * that decodes to `null` or a number throws inside its message listener (an uncaught exception
 * that stops the whole process), a `senderId` such as "toString" or "__proto__" is used as a key
 * of a plain object, and a sync message's bytes are only parsed deep inside the repo. So every
 * frame is checked here first.
 *
 * - `pass`: a well-formed message of the protocol; the adapter handles it. `joinAs`: a join under
 *   that peer id. `changes`: a sync message that carries changes to a document (which creates it
 *   on the server if the server does not hold it), with their size in bytes.
 * - `ignore`: well-formed but of no use to this server (remote-heads gossip, which it turns off).
 * - `refuse`: anything else; the connection is closed.
 */
export type ClientMessageVerdict =
  | { kind: 'pass'; joinAs?: string; changes?: DocumentChanges }
  | { kind: 'ignore' }
  | { kind: 'refuse'; reason: string }

export interface DocumentChanges {
  documentId: DocumentId
  bytes: number
}

const MAX_ID_LENGTH = 200
const MAX_PROTOCOL_VERSIONS = 16
const DOCUMENT_MESSAGES = new Set(['sync', 'request', 'ephemeral', 'doc-unavailable'])
const GOSSIP_MESSAGES = new Set(['remote-subscription-change', 'remote-heads-changed'])

/**
 * `joinedAs` is the peer id this connection joined with, if it did: one connection speaks for
 * one peer, so a second join under another id is refused.
 */
export function checkClientMessage(
  bytes: Uint8Array,
  joinedAs: string | undefined,
): ClientMessageVerdict {
  if (bytes.byteLength === 0) return refuse('empty frame')
  let message: unknown
  try {
    message = cbor.decode(bytes)
  } catch {
    return refuse('not CBOR')
  }
  if (!isPlainRecord(message)) return refuse('not a CBOR map with text keys')
  const { type, senderId } = message
  if (typeof type !== 'string') return refuse('no message type')
  if (!isPeerId(senderId)) return refuse('no valid senderId')
  if (type === 'join') return checkJoin(message, senderId, joinedAs)
  if (joinedAs === undefined) return refuse('message before join')
  // Every peer passes on the ephemeral messages it receives (presence), under their sender's id.
  if (senderId !== joinedAs && type !== 'ephemeral') {
    return refuse('senderId differs from the joined peer')
  }
  if (!isPeerId(message.targetId)) return refuse('no valid targetId')
  if (GOSSIP_MESSAGES.has(type)) return { kind: 'ignore' }
  if (!DOCUMENT_MESSAGES.has(type)) return refuse(`unknown message type`)
  return checkDocumentMessage(type, message)
}

function checkJoin(
  message: Record<string, unknown>,
  senderId: string,
  joinedAs: string | undefined,
): ClientMessageVerdict {
  if (joinedAs !== undefined && joinedAs !== senderId)
    return refuse('second peer on one connection')
  const { peerMetadata, supportedProtocolVersions } = message
  if (peerMetadata !== undefined && !isPeerMetadata(peerMetadata)) return refuse('bad peerMetadata')
  if (
    supportedProtocolVersions !== undefined &&
    !(
      Array.isArray(supportedProtocolVersions) &&
      supportedProtocolVersions.length <= MAX_PROTOCOL_VERSIONS &&
      supportedProtocolVersions.every((v) => typeof v === 'string' && v.length <= MAX_ID_LENGTH)
    )
  ) {
    return refuse('bad supportedProtocolVersions')
  }
  return { kind: 'pass', joinAs: senderId }
}

function checkDocumentMessage(
  type: string,
  message: Record<string, unknown>,
): ClientMessageVerdict {
  const { documentId } = message
  if (!isValidDocumentId(documentId)) return refuse('no valid documentId')
  if (type === 'doc-unavailable') return { kind: 'pass' }
  const { data } = message
  if (!(data instanceof Uint8Array) || data.byteLength === 0) return refuse('no data')
  if (type === 'ephemeral') {
    if (!Number.isSafeInteger(message.count) || typeof message.sessionId !== 'string') {
      return refuse('bad ephemeral counter')
    }
    return decodes(() => cbor.decode(data)) ? { kind: 'pass' } : refuse('ephemeral data not CBOR')
  }
  let changes: Uint8Array[]
  try {
    changes = decodeSyncMessage(data).changes
  } catch {
    return refuse('not a sync message')
  }
  const bytes = changes.reduce((sum, change) => sum + change.byteLength, 0)
  return bytes === 0 ? { kind: 'pass' } : { kind: 'pass', changes: { documentId, bytes } }
}

function isPeerMetadata(value: unknown): boolean {
  if (!isPlainRecord(value)) return false
  const { storageId, isEphemeral } = value
  return (
    (storageId === undefined ||
      (typeof storageId === 'string' && storageId.length <= MAX_ID_LENGTH)) &&
    (isEphemeral === undefined || typeof isEphemeral === 'boolean')
  )
}

/** Printable ASCII, bounded, and never a name an ordinary object already answers to. */
function isPeerId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    /^[\x21-\x7e]+$/.test(value) &&
    !(value in Object.prototype) &&
    value !== '__proto__'
  )
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function decodes(decode: () => unknown): boolean {
  try {
    decode()
    return true
  } catch {
    return false
  }
}

function refuse(reason: string): ClientMessageVerdict {
  return { kind: 'refuse', reason }
}
