import type {
  DocumentId,
  Message,
  NetworkAdapterInterface,
  PeerId,
} from '@automerge/automerge-repo'
import { ForwardingAdapter } from './forwarding-adapter.js'

/**
 * Answers about one document held while its writes fail (a full disk) before the devices they
 * are for are disconnected: about three per change, so hundreds of changes made while the disk
 * is full; past that, memory would grow for as long as the disk stays full.
 */
export const MAX_HELD_ANSWERS = 1_000

/** The messages about one document that leave once a write of it is done. */
interface Batch {
  messages: Message[]
  /** The document's heads that write holds; known once the write has started. */
  heads?: string
}

/**
 * A document's messages: those whose write failed, those not placed yet, then the batch being
 * written, then the next.
 */
interface Queue {
  held: Message[]
  arriving: Message[]
  batches: Batch[]
}

/**
 * Sends nothing about a document before the document, as it is when the message leaves, is on
 * disk (`persist`): so every state of a document a client hears from the server survives a
 * crash of the server (decision 0058). automerge-repo would answer at once and save later. The
 * messages about a document that wait for one write all leave when it is done, in order. One
 * made during a write, of the very state being written, leaves with that write: the change a
 * device sent is relayed to the others as soon as it is on disk, not after a second write of the
 * same state. Any other waits for the next write. Presence is not held back.
 */
export class PersistBeforeAnswer extends ForwardingAdapter {
  readonly #queues = new Map<DocumentId, Queue>()

  constructor(
    inner: NetworkAdapterInterface,
    private readonly persist: (documentId: DocumentId) => Promise<void>,
    /** The document's heads as the server holds it now, as one string. */
    private readonly headsOf: (documentId: DocumentId) => string | undefined,
    private readonly log: (line: string) => void,
    /** Closes a device's connection: it syncs again from what the server holds once back. */
    private readonly disconnectDevice: (peerId: PeerId) => void,
  ) {
    super(inner)
  }

  override send(message: Message): void {
    if (message.type === 'ephemeral' || !('documentId' in message) || !message.documentId) {
      super.send(message)
      return
    }
    const documentId = message.documentId
    const queue = this.#queues.get(documentId)
    if (queue === undefined) {
      this.#queues.set(documentId, { held: [], arriving: [message], batches: [] })
      queueMicrotask(() => this.#place(documentId))
    } else {
      if (queue.arriving.length === 0) queueMicrotask(() => this.#place(documentId))
      queue.arriving.push(message)
    }
  }

  /**
   * Puts the messages just sent in a batch. Not at once: automerge-repo sends its answer from
   * inside the update that applies the peer's changes, and the handle holds the document the
   * answer speaks of only once that returns. Read after it, the heads are those of the newest
   * state any of these messages can speak of.
   */
  #place(documentId: DocumentId): void {
    const queue = this.#queues.get(documentId)!
    const arriving = queue.arriving.splice(0)
    const [writing, waiting] = queue.batches
    if (writing === undefined) {
      queue.batches.push({ messages: [...queue.held.splice(0), ...arriving] })
      void this.#writeAndSend(documentId, queue)
    } else if (waiting === undefined && writing.heads === this.headsOf(documentId)) {
      writing.messages.push(...arriving)
    } else if (waiting === undefined) {
      queue.batches.push({ messages: arriving })
    } else {
      waiting.messages.push(...arriving)
    }
  }

  async #writeAndSend(documentId: DocumentId, queue: Queue): Promise<void> {
    for (let batch = queue.batches[0]; batch !== undefined; batch = queue.batches[0]) {
      batch.heads = this.headsOf(documentId) ?? ''
      try {
        await this.persist(documentId)
        for (const message of batch.messages) super.send(message)
      } catch (error) {
        // Held, not dropped: automerge-repo takes what it sent as received, and would never send
        // it again. They leave, first and in order, with the next write that succeeds: the next
        // message about the document starts one.
        this.log(
          `document ${documentId} not written, ${batch.messages.length} answers held: ${String(error)}`,
        )
        queue.held.push(...batch.messages)
        if (queue.held.length > MAX_HELD_ANSWERS) this.#letGo(documentId, queue)
      }
      queue.batches.shift()
      const next = queue.batches[0]
      if (next !== undefined) next.messages.unshift(...queue.held.splice(0))
    }
    if (queue.held.length === 0 && queue.arriving.length === 0) this.#queues.delete(documentId)
  }

  /**
   * Drops the answers held for a document and disconnects the devices they were for. Dropped
   * alone, they would be lost for good (automerge-repo takes them as sent); a device that
   * connects again starts its sync over, and the server makes its answers anew.
   */
  #letGo(documentId: DocumentId, queue: Queue): void {
    const held = queue.held.splice(0)
    const devices = new Set(held.map((message) => message.targetId))
    this.log(
      `document ${documentId}: ${held.length} answers held while the disk refuses writes; ` +
        `${devices.size} devices disconnected, to sync again once it takes them`,
    )
    for (const device of devices) this.disconnectDevice(device)
  }
}
