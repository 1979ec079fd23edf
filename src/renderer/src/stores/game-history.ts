import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { GameLog } from '../../../engine'
import { useLibraryStore } from './library'

interface History {
  past: GameLog[]
  future: GameLog[]
}

/**
 * Undo and redo for every change to a game. A change is a whole new log (logs are never
 * mutated), so undoing is saving the previous log again: scores follow, being derived.
 */
export const useGameHistoryStore = defineStore('game-history', () => {
  const library = useLibraryStore()
  const histories = shallowRef<ReadonlyMap<string, History>>(new Map())

  function historyOf(id: string): History {
    return histories.value.get(id) ?? { past: [], future: [] }
  }

  function remember(id: string, history: History) {
    histories.value = new Map(histories.value).set(id, history)
  }

  /** Applies a change to a game, stamps it and saves it; it can be undone. */
  function change(id: string, edit: (log: GameLog) => GameLog, now = new Date()): Promise<boolean> {
    const current = library.game(id)
    if (!current) return Promise.resolve(false)
    const next = { ...edit(current), updatedAt: now.toISOString() }
    const { past } = historyOf(id)
    remember(id, { past: [...past, current], future: [] })
    return library.save(next)
  }

  function undo(id: string): Promise<boolean> {
    const current = library.game(id)
    const { past, future } = historyOf(id)
    const previous = past.at(-1)
    if (!current || !previous) return Promise.resolve(false)
    remember(id, { past: past.slice(0, -1), future: [current, ...future] })
    return library.save(previous)
  }

  function redo(id: string): Promise<boolean> {
    const current = library.game(id)
    const { past, future } = historyOf(id)
    const [next, ...rest] = future
    if (!current || !next) return Promise.resolve(false)
    remember(id, { past: [...past, current], future: rest })
    return library.save(next)
  }

  /**
   * Drops one game's history: another device changed the game, and undoing a change made here
   * before it would take that device's change back too.
   */
  function forgetGame(id: string) {
    if (!histories.value.has(id)) return
    const next = new Map(histories.value)
    next.delete(id)
    histories.value = next
  }

  /** Drops every game's history (the library has moved to another window). */
  function forget() {
    histories.value = new Map()
  }

  const canUndo = computed(() => (id: string) => historyOf(id).past.length > 0)
  const canRedo = computed(() => (id: string) => historyOf(id).future.length > 0)
  /** The log Undo would bring back, or null: a notice offering an undo lasts while it is this. */
  const undoTarget = computed(() => (id: string) => historyOf(id).past.at(-1) ?? null)

  return { change, undo, redo, forget, forgetGame, canUndo, canRedo, undoTarget }
})
