import { readonly, ref } from 'vue'
import { randomId } from '../../../shared/random-id'
import type { LibraryLock, LibraryLockState } from './library-lock'

/** The channel of the tabs that agree by messages; tabs with Web Locks never read it. */
export const messagesChannelName = 'casebook-library-messages'

type Message =
  | { kind: 'ask' | 'take-over'; from: string }
  | { kind: 'holding'; from: string; since?: unknown }
  | { kind: 'held' | 'handing' | 'released' | 'refused'; to: string }

const fromKinds = new Set(['ask', 'take-over', 'holding'])
const toKinds = new Set(['held', 'handing', 'released', 'refused'])

/** Another tab's message, as this version understands it; anything else is ignored. */
function isMessage(data: unknown): data is Message {
  if (typeof data !== 'object' || data === null) return false
  const { kind, from, to } = data as Record<string, unknown>
  if (typeof kind !== 'string') return false
  return fromKinds.has(kind)
    ? typeof from === 'string'
    : toKinds.has(kind) && typeof to === 'string'
}

/**
 * One tab at a time without Web Locks, which a page that is not a secure context lacks (decision
 * 0061). A tab asks at start whether another holds the library, and holds it when no tab says so
 * within `answerMs`; two tabs asking at once settle it by their ids. "Use Casebook here" asks the
 * holder to write what it has and let go, as with Web Locks; a holder that no longer answers
 * (closed, crashed) is taken over once `answerMs` has passed.
 *
 * On a busy device an answer can come after `answerMs`, once the asking tab holds too: of two
 * that hold, the one that held first keeps the library (it may have a hand half entered), unless
 * it is handing it over to the other. A holder that answers late to a take-over is waited for.
 */
export function libraryLockByMessages(channel: BroadcastChannel, answerMs = 500): LibraryLock {
  const me = randomId()
  const state = ref<LibraryLockState>('asking')
  let write: () => Promise<boolean> = () => Promise.resolve(true)
  let forget: () => void = () => {}
  let handingOverTo: string | null = null
  /** Set while a take-over this tab asked for has had no answer from the holder. */
  let takingOver = false
  let holdingSince = 0
  let waiting: ReturnType<typeof setTimeout> | undefined

  const post = (message: Message) => channel.postMessage(message)
  const sayHolding = () => post({ kind: 'holding', from: me, since: holdingSince })
  function holdIfNobodyAnswers() {
    clearTimeout(waiting)
    waiting = setTimeout(() => {
      state.value = 'here'
      holdingSince = Date.now()
      // Said to all: another tab's answer may yet come, and two tabs that both hold settle it.
      sayHolding()
    }, answerMs)
  }

  function standAside() {
    clearTimeout(waiting)
    if (state.value === 'here') forget()
    state.value = 'elsewhere'
  }

  /**
   * Of two tabs that hold, the one that held first; for two at once, or a tab of an earlier
   * version that does not say since when, the greater id.
   */
  function keepsIt({ from, since }: { from: string; since?: unknown }): boolean {
    const comparable = typeof since === 'number' && Number.isFinite(since) && since !== holdingSince
    return comparable ? holdingSince < since : me > from
  }

  async function handOver(to: string) {
    if (state.value !== 'here' || handingOverTo !== null) return
    handingOverTo = to
    post({ kind: 'handing', to })
    // Whatever is on screen (a hand half entered) stays there if the library is kept.
    const written = await write().catch(() => false)
    handingOverTo = null
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
        // Another tab holds it: one that still asks stands aside. Of two that hold, the one
        // that keeps it says so again, as the other may not have heard it yet.
        if (state.value === 'asking') standAside()
        else if (state.value === 'here' && handingOverTo !== message.from) {
          if (keepsIt(message)) sayHolding()
          else standAside()
        }
      } else if (state.value === 'here') post({ kind: 'held', to: message.from })
      // Two tabs starting together: the greater id keeps asking, the other stands aside.
      else if (state.value === 'asking' && message.from > me) standAside()
      return
    }
    if (message.to !== me) return
    if (message.kind === 'held' && state.value === 'asking') standAside()
    if (!takingOver || message.kind === 'held') return
    // The holder answered: it writes what it has, however long that takes. Answered after this
    // tab gave it up for gone, it is waited for all the same: what this tab read may be stale.
    if (message.kind === 'handing') {
      clearTimeout(waiting)
      if (state.value === 'here') forget()
      state.value = 'taking-over'
      return
    }
    takingOver = false
    if (message.kind === 'released') {
      state.value = 'here'
      holdingSince = Date.now()
    }
    if (message.kind === 'refused') {
      if (state.value === 'here') forget()
      state.value = 'refused'
    }
  })

  post({ kind: 'ask', from: me })
  holdIfNobodyAnswers()

  return {
    state: readonly(state),
    useHere() {
      state.value = 'taking-over'
      takingOver = true
      post({ kind: 'take-over', from: me })
      holdIfNobodyAnswers()
    },
    handOverWith(writePending, forgetAll) {
      write = writePending
      forget = forgetAll
    },
  }
}
