import type { DocumentId, Message, NetworkAdapterInterface } from '@automerge/automerge-repo'
import { ForwardingAdapter } from './forwarding-adapter.js'

/**
 * Sends nothing about a document before the document, as it is when the message leaves, is on
 * disk (`persist`): so every state of a document a client hears from the server survives a
 * crash of the server (decision 0058). automerge-repo would answer at once and save up to
 * 100 ms later. Messages about one document keep their order; presence is not held back.
 */
export class PersistBeforeAnswer extends ForwardingAdapter {
  readonly #queues = new Map<DocumentId, Promise<void>>()

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
    const documentId = message.documentId
    const sent = (this.#queues.get(documentId) ?? Promise.resolve())
      .then(() => this.persist(documentId))
      .then(() => super.send(message))
      // Not sent: the peer's change stays unacknowledged until a later exchange about the
      // document (its next change, or its reconnection) is written and answered.
      .catch((error: unknown) => this.log(`document ${documentId} not answered: ${String(error)}`))
    this.#queues.set(documentId, sent)
    void sent.then(() => {
      if (this.#queues.get(documentId) === sent) this.#queues.delete(documentId)
    })
  }
}
