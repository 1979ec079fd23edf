import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { GameLog } from '../../../engine'
import { libraryPeople } from '../../../engine/stats/people'
import { listedGames } from '../../../shared/games/registry'
import type {
  ConflictCopy,
  DamagedGame,
  GameListing,
  OtherFile,
  StorageProblem,
} from '../../../shared/storage'
import { afterNextPaint } from '../after-next-paint'
import type { GameSummary } from '../game/summary'
import { loadLogEngine } from '../game/log-engine'
import { useSummaryCache, type CachedSummary } from '../game/summary-cache'
import { usePlatform } from '../platform'
import { LibraryLogs } from './library-logs'
import { librarySummaries } from './library-summaries'
import { loadProblemOf, type LoadProblem } from './load-problem'
import { writeQueue } from './write-queue'

/**
 * Every saved game, as the platform's storage holds it. A change shows at once and is written
 * behind it; a write that fails keeps the game on screen, says why, and is tried again with the
 * next change or from the Retry button, so nothing entered is lost.
 */
export const useLibraryStore = defineStore('library', () => {
  const platform = usePlatform()
  const games = shallowRef<LibraryLogs>(new LibraryLogs())
  const damaged = ref<DamagedGame[]>([])
  /** Versions another program wrote while a game was open, kept as games of their own. */
  const conflictCopies = ref<ConflictCopy[]>([])
  /** Files of the games folder that are not Casebook games, left where they are. */
  const otherFiles = ref<OtherFile[]>([])
  const loaded = ref(false)
  const unsaved = shallowRef<ReadonlyMap<string, GameLog>>(new Map())
  const saveProblem = ref<StorageProblem | null>(null)
  const loadProblem = ref<LoadProblem | null>(null)
  let loading: Promise<void> | null = null
  /**
   * Games saved before the first reading ended: the reading may have listed the folder before
   * they were written, and must not put an older version (or none) back on screen.
   */
  let savedWhileReading = new Map<string, GameLog>()
  const enqueue = writeQueue((error) => {
    saveProblem.value = {
      messageKey: 'storage.failure.write-failed',
      params: { detail: error instanceof Error ? error.message : String(error) },
    }
  })
  // Counts forget() calls: a read that was under way before one must not refill the store.
  let generation = 0

  /** Whether the games' rules are loaded: until then a log read or saved waits to be summarised. */
  const rulesLoaded = ref(false)
  function loadRules(): Promise<unknown> {
    return loadLogEngine().then(() => (rulesLoaded.value = true))
  }

  const summaryCache = useSummaryCache()
  const gameSummaries = librarySummaries(summaryCache, platform)

  /** A game's summary: kept from before while its text is not even read, else its log's. */
  function summaryById(id: string): GameSummary | undefined {
    const unread = games.value.unread(id)
    const keptSummary = gameSummaries.keptFor(id)
    if (unread && keptSummary?.version === unread.version) return keptSummary.summary
    if (!rulesLoaded.value) return undefined
    const log = games.value.get(id)
    return log && gameSummaries.summaryOf(log)
  }

  /**
   * Until the library is read: the kept summaries of the games whose stored version (written
   * with each game's text) they were made from, so the list shows before any text is read.
   */
  const preview = shallowRef<GameSummary[] | null>(null)

  const summaries = computed<GameSummary[]>(() =>
    (!loaded.value && preview.value
      ? [...preview.value]
      : [...games.value.keys()].flatMap((id) => summaryById(id) ?? [])
    ).sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '')),
  )
  /** The library's people, each once, those who played most first (the new-game page's offer). */
  const knownPlayerNames = computed(() =>
    libraryPeople(summaries.value).map((person) => person.name),
  )

  /** The games the library holds, in the registry's order. */
  const gamesHeld = computed<string[]>(() => {
    const held = new Set<string>(summaries.value.map((summary) => summary.game))
    return listedGames.filter((game) => held.has(game))
  })
  /** The game the home screen lists ('' for all), kept while the app runs. */
  const gameFilter = ref('')

  /**
   * The games and what could not be read. Where the platform can, a game whose stored text a
   * kept summary was made from is left unread until it is asked for.
   */
  async function readLibrary(keptRead: Promise<Map<string, CachedSummary>>): Promise<{
    logs: LibraryLogs
    listing: GameListing
    summariesKept: Map<string, CachedSummary>
  }> {
    if (platform.listGamesKnowing) {
      const summariesKept = await keptRead
      const listing = await platform.listGamesKnowing(
        new Map([...summariesKept].map(([id, { version }]) => [id, version])),
      )
      const logs = new LibraryLogs(listing.unread).with(listing.games)
      // Every game held is read, checked and summarised by the games' rules; the kept summaries
      // are painted before they arrive, and an empty library waits for nothing.
      if (logs.size > 0) await loadRules()
      gameSummaries.knowStoredVersions(listing.versions)
      gameSummaries.knowReadFromStorage(listing.games)
      return { logs, listing, summariesKept }
    }
    const [listing, summariesKept] = await Promise.all([platform.listGames(), keptRead])
    if (listing.games.length > 0) await loadRules()
    gameSummaries.knowReadFromStorage(listing.games)
    return { logs: new LibraryLogs().with(listing.games), listing, summariesKept }
  }

  /** Shows the kept summaries the stored versions vouch for, then reads every game. */
  async function readLibraryAfterPreview(askedIn: number) {
    const keptRead = summaryCache.readAll()
    if (platform.listVersions) {
      // Without versions, nothing is shown before the games are read; the reading says why.
      const versions = platform.listVersions().catch(() => new Map<string, string>())
      const [versionsNow, summariesKept] = await Promise.all([versions, keptRead])
      if (askedIn === generation) {
        preview.value = [...versionsNow].flatMap(([id, version]) => {
          const keptSummary = summariesKept.get(id)
          return keptSummary?.version === version ? [keptSummary.summary] : []
        })
        // Reading every text costs the main thread: the list is painted first.
        await afterNextPaint()
      }
    }
    return readLibrary(keptRead)
  }

  /** Reads the library once; a failure is shown with a way to try again, and changes nothing. */
  function load(): Promise<void> {
    const askedIn = generation
    loading ??= readLibraryAfterPreview(askedIn).then(
      ({ logs, listing, summariesKept }) => {
        if (askedIn !== generation) return
        games.value = logs.with([...savedWhileReading.values()])
        savedWhileReading = new Map()
        gameSummaries.takeKept(summariesKept, (id) => logs.has(id))
        takeProblems(listing)
        preview.value = null
      },
      (error: unknown) => {
        if (askedIn !== generation) return
        loadProblem.value = loadProblemOf(error)
        loading = null
      },
    )
    return loading
  }

  function takeProblems(listing: GameListing) {
    damaged.value = listing.damaged
    conflictCopies.value = listing.conflictCopies ?? []
    otherFiles.value = listing.otherFiles ?? []
    loadProblem.value = null
    loaded.value = true
  }

  /**
   * Reads the library again after another program changed the folder (desktop app). It runs in
   * the write queue, so no write is under way meanwhile; a game changed here and not yet written
   * keeps its version on screen (the store compares it with the file when it writes it).
   */
  function reload(): Promise<void> {
    if (!loaded.value) return load()
    const askedIn = generation
    return enqueue(async () => {
      // A folder that cannot be read just now keeps the library as it was; the next change reads it.
      const relisted = await readAgain().catch(() => null)
      if (relisted === null || askedIn !== generation) return
      const { logs, listing } = relisted
      // A first game added to an empty library by another program comes with the rules too.
      if (listing.games.length > 0) await loadRules()
      if (askedIn !== generation) return
      games.value = logs
      takeProblems(listing)
    }, undefined)
  }

  /** The folder read again; where the platform can, only the games changed since are read. */
  async function readAgain(): Promise<{ logs: LibraryLogs; listing: GameListing }> {
    const listGamesKnowing = platform.listGamesKnowing
    if (!listGamesKnowing) {
      const listing = await platform.listGames()
      return {
        logs: new LibraryLogs().with([...listing.games, ...unsaved.value.values()]),
        listing,
      }
    }
    const listing = await listGamesKnowing(await versionsHeld())
    gameSummaries.knowStoredVersions(listing.versions)
    const unreadIds = listing.unread.map(([id]) => id)
    const logs = games.value.keeping(unreadIds, [...listing.games, ...unsaved.value.values()])
    return { logs, listing }
  }

  /** The stored version of every game held, where it is known: those are not read again. */
  async function versionsHeld(): Promise<Map<string, string>> {
    const held = new Map<string, string>()
    for (const id of games.value.keys()) {
      const unread = games.value.unread(id)
      const log = unread ? undefined : games.value.get(id)
      const version = unread?.version ?? (log && (await gameSummaries.storedVersionOf(log)))
      if (version !== undefined) held.set(id, version)
    }
    return held
  }
  platform.onGamesChanged(() => void reload())

  /**
   * A game's log. One whose text is still in its file (desktop) is fetched: undefined until it
   * is here, then the store's games change and every reader gets it.
   */
  function game(id: string): GameLog | undefined {
    const log = games.value.get(id)
    if (log === undefined && games.value.unread(id)?.text === null) void fetchGames([id])
    return log
  }

  const fetching = new Map<string, Promise<void>>()

  /** Fetches the texts of these games that are still in their files, each once at a time. */
  function fetchGames(ids: readonly string[]): Promise<void> {
    const readGame = platform.readGame
    if (!readGame) return Promise.resolve()
    return Promise.all(
      ids.map((id) => {
        const known = fetching.get(id)
        if (known) return known
        const askedIn = generation
        const done = readGame(id)
          .catch(() => null)
          .then((read) => {
            fetching.delete(id)
            if (askedIn !== generation || games.value.unread(id)?.text !== null) return
            if (read?.ok) {
              gameSummaries.knowStoredVersions([[read.log, read.version]])
              gameSummaries.knowReadFromStorage([read.log])
              games.value = games.value.with([read.log])
            } else {
              // Gone or changed since the listing: the listing, read again, says what is there.
              games.value = games.value.without(id)
              void reload()
            }
          })
        fetching.set(id, done)
        return done
      }),
    ).then(() => undefined)
  }

  /** A game's log once the library is read, fetched from its file if needed. */
  async function gameRead(id: string): Promise<GameLog | undefined> {
    await load()
    await fetchGames(games.value.unread(id)?.text === null ? [id] : [])
    return games.value.get(id)
  }

  /** Every game's log (a backup), the library read and every text fetched. */
  async function allGamesRead(): Promise<GameLog[]> {
    await load()
    await fetchGames(games.value.notFetched())
    return [...games.value.values()]
  }

  function save(log: GameLog): Promise<boolean> {
    return saveAll([log])
  }

  /** Saves several games (an import, a restore) with one write pass behind them. */
  function saveAll(logs: readonly GameLog[]): Promise<boolean> {
    if (logs.length === 0) return Promise.resolve(true)
    const nextUnsaved = new Map(unsaved.value)
    for (const log of logs) nextUnsaved.set(log.id ?? '', log)
    if (!loaded.value) for (const log of logs) savedWhileReading.set(log.id ?? '', log)
    games.value = games.value.with(logs)
    unsaved.value = nextUnsaved
    void loadRules()
    // Written once the change is on screen: serialising and storing a long game would otherwise
    // delay the frame that shows it. Until then the game counts as unsaved (closing asks first).
    return enqueue(async () => {
      await afterNextPaint()
      return writeUnsaved()
    }, false)
  }

  /**
   * Lets go of everything read or changed here, once another window holds the library: what
   * this one knew is stale from then on, and is read again if it takes the library back.
   */
  function forget() {
    generation += 1
    games.value = new LibraryLogs()
    unsaved.value = new Map()
    savedWhileReading = new Map()
    damaged.value = []
    conflictCopies.value = []
    otherFiles.value = []
    saveProblem.value = null
    loadProblem.value = null
    loaded.value = false
    preview.value = null
    loading = null
  }

  /** Writes every game not yet saved; true when all of them are. */
  function flush(): Promise<boolean> {
    return enqueue(writeUnsaved, false)
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

  /**
   * Deletes a game and returns it, so the caller can offer to bring it back. A version of it not
   * yet written is dropped first, so a later write cannot bring the deleted game back.
   */
  async function remove(id: string): Promise<GameLog | undefined> {
    const removed = await gameRead(id)
    if (!removed) return undefined
    const pending = new Map(unsaved.value)
    pending.delete(id)
    unsaved.value = pending
    const deleted = await enqueue(async () => {
      const result = await platform.deleteGame(id)
      if (result.ok || result.failure === 'not-found') return true
      saveProblem.value = result.problem
      return false
    }, false)
    if (!deleted) {
      unsaved.value = new Map(unsaved.value).set(id, removed)
      return undefined
    }
    games.value = games.value.without(id)
    gameSummaries.forget(id)
    return removed
  }

  return {
    games,
    damaged,
    conflictCopies,
    otherFiles,
    loaded,
    unsaved,
    saveProblem,
    loadProblem,
    summaries,
    knownPlayerNames,
    gamesHeld,
    gameFilter,
    load,
    reload,
    game,
    gameRead,
    allGamesRead,
    save,
    saveAll,
    forget,
    flush,
    remove,
  }
})
