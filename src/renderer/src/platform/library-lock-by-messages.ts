import { readonly, ref } from 'vue'
import { randomId } from '../../../shared/random-id'
import type { LibraryLock, LibraryLockState } from './library-lock'

/** The channel of the tabs that agree by messages; tabs with Web Locks never read it. */
export const messagesChannelName = 'casebook-library-messages'

type Message =
  | { kind: 'ask' | 'take-over' | 'holding'; from: string }
  | { kind: 'held' | 'handing' | 'released' | 'refused'; to: string }

function isMessage(data: unknown): data is Message {
  return typeof data === 'object' && data !== null && typeof (data as Message).kind === 'string'
}

/**
 * One tab at a time without Web Locks, which a page that is not a secure context lacks (decision
 * 0061). A tab asks at start whether another holds the library, and holds it when no tab says so
 * within `answerMs`; two tabs asking at once settle it by their ids. "Use Casebook here" asks the
 * holder to write what it has and let go, as with Web Locks; a holder that no longer answers
 * (closed, crashed) is taken over once `answerMs` has passed.
 */
export function libraryLockByMessages(channel: BroadcastChannel, answerMs = 500): LibraryLock {
  const me = randomId()
  const state = ref<LibraryLockState>('asking')
  let write: () => Promise<boolean> = () => Promise.resolve(true)
  let forget: () => void = () => {}
  let handingOver = false
  let waiting: ReturnType<typeof setTimeout> | undefined

  const post = (message: Message) => channel.postMessage(message)
  function holdIfNobodyAnswers() {
    clearTimeout(waiting)
    waiting = setTimeout(() => {
      state.value = 'here'
      // Said to all: on a busy device another tab's question may have come too late for an
      // answer, and two tabs that both hold settle it below.
      post({ kind: 'holding', from: me })
    }, answerMs)
  }

  async function handOver(to: string) {
    if (state.value !== 'here' || handingOver) return
    handingOver = true
    post({ kind: 'handing', to })
    // Whatever is on screen (a hand half entered) stays there if the library is kept.
    const written = await write().catch(() => false)
    handingOver = false
    if (!written) {
      post({ kind: 'refused', to })
      return
    }
    state.value = 'elsewhere'
    forget()
    post({ kind: 'released', to })
  }

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data
    if (!isMessage(message)) return
    if ('from' in message) {
      if (message.from === me) return
      if (message.kind === 'take-over') void handOver(message.from)
      else if (message.kind === 'holding') {
        // Another tab holds it: one that still asks stands aside, and of two that hold, the
        // smaller id lets go (both just started: nothing has been entered in either yet).
        if (state.value === 'asking' || (state.value === 'here' && message.from > me)) {
          clearTimeout(waiting)
          if (state.value === 'here') forget()
          state.value = 'elsewhere'
        }
      } else if (state.value === 'here') post({ kind: 'held', to: message.from })
      // Two tabs starting together: the greater id keeps asking, the other stands aside.
      else if (state.value === 'asking' && message.from > me) {
        clearTimeout(waiting)
        state.value = 'elsewhere'
      }
      return
    }
    if (message.to !== me) return
    if (message.kind === 'held' && state.value === 'asking') {
      clearTimeout(waiting)
      state.value = 'elsewhere'
    }
    if (state.value !== 'taking-over') return
    // The holder answered: it writes what it has, however long that takes.
    if (message.kind === 'handing') clearTimeout(waiting)
    if (message.kind === 'released') state.value = 'here'
    if (message.kind === 'refused') state.value = 'refused'
  })

  post({ kind: 'ask', from: me })
  holdIfNobodyAnswers()

  return {
    state: readonly(state),
    useHere() {
      state.value = 'taking-over'
      post({ kind: 'take-over', from: me })
      holdIfNobodyAnswers()
    },
    handOverWith(writePending, forgetAll) {
      write = writePending
      forget = forgetAll
    },
  }
}
