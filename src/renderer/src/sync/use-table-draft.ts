import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { GameLog } from '../../../engine'
import type { SharedDraftLink } from '../components/hand-entry/hand-form'
import type { DraftPart } from '../games/screens'
import type { MissedChanges } from '../stores/hand-drafts'
import { useTableStore } from '../stores/table'
import { listParts, ownPlayerOf, partOfPath } from './draft-part-list'
import { WrittenLeaves } from './written-leaves'

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
  /**
   * Closes the form: the hand was saved (or discarded, `undoable`) on another device. `missed`:
   * what this device changed that the device which saved it had not received (typed offline, or
   * at the same moment); null when the saved hand holds everything this device wrote.
   */
  leave: (undoable: boolean, missed: MissedChanges | null) => void
  /** Each player's part of the draft as it stands (the game's `draftParts`). */
  parts: () => DraftPart[]
}

/**
 * The hand form's side of the table (decision 0072): in a game shared with the table, the next
 * hand is one draft in the shared document that every device fills. The form opens once the
 * table's draft is known, or on its own when this device follows no table or after a moment
 * (offline), and then stays on its device. It closes when another device saves the hand or discards the draft.
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
    // A device that follows nothing (a desktop app told never to run its table server) opens
    // the form at once, on its own.
    void table.follow(gameId)?.then((binding) => {
      if (!binding) settled.value = true
    })
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

  /** The part this device last changed, as the other devices were told. */
  let said: string | null = null
  /** What this device last wrote to each leaf of the draft: a value replaced at once is said. */
  const mine = new WrittenLeaves()
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
      read: (values) => {
        const read = options.readValues(values)
        unreadable.value = read === null
        return read
      },
      write: (changes) => {
        const written = table.writeDraft(gameId, hand, game, changes)
        if (written) mine.note(changes)
        const part = changes[0] && partOfPath(options.parts(), changes[0].path)
        if (written && part && part !== said) table.filling(gameId, (said = part))
        return written
      },
      elsewhere: playersElsewhere.value,
      own: ownPlayer.value,
    }
  })

  /** The hand's parts, this device's own first; none when the game has no players' parts. */
  const parts = computed(() =>
    number.value === null
      ? []
      : listParts(options.parts(), options.log.value?.players ?? [], table.deviceName),
  )
  /** Who marked each part done, by part. */
  const done = computed(() =>
    number.value === null
      ? new Map<string, string>()
      : (state.value?.doneOf(number.value) ?? new Map()),
  )
  /** The other devices filling in each part now, by the names they chose. */
  function fillers(part: string): string[] {
    return (state.value?.entering ?? [])
      .filter((entry) => entry.together && entry.hand === number.value && entry.part === part)
      .map((entry) => entry.name)
  }
  /**
   * The fields this device changed at the same moment as another, whose value every device now
   * shows instead of this one's: said, so that nothing is lost without a word.
   */
  const replaced = computed(() => {
    const hand = number.value
    if (hand === null) return []
    return (state.value?.conflictsOf(hand) ?? []).flatMap((conflict) => {
      const own = mine.textAt(conflict.path)
      if (own === undefined || own === conflict.kept || !conflict.values.includes(own)) return []
      const part = partOfPath(options.parts(), conflict.path)
      return [{ key: JSON.stringify(conflict.path), part, mine: own, kept: conflict.kept }]
    })
  })
  /** The parts nobody marked done yet: Save asks first while there are any. */
  const notDone = computed(() => parts.value.filter((part) => !done.value.has(part.id)))

  // Once only: each way out goes back in the browser's history, and two would go back too far.
  let left = false
  function leave(undoable: boolean, missed: MissedChanges | null = null) {
    if (left) return
    left = true
    options.leave(undoable, missed)
  }
  /** This device's own writes that outlived the saving of the hand: the saver never had them. */
  function missedBySaver(hand: number): MissedChanges | null {
    const changes = mine.missedAmong(state.value?.strayOf(hand) ?? [])
    return changes.length > 0 ? { hand, changes } : null
  }

  // Saved on another device, or discarded there (the draft was here, and is gone).
  let seen = false
  watch(
    [() => options.log.value?.hands.length, draftRead],
    ([hands, read]) => {
      const hand = number.value
      if (hand === null || hands === undefined || options.saved()) return
      if (hands >= hand) return leave(false, missedBySaver(hand))
      if (read !== null) seen = true
      else if (seen) leave(true)
    },
    { immediate: true },
  )

  /** The other devices filling in this hand now (not an older version's), by their names. */
  const companions = computed(() =>
    (state.value?.entering ?? [])
      .filter((entry) => entry.together && entry.hand === number.value)
      .map((entry) => entry.name),
  )
  /** The game's player this device is, by the name it chose at the table. */
  const ownPlayer = computed(() => ownPlayerOf(options.log.value?.players ?? [], table.deviceName))
  /** The game's players on the other devices filling this hand in, this device's own left out. */
  const playersElsewhere = computed(() => {
    const players = options.log.value?.players ?? []
    const ids = companions.value.map((name) => ownPlayerOf(players, name))
    return [...new Set(ids)].filter((id): id is string => id !== null && id !== ownPlayer.value)
  })
  /** The table's draft did not read as a draft of this game and these players, last time. */
  const unreadable = ref(false)
  /** Why the table's draft cannot be read here, or null when it can (or there is none). */
  const problem = computed(() => {
    const read = draftRead.value
    if (read && !read.readable) return read.problem
    if (read && read.game !== options.log.value?.game) return 'game'
    return unreadable.value ? 'shape' : null
  })

  const discardAsked = ref(false)
  /** Save asked whether to save with some parts not done: the question is open. */
  const saveAsked = ref(false)
  return {
    number,
    settled,
    link,
    companions,
    problem,
    parts,
    done,
    fillers,
    replaced,
    notDone,
    toggleDone: (part: string) => {
      const game = options.log.value?.game
      if (number.value === null || game === undefined) return
      table.markDone(gameId, number.value, game, { part, done: !done.value.has(part) })
    },
    saveAsked,
    /** The question is closed: back to the hand, or on to save it anyway. */
    closeSaveQuestion: () => (saveAsked.value = false),
    /**
     * Whether Save must ask first, and then asks: some parts are not marked done while the hand
     * is filled in together (another device is on it, or a part was marked). A device that
     * enters a shared game's hand alone saves as it always did.
     */
    asksBeforeSaving: () => {
      if (notDone.value.length === 0) return false
      if (companions.value.length === 0 && done.value.size === 0) return false
      saveAsked.value = true
      return true
    },
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
