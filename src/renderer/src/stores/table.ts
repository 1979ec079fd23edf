import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import { readGameLog, type GameLog } from '../../../engine'
import { sharedGameOf, type Settlement } from '../../../shared/sync/change-shared-game'
import { SharedGameReader } from '../../../shared/sync/read-shared-game'
import type { DraftChange } from '../../../shared/sync/draft-tree'
import type { HandConflict } from '../../../shared/sync/shared-game'
import { usePlatform } from '../platform'
import { createTableEndpoints, type TableEndpoint } from '../platform/table-endpoints'
import { FetchedOnce } from '../fetched-once'
import { browserStorage } from '../preferences'
import { randomId } from '../../../shared/random-id'
import type { TableGame, TableGameReport, TablePresenceReport } from '../sync/table-game'
import {
  documentIdPattern,
  rememberedName,
  rememberedTables,
  rememberName,
  rememberTables,
  serverAt,
  serverOfPage,
  shareLinks,
  type RememberedTable,
  type ShareLink,
} from '../sync/table-links'
import { useGameHistoryStore } from './game-history'
import { useHandDraftsStore } from './hand-drafts'
import { useLibraryStore } from './library'
import { useSettingsStore } from './settings'

/** 'full': the table's server has no room for another connection now; it is tried again. */
export type TableConnection = 'connecting' | 'online' | 'offline' | 'full'

/** What the game page shows of a game shared with the table. */
export interface TableState extends TableGameReport, TablePresenceReport {
  /** The link on each address another device opens; none when only this device reaches it. */
  links: ShareLink[]
  /**
   * The sync server it goes through (its connection is the server's: `connectionOf`), and the
   * page another device opens (decision 0056).
   */
  endpoint: TableEndpoint
}

export type JoinOutcome =
  | { joined: true; gameId: string }
  | { joined: false; reason: 'bad-link' | 'not-found' | 'unreadable' }

const loadSync = () =>
  Promise.all([import('../sync/table-repo'), import('../sync/table-game')]).then(
    ([repo, game]) => ({ ...repo, ...game }),
  )
type Sync = Awaited<ReturnType<typeof loadSync>>

/**
 * The games this device shares with the table (decision 0055). Automerge is loaded the first time
 * a game is shared, joined or opened while shared; a game that is not shared never loads it.
 */
export const useTableStore = defineStore('table', () => {
  const library = useLibraryStore()
  const history = useGameHistoryStore()
  const drafts = useHandDraftsStore()
  /**
   * Games whose next hand this device filled in together since it opened: its own kept copy is
   * the table's draft's, and ends with it.
   */
  const filledTogether = new Set<string>()
  /**
   * What the shared games read and write: a change from another device ends this one's undo,
   * and a hand saved there ends this device's copy of that hand's draft (else "Enter hand 6"
   * would open on hand 5's values).
   */
  const tableLibrary = {
    game: (id: string) => library.game(id),
    save: (log: GameLog) => {
      const id = log.id ?? ''
      history.forgetGame(id)
      const before = library.game(id)?.hands.length ?? 0
      if (filledTogether.has(id) && log.hands.length > before) {
        filledTogether.delete(id)
        if (drafts.draftOf(id)?.hand === 'new') drafts.discard(id)
      }
      return library.save(log)
    },
  }
  const storage = browserStorage()
  const settings = useSettingsStore()
  const endpoints = createTableEndpoints(
    usePlatform().tableServer,
    window.location,
    () => settings.neverRunTableServer,
  )
  const remembered = shallowRef(rememberedTables(storage))
  const tables = shallowRef<ReadonlyMap<string, TableState>>(new Map())
  const deviceName = ref<string | null>(rememberedName(storage))
  const bound = new Map<string, TableGame>()
  // Automerge, then a repository per sync server: each fetched again if it failed (offline).
  const automerge = new FetchedOnce<Sync>(loadSync)
  const repos = new FetchedOnce(async (server) => {
    const opened = await (await automerge.get('')).openTableRepo(server)
    connected(server, opened.network.isReady() ? 'online' : 'connecting')
    opened.network.on('peer-candidate', () => {
      connected(server, 'online')
      // Once the repository has taken the server back as a peer (within this task), the
      // devices at the table hear this one's presence again, without waiting for its refresh.
      setTimeout(() => announceThrough(server))
    })
    opened.network.on('peer-disconnected', () => connected(server, 'offline'))
    opened.network.onServerFull(() => connected(server, 'full'))
    return opened
  })

  function announceThrough(server: string) {
    for (const [gameId, binding] of bound) {
      if (tables.value.get(gameId)?.endpoint.server === server) binding.announce()
    }
  }

  // A page closed, reloaded or left says goodbye: the other devices stop counting it at once.
  // One kept for going back (the back-forward cache) and shown again takes its seats again.
  const leftTables = new Set<TableGame>()
  window.addEventListener('pagehide', () => {
    for (const binding of bound.values()) {
      if (!binding.atTable) continue
      leftTables.add(binding)
      binding.leaveTable()
    }
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const binding of leftTables) binding.joinTable()
    leftTables.clear()
  })

  function chooseName(name: string) {
    deviceName.value = name
    rememberName(storage, name)
  }

  function isShared(gameId: string): boolean {
    return remembered.value.has(gameId)
  }

  function update(gameId: string, change: Partial<TableState>) {
    const current = tables.value.get(gameId)
    if (!current && change.links === undefined) return
    tables.value = new Map(tables.value).set(gameId, { ...current!, ...change })
  }

  /** Each sync server's connection, followed once for all the games that go through it. */
  const connections = shallowRef<ReadonlyMap<string, TableConnection>>(new Map())
  function connected(server: string, connection: TableConnection) {
    connections.value = new Map(connections.value).set(server, connection)
  }

  async function repoFor(server: string) {
    return { loaded: await automerge.get(''), table: await repos.get(server) }
  }

  /** The server a join link's game syncs through: the page's own, or the one it names (`at`). */
  function serverForJoin(at?: string): string | undefined {
    return at === undefined ? serverOfPage(window.location) : serverAt(at)
  }

  /** Whether the server a join link names has no room for this device now (it is tried again). */
  function isJoinServerFull(at?: string): boolean {
    const server = serverForJoin(at)
    return server !== undefined && connections.value.get(server) === 'full'
  }

  /**
   * Where something shared now syncs, and the pages other devices open (a group's document goes
   * through the same server as its games).
   */
  function sharingEndpoint(): Promise<TableEndpoint> {
    return endpoints.forSharing()
  }

  /** Where something shared or joined earlier through `server` syncs today, and its pages. */
  function endpointOf(server: string): Promise<TableEndpoint> {
    return endpoints.forTable(server)
  }

  function connectionOf(gameId: string): TableConnection {
    const server = tables.value.get(gameId)?.endpoint.server
    return (server !== undefined && connections.value.get(server)) || 'connecting'
  }

  function remember(gameId: string, table: RememberedTable | null) {
    const next = new Map(remembered.value)
    if (table) next.set(gameId, table)
    else next.delete(gameId)
    remembered.value = next
    rememberTables(storage, next)
  }

  /** Keeps the library's game and the shared document in step, both ways. */
  async function bind(gameId: string, table: RememberedTable): Promise<TableGame> {
    const known = bound.get(gameId)
    if (known) return known
    const endpoint = await endpoints.forTable(table.server)
    const { loaded, table: repo } = await repoFor(endpoint.server)
    const handle = await loaded.findSharedGame(repo, table.documentId as never)
    const raced = bound.get(gameId)
    if (raced) return raced
    update(gameId, {
      links: shareLinks(endpoint.pages, table.documentId),
      endpoint,
      conflicts: [],
      entering: [],
      devices: 0,
      revoked: false,
      unreadable: false,
      entryOf: () => undefined,
      draftOf: () => null,
      doneOf: () => new Map(),
      conflictsOf: () => [],
      strayOf: () => [],
    })
    const binding = new loaded.TableGame(
      handle,
      tableLibrary,
      gameId,
      () => deviceName.value ?? '',
      (report) => update(gameId, report),
    )
    bound.set(gameId, binding)
    watch(
      () => library.game(gameId),
      (log) => {
        if (log) binding.localChange(log)
      },
    )
    return binding
  }

  /**
   * Shares a game of the library: it gets a link, and every change goes to the table. Gives the
   * document's id (the game's link), also for a game shared already.
   */
  async function share(gameId: string): Promise<string | undefined> {
    const known = remembered.value.get(gameId)
    if (known) return known.documentId
    const log = library.game(gameId)
    if (!log) return undefined
    const { server } = await endpoints.forSharing()
    const { loaded, table: repo } = await repoFor(server)
    const author = { by: deviceName.value ?? '', at: new Date().toISOString() }
    const handle = await loaded.createSharedGame(
      repo,
      sharedGameOf(log, author, () => randomId()),
    )
    const table = { documentId: handle.documentId, server }
    remember(gameId, table)
    // The device that shares is at the table like the others: it sees them, they see it.
    const binding = await bind(gameId, table)
    binding.joinTable()
    return table.documentId
  }

  /** Follows a shared game this device already has (in the background, as a group's games are). */
  function follow(gameId: string): Promise<TableGame | undefined> | undefined {
    const table = remembered.value.get(gameId)
    // A desktop app told never to run its table server, or whose server cannot start, follows
    // nothing: the game stays in the library as it is.
    return table && bind(gameId, table).catch(() => undefined)
  }

  /** Follows a shared game on its page: this device joins the table's presence too. */
  function sitAt(gameId: string): void {
    void follow(gameId)?.then((binding) => binding?.joinTable())
  }

  /**
   * Opens a join link's game: it is added to this device's library, and followed through the
   * server that served the page, or, in the desktop app, the one at the link's address `at`
   * (decision 0063).
   */
  async function join(documentId: string, at?: string): Promise<JoinOutcome> {
    if (!documentIdPattern.test(documentId)) return { joined: false, reason: 'bad-link' }
    const server = serverForJoin(at)
    if (server === undefined) return { joined: false, reason: 'bad-link' }
    const { loaded, table } = await repoFor(server)
    if (!loaded.isDocumentId(documentId)) return { joined: false, reason: 'bad-link' }
    const handle = await loaded.findSharedGame(table, documentId).catch(() => null)
    if (!handle) {
      // Looked for again (the join page does, for a while), the server is asked anew.
      loaded.askAgainForSharedGame(table, documentId)
      return { joined: false, reason: 'not-found' }
    }
    const doc = handle.doc()
    const read = new SharedGameReader().read(doc, loaded.concurrentVersions(doc))
    const checked = read.ok ? readGameLog(read.log) : null
    if (!checked?.ok || !checked.log.id) return { joined: false, reason: 'unreadable' }
    const gameId = checked.log.id
    if (!library.game(gameId)) await library.save(checked.log)
    remember(gameId, { documentId, server })
    await bind(gameId, { documentId, server })
    return { joined: true, gameId }
  }

  /** Stops sharing: the link no longer opens the game; every device keeps what it has. */
  function stop(gameId: string): void {
    const binding = bound.get(gameId)
    binding?.revoke()
    binding?.stop()
    bound.delete(gameId)
    remember(gameId, null)
    if (![...remembered.value.values()].some((t) => endpoints.isOnThisComputer(t.server))) {
      endpoints.release()
    }
    const next = new Map(tables.value)
    next.delete(gameId)
    tables.value = next
  }

  function settle(gameId: string, conflict: HandConflict, settlement: Settlement): void {
    bound.get(gameId)?.settle(conflict, settlement)
  }

  /** Tells the other devices which hand this one is entering (null: none). */
  function entering(gameId: string, hand: number | null): void {
    bound.get(gameId)?.entering(hand)
  }

  /** Writes this device's changes to the draft of hand `number`, for every device. */
  function writeDraft(
    gameId: string,
    number: number,
    game: string,
    changes: readonly DraftChange[],
  ): boolean {
    const written = bound.get(gameId)?.writeDraft(number, game, changes) ?? false
    if (written) filledTogether.add(gameId)
    return written
  }

  function discardDraft(gameId: string, number: number): void {
    bound.get(gameId)?.discardDraft(number)
  }

  function markDone(
    gameId: string,
    number: number,
    game: string,
    mark: { part: string; done: boolean },
  ): void {
    bound.get(gameId)?.markDone(number, game, mark)
  }

  /** Tells the other devices which part of the hand this one last changed. */
  function filling(gameId: string, part: string | null): void {
    bound.get(gameId)?.filling(part)
  }

  return {
    tables,
    connectionOf,
    repoFor,
    sharingEndpoint,
    endpointOf,
    deviceName,
    chooseName,
    isShared,
    share,
    follow,
    sitAt,
    join,
    isJoinServerFull,
    stop,
    settle,
    entering,
    writeDraft,
    discardDraft,
    markDone,
    filling,
  }
})
