import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import {
  addGroupGames,
  newGroup,
  readGroup,
  type GroupDoc,
} from '../../../shared/sync/group-library'
import { browserStorage } from '../preferences'
import type { DocHandle } from '../sync/table-repo'
import {
  documentIdPattern,
  groupLink,
  rememberedGroup,
  rememberGroup,
  serverOfPage,
  type RememberedTable,
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

  const link = computed(() =>
    membership.value ? groupLink(window.location, membership.value.documentId) : null,
  )

  function remember(group: RememberedTable | null) {
    membership.value = group
    rememberGroup(storage, group)
  }

  /** Every game the group lists, followed here; every game here, listed in the group. */
  async function follow(group: RememberedTable): Promise<boolean> {
    const { loaded, table: repo } = await table.repoFor(group.server)
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
    const server = serverOfPage(window.location)
    const { loaded, table: repo } = await table.repoFor(server)
    const created = await loaded.createGroup(repo, newGroup())
    const group = { documentId: created.documentId, server }
    remember(group)
    if (!(await follow(group))) state.value = 'not-found'
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

  return { state, games, link, create, join, resume, leave, stopGroup }
})
