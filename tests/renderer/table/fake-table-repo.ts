import type { GroupDoc } from '../../../src/shared/sync/group-library'

/*
 * Automerge's repository (src/renderer/src/sync/table-repo.ts) stood in for, for the group's
 * tests, which are about the link and not about syncing: a test file mocks that module with this
 * one. It keeps what the app opened, and each group it made, in memory.
 */

/** The document id of every group made here. */
export const groupId = '2aPr9bnRnpMKDbHvsBKfMN9N34gL'

/** The sync servers the app opened a repository on, in order. */
export const opened: string[] = []

export function forgetAll(): void {
  opened.length = 0
}

function handleOf(doc: GroupDoc) {
  return {
    documentId: groupId,
    doc: () => doc,
    on: () => {},
    change: (change: (doc: GroupDoc) => void) => change(doc),
  }
}

export function openTableRepo(server: string) {
  opened.push(server)
  return Promise.resolve({
    repo: server,
    network: { isReady: () => true, on: () => {}, onServerFull: () => {} },
  })
}

export function createGroup(_repo: unknown, doc: GroupDoc) {
  return Promise.resolve(handleOf(doc))
}

/** Any group asked for is found, with no game yet. */
export function findGroup() {
  return Promise.resolve(
    handleOf({ format: 'casebook/group', version: 1, games: {} } satisfies GroupDoc),
  )
}
