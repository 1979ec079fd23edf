import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { StoredHandDraft } from '../../../shared/hand-draft'
import type { DraftChange } from '../../../shared/sync/draft-tree'
import type { StorageProblem } from '../../../shared/storage'
import { afterNextPaint } from '../after-next-paint'
import { usePlatform } from '../platform'
import { useLibraryStore } from './library'

/**
 * The hand being entered in each game, kept as it is typed so that nothing is lost: Escape,
 * Back, a reload, a crash. A draft is in memory at once and written behind it, after the next
 * frame and at most one write per game at a time (the newest wins), so typing never waits for
 * the disk. It is kept beside the game, never in its log, and never changes a score.
 */
export const useHandDraftsStore = defineStore('hand-drafts', () => {
  const platform = usePlatform()
  const library = useLibraryStore()
  /** What is known of each game's draft: a draft, or null for none; absent until read. */
  const drafts = shallowRef<ReadonlyMap<string, StoredHandDraft | null>>(new Map())
  const problem = ref<StorageProblem | null>(null)
  const reading = new Map<string, Promise<StoredHandDraft | null>>()
  /** Games whose draft changed since it was last written, and writes under way. */
  const pending = new Set<string>()
  let writing = 0
  let queue: Promise<unknown> = Promise.resolve()
  /** The draft each game last discarded, until Undo or the next draft. */
  const discarded = shallowRef<ReadonlyMap<string, StoredHandDraft>>(new Map())
  /**
   * What this device entered in a hand filled in together that another device saved before it
   * got it (decision 0072), by game: kept as this device's correction of that hand (a draft,
   * written like any), and said as such while the page is open.
   */
  const missed = shallowRef<ReadonlyMap<string, MissedChanges>>(new Map())

  function set(gameId: string, draft: StoredHandDraft | null) {
    drafts.value = new Map(drafts.value).set(gameId, draft)
  }

  /** The game's draft, read once from storage; null when there is none. */
  function load(gameId: string): Promise<StoredHandDraft | null> {
    if (drafts.value.has(gameId)) return Promise.resolve(drafts.value.get(gameId) ?? null)
    let read = reading.get(gameId)
    if (!read) {
      read = platform.loadDraft(gameId).then(
        (draft) => {
          // A draft typed while the read was under way is newer than what was read.
          if (!drafts.value.has(gameId)) set(gameId, draft)
          reading.delete(gameId)
          return drafts.value.get(gameId) ?? null
        },
        () => {
          reading.delete(gameId)
          return null
        },
      )
      reading.set(gameId, read)
    }
    return read
  }

  function draftOf(gameId: string): StoredHandDraft | null {
    return drafts.value.get(gameId) ?? null
  }

  /** Keeps the game's draft (or forgets it, with null) now, and writes it behind the screen. */
  function keep(gameId: string, draft: StoredHandDraft | null) {
    set(gameId, draft)
    if (draft && discarded.value.has(gameId)) {
      const rest = new Map(discarded.value)
      rest.delete(gameId)
      discarded.value = rest
    }
    if (pending.has(gameId)) return
    pending.add(gameId)
    queue = queue.then(() => afterNextPaint()).then(() => write(gameId))
  }

  async function write(gameId: string) {
    pending.delete(gameId)
    writing += 1
    const draft = drafts.value.get(gameId) ?? null
    try {
      const result = draft
        ? await platform.saveDraft(gameId, draft)
        : await platform.discardDraft(gameId)
      problem.value = result.ok ? null : result.problem
    } catch (error) {
      problem.value = {
        messageKey: 'storage.failure.write-failed',
        params: { detail: error instanceof Error ? error.message : String(error) },
      }
    } finally {
      writing -= 1
    }
  }

  /**
   * Forgets the game's draft; `undoable` remembers it so the page can offer to bring it back
   * (a discard asks nothing). Saving the hand forgets it for good.
   */
  function discard(gameId: string, undoable = false) {
    const draft = draftOf(gameId)
    if (!draft) return
    keep(gameId, null)
    if (undoable) discarded.value = new Map(discarded.value).set(gameId, draft)
  }

  function discardedOf(gameId: string): StoredHandDraft | null {
    return discarded.value.get(gameId) ?? null
  }

  function undoDiscard(gameId: string) {
    const draft = discardedOf(gameId)
    if (draft) keep(gameId, draft)
  }

  function noteMissed(gameId: string, changes: MissedChanges) {
    missed.value = new Map(missed.value).set(gameId, changes)
  }

  function missedOf(gameId: string): MissedChanges | null {
    return missed.value.get(gameId) ?? null
  }

  function dropMissed(gameId: string) {
    if (!missed.value.has(gameId)) return
    const rest = new Map(missed.value)
    rest.delete(gameId)
    missed.value = rest
  }

  /** Resolves once every draft kept so far is written (or failed to be). */
  function flush(): Promise<void> {
    return queue.then(() => undefined)
  }

  // Closing the page before a draft is written would lose the last keys typed: ask first.
  window.addEventListener('beforeunload', (event) => {
    if (pending.size === 0 && writing === 0) return
    event.preventDefault()
    event.returnValue = ''
  })

  // Another tab took the library over (decision 0008): what was read here is stale.
  watch(
    () => library.loaded,
    (loaded, before) => {
      if (before && !loaded) {
        drafts.value = new Map()
        discarded.value = new Map()
        missed.value = new Map()
      }
    },
  )

  return {
    drafts,
    discarded,
    problem,
    load,
    draftOf,
    keep,
    discard,
    discardedOf,
    undoDiscard,
    noteMissed,
    missedOf,
    dropMissed,
    flush,
  }
})

/** A device's changes to a hand that another device saved without them, and that hand's number. */
export interface MissedChanges {
  hand: number
  changes: readonly DraftChange[]
}
