/** Every FetchedOnce made: whoever tears the page down (a test's end) waits for all of them. */
const everyOne = new Set<FetchedOnce<unknown>>()

/**
 * What a screen fetches the first time it needs it (a game's screens, its words, its rules
 * reference, its figures), fetched once per key and shared. A fetch that failed (offline, before
 * a service worker kept the file) is forgotten, so that the next screen that needs it tries again.
 */
export class FetchedOnce<Value> {
  private readonly started = new Map<string, Promise<Value>>()

  constructor(private readonly fetch: (key: string) => Promise<Value>) {
    everyOne.add(this)
  }

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

/**
 * Settles once every fetch started so far, by any screen, has arrived or failed. A screen starts
 * a fetch when it is drawn and shows what it brings when it lands; a page torn down before (a
 * test's end) would have it land on nothing, an error after every test passed.
 */
export async function everyFetchSettled(): Promise<void> {
  await Promise.all([...everyOne].map((each) => each.settled()))
}
