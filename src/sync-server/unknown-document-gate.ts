import { decodeSyncMessage } from '@automerge/automerge'
import type { DocumentId, Message, NetworkAdapterInterface } from '@automerge/automerge-repo'
import { ForwardingAdapter } from './forwarding-adapter.js'

/** What the gate needs to know of the server's documents. */
export interface DocumentDirectory {
  /** Open in the repo, which answers about it itself. */
  isOpen(documentId: DocumentId): boolean
  /** Has chunks in the data folder. */
  isOnDisk(documentId: DocumentId): Promise<boolean>
}

/**
 * Keeps what the server does not have out of the repo. automerge-repo keeps a handle, a
 * synchronizer and more for every document id a peer names, for good, even one it answers
 * "unavailable" (about 45 KiB each): a peer naming random ids would fill the server's memory.
 * Here a message about a document neither open nor on disk reaches the repo only if it brings
 * the document (a sync message with changes: a device sharing a game); a request, or a sync
 * message without changes, is answered "unavailable" by the gate itself and forgotten at once,
 * and presence about it is dropped. Messages about one document keep their order.
 */
export class UnknownDocumentGate extends ForwardingAdapter {
  /** Documents with a message waiting for a look at the disk, and the messages after it. */
  readonly #waiting = new Map<DocumentId, Promise<void>>()

  constructor(
    inner: NetworkAdapterInterface,
    private readonly documents: DocumentDirectory,
    private readonly log: (line: string) => void,
  ) {
    super(inner)
  }

  protected override receive(message: Message): void {
    const documentId = 'documentId' in message ? message.documentId : undefined
    if (documentId === undefined) {
      super.receive(message)
      return
    }
    const waiting = this.#waiting.get(documentId)
    if (waiting === undefined && this.#admitsAtOnce(documentId, message)) {
      super.receive(message)
      return
    }
    const done = (waiting ?? Promise.resolve())
      .then(() => this.#admit(documentId, message))
      .catch((error: unknown) => this.log(`message about ${documentId} dropped: ${String(error)}`))
    this.#waiting.set(documentId, done)
    void done.then(() => {
      if (this.#waiting.get(documentId) === done) this.#waiting.delete(documentId)
    })
  }

  #admitsAtOnce(documentId: DocumentId, message: Message): boolean {
    return this.documents.isOpen(documentId) || bringsDocument(message)
  }

  async #admit(documentId: DocumentId, message: Message): Promise<void> {
    if (this.#admitsAtOnce(documentId, message) || (await this.documents.isOnDisk(documentId))) {
      super.receive(message)
    } else if ((message.type === 'request' || message.type === 'sync') && this.peerId) {
      super.send({
        type: 'doc-unavailable',
        documentId,
        senderId: this.peerId,
        targetId: message.senderId,
      })
    }
  }
}

/** A sync message with heads or changes: its sender has the document. */
function bringsDocument(message: Message): boolean {
  if (message.type !== 'sync' || message.data === undefined) return false
  const sync = decodeSyncMessage(message.data)
  return sync.heads.length > 0 || sync.changes.length > 0
}
