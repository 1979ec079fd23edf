import { inject, readonly, ref, type InjectionKey, type Ref } from 'vue'

/**
 * Which window may use the game library. The desktop app runs one instance, so its window always
 * may. In a browser, two tabs of Casebook would each write whole game logs and undo over each
 * other's hands: one tab at a time holds the library, and another can take it over.
 */
export type LibraryLockState = 'asking' | 'here' | 'elsewhere' | 'taking-over'

export interface LibraryLock {
  /** `asking` only for the moment it takes to ask the browser at start. */
  readonly state: Readonly<Ref<LibraryLockState>>
  /** Asks the tab that holds the library to let go, then starts again here with it. */
  useHere(): Promise<void>
  /** What to finish (the writes not yet done) before this tab lets another one take over. */
  beforeHandOver(finish: () => Promise<unknown>): void
}

export function libraryAlwaysHere(): LibraryLock {
  return {
    state: readonly(ref('here' as const)),
    useHere: () => Promise.resolve(),
    beforeHandOver: () => {},
  }
}

const lockName = 'casebook-library'
const takeOver = 'take-over'

/**
 * One tab at a time, with the browser's Web Locks (released by the browser when a tab closes or
 * crashes) and a BroadcastChannel to ask the holder to let go. Where either is missing, every tab
 * may use the library, as before.
 */
export function libraryLockForTabs(
  locks: LockManager | undefined = navigator.locks,
  reload: () => void = () => location.reload(),
): LibraryLock {
  if (!locks || typeof BroadcastChannel === 'undefined') return libraryAlwaysHere()
  const state = ref<LibraryLockState>('asking')
  const channel = new BroadcastChannel(lockName)
  let finish: () => Promise<unknown> = () => Promise.resolve()
  let letGo: (() => void) | null = null

  void locks.request(lockName, { ifAvailable: true }, (lock) => {
    if (!lock) {
      state.value = 'elsewhere'
      return undefined
    }
    state.value = 'here'
    // The lock is held until this promise settles: until another tab takes over, or this one closes.
    return new Promise<void>((resolve) => (letGo = resolve))
  })

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data !== takeOver || !letGo) return
    const release = letGo
    letGo = null
    state.value = 'elsewhere'
    void finish()
      .catch(() => undefined)
      .finally(release)
  })

  return {
    state: readonly(state),
    async useHere() {
      state.value = 'taking-over'
      channel.postMessage(takeOver)
      // Once the other tab has let go, a fresh start here reads the library as it now is.
      await locks.request(lockName, () => undefined)
      reload()
    },
    beforeHandOver(next) {
      finish = next
    },
  }
}

export const libraryLockKey: InjectionKey<LibraryLock> = Symbol('casebook library lock')

export function useLibraryLock(): LibraryLock {
  return inject(libraryLockKey, libraryAlwaysHere, true)
}
