import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import {
  addGroupGames,
  newGroup,
  readGroup,
  type GroupDoc,
} from '../../../shared/sync/group-library'
import type { TableEndpoint } from '../platform/table-endpoints'
import { browserStorage } from '../preferences'
import type { DocHandle } from '../sync/table-repo'
import {
  documentIdPattern,
  groupLinks,
  rememberedGroup,
  rememberGroup,
  serverOfPage,
  type RememberedTable,
  type ShareLink,
} from '../sync/table-links'
import { useLibraryStore } from './library'
import { useTableStore } from './table'

export type GroupState = 'none' | 'joining' | 'in-group' | 'not-found' | 'bad-link' | 'revoked'

/**
 * A group's library (decision 0057): every game of this device's library is shared, and listed in
 * the group's document; every game the group lists is followed here, added to the library. So a
 * group's games, and with them its history and people, are on each of its devices. Nothing of
 * Automerge loads for a library that is in no group.
 */
export const useGroupStore = defineStore('group', () => {
  const library = useLibraryStore()
  const table = useTableStore()
  const storage = browserStorage()
  const membership = shallowRef<RememberedTable | null>(rememberedGroup(storage))
  const state = ref<GroupState>(membership.value ? 'joining' : 'none')
  const games = ref(0)
  let handle: DocHandle<GroupDoc> | undefined
  let stopWatching: (() => void) | undefined
  /** One pass at a time over the group and the library, so that no game is shared twice. */
  let passes: Promise<void> = Promise.resolve()
  function inTurn(pass: () => Promise<void>): Promise<void> {
    passes = passes.then(pass, pass)
    return passes
  }

  /** This device belongs to a group: its link can be shown. */
  const member = computed(() => membership.value !== null)
  /** The group's server as found when it was last followed: how it syncs, what others open. */
  const endpoint = shallowRef<TableEndpoint | null>(null)
  /**
   * The group's link on each address another device opens (decision 0063), as a game's: null
   * while it is being worked out, none when only this computer reaches the group's server.
   */
  const links = computed<ShareLink[] | null>(() =>
    membership.value && endpoint.value
      ? groupLinks(endpoint.value.pages, membership.value.documentId)
      : null,
  )

  function remember(group: RememberedTable | null) {
    membership.value = group
    rememberGroup(storage, group)
  }

  /**
   * Every game the group lists, followed here; every game here, listed in the group. Through the
   * group's server as a game's is reached (`known`: just asked for): in the desktop app, this
   * computer's own at its port of today.
   */
  async function follow(group: RememberedTable, known?: TableEndpoint): Promise<boolean> {
    endpoint.value = null
    const at = await (known ?? table.endpointOf(group.server).catch(() => null))
    if (!at) return false
    endpoint.value = at
    const { loaded, table: repo } = await table.repoFor(at.server)
    const found = await loaded.findGroup(repo, group.documentId as never).catch(() => null)
    if (!found) return false
    handle = found
    found.on('change', () => void inTurn(takeGroup))
    await inTurn(takeGroup)
    stopWatching = watch(
      () => library.summaries.map((summary) => summary.id).join(),
      () => void inTurn(listLibrary),
    )
    await inTurn(listLibrary)
    return true
  }

  async function takeGroup(): Promise<void> {
    if (!handle) return
    const read = readGroup(handle.doc())
    if (!read.ok) return
    if (read.revoked) {
      leave()
      state.value = 'revoked'
      return
    }
    state.value = 'in-group'
    games.value = read.games.size
    for (const [gameId, documentId] of read.games) {
      if (table.isShared(gameId)) void table.follow(gameId)
      else await table.join(documentId)
    }
  }

  /** Shares each game of the library that the group does not list yet, and lists it. */
  async function listLibrary(): Promise<void> {
    if (!handle) return
    await library.load()
    const read = readGroup(handle.doc())
    if (!read.ok) return
    const added = new Map<string, string>()
    for (const { id } of library.summaries) {
      if (read.games.has(id)) continue
      await library.gameRead(id)
      const documentId = await table.share(id)
      if (documentId) added.set(id, documentId)
    }
    if (added.size === 0) return
    const author = { by: table.deviceName ?? '', at: new Date().toISOString() }
    handle.change((doc) => addGroupGames(doc, added, author))
  }

  /** Makes a group of this library: its link is shown, for the group's other devices. */
  async function create(): Promise<void> {
    if (membership.value) return
    state.value = 'joining'
    // The server this device shares its games through: the group's games go there too.
    const at = await table.sharingEndpoint()
    const { loaded, table: repo } = await table.repoFor(at.server)
    const created = await loaded.createGroup(repo, newGroup())
    const group = { documentId: created.documentId, server: at.server }
    remember(group)
    if (!(await follow(group, at))) state.value = 'not-found'
  }

  /** Joins the group behind a group link: its games come here, and this library's go there. */
  async function join(documentId: string): Promise<void> {
    if (!documentIdPattern.test(documentId)) {
      state.value = 'bad-link'
      return
    }
    if (membership.value?.documentId === documentId && handle) return
    if (membership.value) leave()
    state.value = 'joining'
    const group = { documentId, server: serverOfPage(window.location) }
    if (await follow(group)) remember(group)
    else state.value = 'not-found'
  }

  /** Follows the group again when the app starts. */
  function resume(): void {
    if (membership.value && !handle) {
      void follow(membership.value).then((found) => {
        if (!found) state.value = 'not-found'
      })
    }
  }

  /** This device leaves the group: it keeps its games, and stops following the group's list. */
  function leave(): void {
    stopWatching?.()
    stopWatching = undefined
    handle = undefined
    endpoint.value = null
    remember(null)
    state.value = 'none'
  }

  /** Ends the group for every device: the server forgets it; each device keeps its games. */
  function stopGroup(): void {
    handle?.change((doc) => {
      doc.revoked = true
    })
    leave()
  }

  return { state, games, member, links, endpoint, create, join, resume, leave, stopGroup }
})
