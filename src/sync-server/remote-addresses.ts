import { CreationBudget, type Spending } from './creation-budget.js'
import { TokenBucket } from './rate-limit.js'

/** What the server keeps about one remote address, across its connections and reconnections. */
export interface RemoteAddress {
  readonly address: string
  /** Its WebSocket connections open now. */
  connections: number
  /** Those of them that have not joined yet, oldest first. */
  readonly unjoined: Set<object>
  /** Its messages, all connections together. */
  readonly bucket: TokenBucket
  /** What it created lately. */
  readonly created: Spending
}

/** Below this many addresses remembered, none is forgotten: looking for idle ones costs nothing. */
const FORGET_FROM = 64

/**
 * One record per remote address, so that a device gains nothing by reconnecting (its rate limit
 * and what it created stay) nor by opening many connections. Memory is bounded: a record is
 * forgotten once it holds nothing a fresh one would not (no connection, a full bucket, nothing
 * created within the hour); past `maxRemembered`, the least recently seen record without a
 * connection is forgotten even so.
 */
export class RemoteAddresses {
  readonly #records = new Map<string, RemoteAddress>()

  constructor(
    private readonly newRecord: (address: string) => RemoteAddress,
    private readonly maxRemembered = 4096,
  ) {}

  /** The record of `address` (an IPv4 address seen through IPv6 is the IPv4 one). */
  get(remoteAddress: string | undefined): RemoteAddress {
    const address = normalized(remoteAddress)
    const known = this.#records.get(address)
    if (known !== undefined) {
      // Map order is recency order: the least recently seen come first.
      this.#records.delete(address)
      this.#records.set(address, known)
      return known
    }
    this.#forget()
    const record = this.newRecord(address)
    this.#records.set(address, record)
    return record
  }

  get size(): number {
    return this.#records.size
  }

  #forget(): void {
    if (this.#records.size < FORGET_FROM) return
    for (const [address, record] of this.#records) {
      if (isForgettable(record)) this.#records.delete(address)
    }
    for (const [address, record] of this.#records) {
      if (this.#records.size < this.maxRemembered) return
      if (record.connections === 0) this.#records.delete(address)
    }
  }
}

function isForgettable(record: RemoteAddress): boolean {
  return record.connections === 0 && record.bucket.isFull() && CreationBudget.isIdle(record.created)
}

function normalized(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined) return 'unknown'
  return remoteAddress.startsWith('::ffff:') && remoteAddress.includes('.')
    ? remoteAddress.slice('::ffff:'.length)
    : remoteAddress.toLowerCase()
}
