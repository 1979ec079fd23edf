import type { DocumentId, Message, NetworkAdapterInterface } from '@automerge/automerge-repo'
import { ForwardingAdapter } from './forwarding-adapter.js'

/**
 * Sends nothing about a document before the document, as it is when the message leaves, is on
 * disk (`persist`): so every state of a document a client hears from the server survives a
 * crash of the server (decision 0058). automerge-repo would answer at once and save up to
 * 100 ms later. The messages about a document that wait for one write all leave when it is done,
 * in order; those made meanwhile wait for the next write. Presence is not held back.
 */
export class PersistBeforeAnswer extends ForwardingAdapter {
  /** The messages waiting for a write, for each document being written. */
  readonly #waiting = new Map<DocumentId, Message[]>()

  constructor(
    inner: NetworkAdapterInterface,
    private readonly persist: (documentId: DocumentId) => Promise<void>,
    private readonly log: (line: string) => void,
  ) {
    super(inner)
  }

  override send(message: Message): void {
    if (message.type === 'ephemeral' || !('documentId' in message) || !message.documentId) {
      super.send(message)
      return
    }
    const waiting = this.#waiting.get(message.documentId)
    if (waiting !== undefined) waiting.push(message)
    else {
      this.#waiting.set(message.documentId, [message])
      void this.#writeAndSend(message.documentId)
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
      try {
        await this.persist(documentId)
        for (const message of batch) super.send(message)
      } catch (error) {
        // Not sent: the peer's change stays unacknowledged until a later exchange about the
        // document (its next change, or its reconnection) is written and answered.
        this.log(
          `document ${documentId} not written, ${batch.length} answers held: ${String(error)}`,
        )
      }
    }
    this.#waiting.delete(documentId)
  }
}
