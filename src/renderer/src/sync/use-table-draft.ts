import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { GameLog } from '../../../engine'
import type { SharedDraftLink } from '../components/hand-entry/hand-form'
import { useTableStore } from '../stores/table'

/** How long a shared game's form waits for the table's draft before it opens on its own. */
const waitForTableMs = 3_000

export interface TableDraftOptions {
  gameId: () => string
  /** Only the next hand is filled in together; a correction stays on its device. */
  isNewHand: () => boolean
  log: Ref<GameLog | undefined>
  /** Whether this device saved the hand: its form is on its way out. */
  saved: () => boolean
  /** The values through the game's draft schema; null when they are not a draft of it. */
  readValues: (values: unknown) => unknown
  /** Closes the form: the hand was saved (or discarded, `undoable`) on another device. */
  leave: (undoable: boolean) => void
}

/**
 * The hand form's side of the table (decision 0072): in a game shared with the table, the next
 * hand is one draft in the shared document that every device fills. The form opens once the
 * table's draft is known, or after a moment on its own (offline, or no table server), and then
 * stays on its device. It closes when another device saves the hand or discards the draft.
 */
export function useTableDraft(options: TableDraftOptions) {
  const table = useTableStore()
  const gameId = options.gameId()
  const shared = options.isNewHand() && table.isShared(gameId)
  const state = computed(() => table.tables.get(gameId))
  /** The number of the hand the form was opened for; null when it is not filled in together. */
  const number = ref<number | null>(null)
  const settled = ref(!shared)
  const version = ref(0)
  watch(state, () => version.value++)

  if (shared) {
    table.sitAt(gameId)
    const timer = setTimeout(() => (settled.value = true), waitForTableMs)
    onBeforeUnmount(() => clearTimeout(timer))
    watch(
      [state, options.log],
      ([current, log]) => {
        if (settled.value || !log || !current || current.unreadable || current.revoked) return
        number.value = log.hands.length + 1
        settled.value = true
      },
      { immediate: true },
    )
  }

  const draftRead = computed(() =>
    number.value === null ? null : (state.value?.draftOf(number.value) ?? null),
  )

  const link = computed<SharedDraftLink<unknown> | undefined>(() => {
    const hand = number.value
    const current = state.value
    const game = options.log.value?.game
    if (hand === null || !current || current.revoked || game === undefined) return undefined
    return {
      version: version.value,
      changes: () => {
        const read = table.tables.get(gameId)?.draftOf(hand)
        return read?.readable ? read.changes : null
      },
      read: options.readValues,
      write: (changes) => table.writeDraft(gameId, hand, game, changes),
    }
  })

  // Once only: each way out goes back in the browser's history, and two would go back too far.
  let left = false
  function leave(undoable: boolean) {
    if (left) return
    left = true
    options.leave(undoable)
  }

  // Saved on another device, or discarded there (the draft was here, and is gone).
  let seen = false
  watch(
    [() => options.log.value?.hands.length, draftRead],
    ([hands, read]) => {
      const hand = number.value
      if (hand === null || hands === undefined || options.saved()) return
      if (hands >= hand) return leave(false)
      if (read !== null) seen = true
      else if (seen) leave(true)
    },
    { immediate: true },
  )

  /** The other devices filling in this hand now, by the names they chose. */
  const companions = computed(() =>
    (state.value?.entering ?? [])
      .filter((entry) => entry.hand === number.value)
      .map((entry) => entry.name),
  )
  /** Why the table's draft cannot be read, or null when it can (or there is none). */
  const problem = computed(() => {
    const read = draftRead.value
    return read && !read.readable ? read.problem : null
  })

  const discardAsked = ref(false)
  return {
    number,
    settled,
    link,
    companions,
    problem,
    discardAsked,
    /** Discard asks first: it discards the hand for every device at the table. */
    askDiscard: () => (discardAsked.value = true),
    keep: () => (discardAsked.value = false),
    discardForEveryone: () => {
      discardAsked.value = false
      if (number.value !== null) table.discardDraft(gameId, number.value)
      leave(true)
    },
  }
}

export type TableDraft = ReturnType<typeof useTableDraft>
