import { inject, readonly, ref, type InjectionKey, type Ref } from 'vue'
import { libraryLockByMessages, messagesChannelName } from './library-lock-by-messages'

/**
 * `refused`: another tab holds the library and kept it, because it has a change it could not
 * write yet; taking over then would lose it.
 */
export type LibraryLockState = 'asking' | 'here' | 'elsewhere' | 'taking-over' | 'refused'

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
   * How this tab hands the library over: `write` what is pending (false keeps the library here,
   * as something could not be written and would be lost), then, once this tab shows the notice,
   * `forget` what it read (stale from then on; read again if it takes the library back).
   */
  handOverWith(write: () => Promise<boolean>, forget: () => void): void
}

export function libraryAlwaysHere(): LibraryLock {
  return {
    state: readonly(ref('here' as const)),
    useHere: () => {},
    handOverWith: () => {},
  }
}

const lockName = 'casebook-library'
const takeOver = 'take-over'
const refused = 'refused'

/**
 * One tab at a time, with the browser's Web Locks (released by the browser when a tab closes or
 * crashes) and a BroadcastChannel to ask the holder to let go. A page that is not a secure
 * context (served over plain http from a network address) has no Web Locks: its tabs agree by
 * messages alone (libraryLockByMessages). Without BroadcastChannel either, every tab may use
 * the library, as before.
 */
export function libraryLockForTabs(locks: LockManager | undefined = navigator.locks): LibraryLock {
  if (typeof BroadcastChannel === 'undefined') return libraryAlwaysHere()
  if (!locks) return libraryLockByMessages(new BroadcastChannel(messagesChannelName))
  const lockManager = locks
  const state = ref<LibraryLockState>('asking')
  const channel = new BroadcastChannel(lockName)
  let write: () => Promise<boolean> = () => Promise.resolve(true)
  let forget: () => void = () => {}
  let letGo: (() => void) | null = null
  let handingOver = false
  let waiting: AbortController | null = null

  /** Holds the lock until another tab takes over, or this one closes. */
  function hold(lock: Lock | null): Promise<void> | undefined {
    if (!lock) {
      state.value = 'elsewhere'
      return undefined
    }
    state.value = 'here'
    const held = new Promise<void>((resolve) => (letGo = resolve))
    void passOnIfAskedMeanwhile()
    return held
  }

  /**
   * A tab that asked while this one was itself waiting in line never reached a holder: the
   * newest request wins, so it gets the library now.
   */
  async function passOnIfAskedMeanwhile() {
    const { pending = [] } = await lockManager.query()
    if (pending.some((request) => request.name === lockName)) await letAnotherTabIn()
  }

  async function letAnotherTabIn() {
    if (!letGo || handingOver) return
    handingOver = true
    // Whatever is on screen (a hand half entered) stays there if the library is kept.
    const written = await write().catch(() => false)
    handingOver = false
    if (!written) {
      channel.postMessage(refused)
      return
    }
    state.value = 'elsewhere'
    forget()
    const release = letGo
    letGo = null
    release()
  }

  lockManager.request(lockName, { ifAvailable: true }, hold).catch(() => {
    // A page that may not use locks (an opaque origin) works as if it were alone.
    state.value = 'here'
  })

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data === takeOver) void letAnotherTabIn()
    if (event.data === refused && state.value === 'taking-over') {
      waiting?.abort()
      state.value = 'refused'
    }
  })

  return {
    state: readonly(state),
    useHere() {
      state.value = 'taking-over'
      waiting = new AbortController()
      channel.postMessage(takeOver)
      // Granted once the other tab has written what it had and let go; held from then on.
      lockManager.request(lockName, { signal: waiting.signal }, hold).catch(() => {
        if (state.value === 'taking-over') state.value = 'elsewhere'
      })
    },
    handOverWith(writePending, forgetAll) {
      write = writePending
      forget = forgetAll
    },
  }
}

export const libraryLockKey: InjectionKey<LibraryLock> = Symbol('casebook library lock')

export function useLibraryLock(): LibraryLock {
  return inject(libraryLockKey, libraryAlwaysHere, true)
}
