/**
 * A token bucket: `burst` messages at once, then `perSecond` on average. One per connection, so
 * that one misbehaving client is cut off without slowing the others down.
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
    const now = this.now()
    const refill = ((now - this.#updatedAt) * this.perSecond) / 1000
    this.#tokens = Math.min(this.burst, this.#tokens + refill)
    this.#updatedAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }
}
