import { SlidingWindow } from './sliding-window.js'

/** What clients may create on the server: documents it did not hold, and their bytes. */
export interface CreationLimits {
  /** New documents one remote address may create in an hour. */
  documentsPerAddress: number
  /** Bytes of changes one address may send to the documents it created, in an hour. */
  bytesPerAddress: number
  /** New documents all clients together may create in a day. */
  documentsTotal: number
  /** Bytes of changes all clients together may send to new documents, in a day. */
  bytesTotal: number
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** What one address (or all of them) created lately. */
export interface Spending {
  readonly documents: SlidingWindow
  readonly bytes: SlidingWindow
}

/**
 * Counts what clients create: a document the server did not hold, first seen in a client's sync
 * message that carries changes, counts as created by that client's address, and so do the bytes
 * of the changes it sends to it within the hour. Memory stays bounded: at most
 * `documentsTotal` documents are remembered, each for an hour.
 */
export class CreationBudget {
  readonly #total: Spending
  /** The documents created within the hour, oldest first, each with who created it. */
  readonly #recent = new Map<string, { creator: Spending; at: number }>()

  constructor(
    private readonly limits: CreationLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#total = {
      documents: new SlidingWindow(DAY_MS, 24, now),
      bytes: new SlidingWindow(DAY_MS, 24, now),
    }
  }

  /** A new address's spending, counted over the hour. */
  newSpending(): Spending {
    return {
      documents: new SlidingWindow(HOUR_MS, 60, this.now),
      bytes: new SlidingWindow(HOUR_MS, 60, this.now),
    }
  }

  /** True while `spending` has counted nothing within its window: it can be forgotten. */
  static isIdle(spending: Spending): boolean {
    return spending.documents.total() === 0 && spending.bytes.total() === 0
  }

  /** Whether `documentId` was created within the hour (so its creation was already counted). */
  isRecent(documentId: string): boolean {
    this.#forgetOld()
    return this.#recent.has(documentId)
  }

  /**
   * More changes for a document created within the hour: counted for its creator only (other
   * devices writing to a game they were given are not creating anything). False: over a limit.
   */
  addChanges(documentId: string, by: Spending, bytes: number): boolean {
    const created = this.#recent.get(documentId)
    if (created?.creator !== by) return true
    if (!this.#fits(by, 0, bytes)) return false
    this.#spend(by, 0, bytes)
    return true
  }

  /** A document the server does not hold, with its first changes. False: over a limit. */
  create(documentId: string, by: Spending, bytes: number): boolean {
    this.#forgetOld()
    if (!this.#fits(by, 1, bytes)) return false
    this.#spend(by, 1, bytes)
    this.#recent.set(documentId, { creator: by, at: this.now() })
    return true
  }

  #fits(by: Spending, documents: number, bytes: number): boolean {
    const { documentsPerAddress, bytesPerAddress, documentsTotal, bytesTotal } = this.limits
    return (
      by.documents.total() + documents <= documentsPerAddress &&
      by.bytes.total() + bytes <= bytesPerAddress &&
      this.#total.documents.total() + documents <= documentsTotal &&
      this.#total.bytes.total() + bytes <= bytesTotal
    )
  }

  #spend(by: Spending, documents: number, bytes: number): void {
    for (const spending of [by, this.#total]) {
      spending.documents.add(documents)
      spending.bytes.add(bytes)
    }
  }

  #forgetOld(): void {
    const oldest = this.now() - HOUR_MS
    for (const [documentId, { at }] of this.#recent) {
      if (at > oldest) break
      this.#recent.delete(documentId)
    }
  }
}
