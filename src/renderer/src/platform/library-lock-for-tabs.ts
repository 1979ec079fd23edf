import { readonly, ref } from 'vue'
import { libraryAlwaysHere, type LibraryLock, type LibraryLockState } from './library-lock'
import { libraryLockByMessages, messagesChannelName } from './library-lock-by-messages'

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
