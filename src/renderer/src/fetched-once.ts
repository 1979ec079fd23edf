/**
 * What a screen fetches the first time it needs it (a game's screens, its rules reference, its
 * figures), fetched once per key and shared. A fetch that failed (offline, before a service
 * worker kept the file) is forgotten, so that the next screen that needs it tries again.
 */
export class FetchedOnce<Value> {
  private readonly started = new Map<string, Promise<Value>>()

  constructor(private readonly fetch: (key: string) => Promise<Value>) {}

  get(key: string): Promise<Value> {
    let value = this.started.get(key)
    if (!value) {
      value = this.fetch(key)
      value.catch(() => this.started.delete(key))
      this.started.set(key, value)
    }
    return value
  }

  /** Settles once every fetch started so far has arrived or failed. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.started.values())
  }
}
