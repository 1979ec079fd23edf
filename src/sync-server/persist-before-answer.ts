import { decodeSyncMessage } from '@automerge/automerge'
import type {
  DocumentId,
  Message,
  NetworkAdapterInterface,
  PeerId,
} from '@automerge/automerge-repo'
import { ForwardingAdapter } from './forwarding-adapter.js'

/**
 * Tells no device the server has its change before the change is on disk (`persist`), so that
 * every change a device hears acknowledged survives a crash of the server (decision 0058):
 * automerge-repo would answer at once and save up to 100 ms later. A device that sent changes to
 * a document not yet written hears nothing more about it until the document, as it is when the
 * message leaves, is written; the messages that wait for one write all leave when it is
 * done, in order, and those made meanwhile wait for the next. Every other device hears a change
 * at once (decision 0064): it then holds the change itself, as the device that made it does, so
 * a crash of the server loses no change a device made. Presence is not held back.
 */
export class PersistBeforeAnswer extends ForwardingAdapter {
  /**
   * For each document, the devices that sent changes to it since it was last written, with the
   * number of the last such message each sent (messages are numbered as they arrive).
   */
  readonly #unwritten = new Map<DocumentId, Map<PeerId, number>>()
  #received = 0
  /** The messages waiting for a write, for each document being written. */
  readonly #waiting = new Map<DocumentId, Message[]>()

  constructor(
    inner: NetworkAdapterInterface,
    private readonly persist: (documentId: DocumentId) => Promise<void>,
    private readonly log: (line: string) => void,
  ) {
    super(inner)
  }

  protected override receive(message: Message): void {
    const documentId = heldBackDocument(message)
    // Only changes are owed a write: the heads a device hears include its own changes only once
    // they reached the server, and an answer to a message without any stays as quick as before.
    if (documentId !== undefined && bringsChanges(message)) {
      const senders = this.#unwritten.get(documentId) ?? new Map<PeerId, number>()
      senders.set(message.senderId, ++this.#received)
      this.#unwritten.set(documentId, senders)
    }
    super.receive(message)
  }

  override send(message: Message): void {
    const documentId = heldBackDocument(message)
    if (documentId === undefined) {
      super.send(message)
      return
    }
    const waiting = this.#waiting.get(documentId)
    // A device owed nothing may still have messages waiting (made during the last write): this
    // one goes after them, as a device hears a document's messages in the order they were made.
    const owed = this.#unwritten.get(documentId)?.has(message.targetId) === true
    if (!owed && !waiting?.some((held) => held.targetId === message.targetId)) {
      super.send(message)
      return
    }
    if (waiting !== undefined) waiting.push(message)
    else {
      this.#waiting.set(documentId, [message])
      void this.#writeAndSend(documentId)
    }
  }

  async #writeAndSend(documentId: DocumentId): Promise<void> {
    // automerge-repo sends its answer from inside the update that applies the peer's changes:
    // the handle holds the new document only once that returns.
    await Promise.resolve()
    for (;;) {
      const batch = this.#waiting.get(documentId) ?? []
      if (batch.length === 0) break
      this.#waiting.set(documentId, [])
      // What arrived so far is in the document this write saves; a device stays owed the write
      // (its messages held, in order) until it is done.
      const writtenUpTo = this.#received
      try {
        await this.persist(documentId)
        for (const message of batch) super.send(message)
        this.#written(documentId, writtenUpTo)
      } catch (error) {
        // Not sent: the device's change stays unacknowledged until a later exchange about the
        // document (its next change, or its reconnection) is written and answered.
        this.log(
          `document ${documentId} not written, ${batch.length} answers held: ${String(error)}`,
        )
      }
    }
    this.#waiting.delete(documentId)
  }

  /** The devices whose messages up to `upTo` are on disk are owed nothing more. */
  #written(documentId: DocumentId, upTo: number): void {
    const senders = this.#unwritten.get(documentId)
    if (senders === undefined) return
    for (const [sender, last] of senders) if (last <= upTo) senders.delete(sender)
    if (senders.size === 0) this.#unwritten.delete(documentId)
  }
}

/** Whether a device's message carries changes (one the server cannot read, as if it did). */
function bringsChanges(message: Message): boolean {
  if (!(message.data instanceof Uint8Array)) return false
  try {
    return decodeSyncMessage(message.data).changes.length > 0
  } catch {
    return true
  }
}

/** The document a message is about, when the disk decides when it may leave; presence never. */
function heldBackDocument(message: Message): DocumentId | undefined {
  if (message.type === 'ephemeral' || !('documentId' in message)) return undefined
  return message.documentId || undefined
}
