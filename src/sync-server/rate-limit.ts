/**
 * A token bucket: `burst` messages at once, then `perSecond` on average. One per remote address
 * (`remote-addresses.ts`), so that one misbehaving device is cut off without slowing the others
 * down, and gains nothing by reconnecting.
 */
export class TokenBucket {
  #tokens: number
  #updatedAt: number

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#tokens = burst
    this.#updatedAt = now()
  }

  /** Takes one token; false when the bucket is empty (the caller refuses the message). */
  take(): boolean {
    this.#refill()
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }

  /** Full again: a fresh bucket would be the same, so it can be forgotten. */
  isFull(): boolean {
    this.#refill()
    return this.#tokens >= this.burst
  }

  #refill(): void {
    const now = this.now()
    const refill = ((now - this.#updatedAt) * this.perSecond) / 1000
    this.#tokens = Math.min(this.burst, this.#tokens + refill)
    this.#updatedAt = now
  }
}
