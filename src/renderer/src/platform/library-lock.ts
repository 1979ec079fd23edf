import { inject, readonly, ref, type InjectionKey, type Ref } from 'vue'

export type LibraryLockState = 'asking' | 'here' | 'elsewhere' | 'taking-over'

/**
 * Which window may use the game library. The desktop app runs one instance, so its window always
 * may. In a browser, two tabs of Casebook would each write whole game logs and undo over each
 * other's hands: one tab at a time holds the library, and another can take it over.
 */
export interface LibraryLock {
  /** `asking` only for the moment it takes to ask the browser at start. */
  readonly state: Readonly<Ref<LibraryLockState>>
  /** Asks the tab that holds the library to let go, and holds it here once it has. */
  useHere(): void
  /**
   * What to do before this tab lets another one take over: write what is pending, then forget
   * what it read (it is stale from then on, and is read again if this tab takes the library back).
   */
  beforeHandOver(handOver: () => Promise<unknown>): void
}

export function libraryAlwaysHere(): LibraryLock {
  return {
    state: readonly(ref('here' as const)),
    useHere: () => {},
    beforeHandOver: () => {},
  }
}

const lockName = 'casebook-library'
const takeOver = 'take-over'

/**
 * One tab at a time, with the browser's Web Locks (released by the browser when a tab closes or
 * crashes) and a BroadcastChannel to ask the holder to let go. Where either is missing, or the
 * page may not use them, every tab may use the library, as before.
 */
export function libraryLockForTabs(locks: LockManager | undefined = navigator.locks): LibraryLock {
  if (!locks || typeof BroadcastChannel === 'undefined') return libraryAlwaysHere()
  const state = ref<LibraryLockState>('asking')
  const channel = new BroadcastChannel(lockName)
  let handOver: () => Promise<unknown> = () => Promise.resolve()
  let letGo: (() => void) | null = null

  /** Holds the lock until another tab takes over, or this one closes. */
  function hold(lock: Lock | null): Promise<void> | undefined {
    if (!lock) {
      state.value = 'elsewhere'
      return undefined
    }
    state.value = 'here'
    return new Promise<void>((resolve) => (letGo = resolve))
  }

  locks.request(lockName, { ifAvailable: true }, hold).catch(() => {
    // A page that may not use locks (an opaque origin) works as if it were alone.
    state.value = 'here'
  })

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data !== takeOver || !letGo) return
    const release = letGo
    letGo = null
    state.value = 'elsewhere'
    void handOver()
      .catch(() => undefined)
      .finally(release)
  })

  return {
    state: readonly(state),
    useHere() {
      state.value = 'taking-over'
      channel.postMessage(takeOver)
      // Granted once the other tab has written what it had and let go; held from then on.
      locks.request(lockName, hold).catch(() => {
        state.value = 'elsewhere'
      })
    },
    beforeHandOver(next) {
      handOver = next
    },
  }
}

export const libraryLockKey: InjectionKey<LibraryLock> = Symbol('casebook library lock')

export function useLibraryLock(): LibraryLock {
  return inject(libraryLockKey, libraryAlwaysHere, true)
}
