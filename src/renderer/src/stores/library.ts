import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { GameLog } from '../../../engine'
import type { DamagedGame, StorageProblem } from '../../../shared/storage'
import { summarise, type GameSummary } from '../game/summary'
import { usePlatform } from '../platform'

/**
 * Every saved game, as the platform's storage holds it. A change shows at once and is written
 * behind it; a write that fails keeps the game on screen, says why, and is tried again with the
 * next change or from the Retry button, so nothing entered is lost.
 */
export const useLibraryStore = defineStore('library', () => {
  const platform = usePlatform()
  const games = shallowRef<ReadonlyMap<string, GameLog>>(new Map())
  const damaged = ref<DamagedGame[]>([])
  const loaded = ref(false)
  const unsaved = shallowRef<ReadonlyMap<string, GameLog>>(new Map())
  const saveProblem = ref<StorageProblem | null>(null)
  const loadProblem = ref<{ detail: string } | null>(null)
  let loading: Promise<void> | null = null

  const summaries = computed<GameSummary[]>(() =>
    [...games.value.values()]
      .map(summarise)
      .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '')),
  )
  const knownPlayerNames = computed(() => {
    const names = new Set<string>()
    for (const game of games.value.values())
      for (const player of game.players) names.add(player.name)
    return [...names].sort((a, b) => a.localeCompare(b))
  })

  /** Reads the library once; a failure is shown with a way to try again, and changes nothing. */
  function load(): Promise<void> {
    loading ??= platform.listGames().then(
      (listing) => {
        games.value = new Map(listing.games.map((game) => [game.id ?? '', game]))
        damaged.value = listing.damaged
        loadProblem.value = null
        loaded.value = true
      },
      (error: unknown) => {
        loadProblem.value = { detail: error instanceof Error ? error.message : String(error) }
        loading = null
      },
    )
    return loading
  }

  function game(id: string): GameLog | undefined {
    return games.value.get(id)
  }

  function save(log: GameLog): Promise<boolean> {
    const id = log.id ?? ''
    games.value = new Map(games.value).set(id, log)
    unsaved.value = new Map(unsaved.value).set(id, log)
    return flush()
  }

  /** Writes every game not yet saved, one write at a time; true when all of them are. */
  let writing: Promise<boolean> = Promise.resolve(true)
  function flush(): Promise<boolean> {
    writing = writing.then(writeUnsaved)
    return writing
  }

  async function writeUnsaved(): Promise<boolean> {
    for (const [id, log] of unsaved.value) {
      const result = await platform.saveGame(log)
      if (!result.ok) {
        saveProblem.value = result.problem
        return false
      }
      if (unsaved.value.get(id) === log) {
        const rest = new Map(unsaved.value)
        rest.delete(id)
        unsaved.value = rest
      }
    }
    saveProblem.value = null
    return true
  }

  /** Deletes a game and returns it, so the caller can offer to bring it back. */
  async function remove(id: string): Promise<GameLog | undefined> {
    const removed = games.value.get(id)
    if (!removed) return undefined
    const result = await platform.deleteGame(id)
    if (!result.ok && result.failure !== 'not-found') {
      saveProblem.value = result.problem
      return undefined
    }
    const rest = new Map(games.value)
    rest.delete(id)
    games.value = rest
    return removed
  }

  return {
    games,
    damaged,
    loaded,
    unsaved,
    saveProblem,
    loadProblem,
    summaries,
    knownPlayerNames,
    load,
    game,
    save,
    flush,
    remove,
  }
})
