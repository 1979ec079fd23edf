/**
 * A running total over the last `windowMs`, kept in `slots` buckets: what was added longer ago
 * than the window no longer counts (to within one slot). Fixed memory, whatever is added.
 */
export class SlidingWindow {
  readonly #amounts: number[]
  readonly #slotMs: number
  #latestSlot: number

  constructor(
    windowMs: number,
    slots: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#amounts = new Array<number>(slots).fill(0)
    this.#slotMs = windowMs / slots
    this.#latestSlot = this.#currentSlot()
  }

  add(amount: number): void {
    this.#advance()
    const index = this.#latestSlot % this.#amounts.length
    this.#amounts[index] = (this.#amounts[index] ?? 0) + amount
  }

  total(): number {
    this.#advance()
    return this.#amounts.reduce((sum, amount) => sum + amount, 0)
  }

  #currentSlot(): number {
    return Math.floor(this.now() / this.#slotMs)
  }

  /** Empties the slots that have left the window since the last call. */
  #advance(): void {
    const current = this.#currentSlot()
    const passed = Math.min(current - this.#latestSlot, this.#amounts.length)
    for (let step = 1; step <= passed; step++) {
      this.#amounts[(this.#latestSlot + step) % this.#amounts.length] = 0
    }
    this.#latestSlot = current
  }
}
