import type { PreferenceStorage } from '../preferences'

/*
 * The games this device shares or follows, and how it is named at the table: kept in the
 * browser's storage, so that a device that reloads or restarts finds its shared games again.
 * A link is its document id: 16 random bytes, the only key to the game on the sync server.
 */

export interface RememberedTable {
  documentId: string
  /** The sync server's WebSocket address. */
  server: string
}

const tablesKey = 'casebook.tables'
const nameKey = 'casebook.tableName'

/** A document id as Automerge writes it (base58check): what a join link's last part must be. */
export const documentIdPattern = /^[1-9A-HJ-NP-Za-km-z]{20,40}$/

export function rememberedTables(storage: PreferenceStorage | null): Map<string, RememberedTable> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(tablesKey) ?? '{}')
    const tables = new Map<string, RememberedTable>()
    if (!stored || typeof stored !== 'object') return tables
    for (const [gameId, table] of Object.entries(stored as Record<string, unknown>)) {
      const { documentId, server } = (table ?? {}) as Record<string, unknown>
      if (typeof documentId !== 'string' || !documentIdPattern.test(documentId)) continue
      if (typeof server !== 'string' || !/^wss?:\/\//.test(server)) continue
      tables.set(gameId, { documentId, server })
    }
    return tables
  } catch {
    return new Map()
  }
}

export function rememberTables(
  storage: PreferenceStorage | null,
  tables: ReadonlyMap<string, RememberedTable>,
): void {
  try {
    storage?.setItem(tablesKey, JSON.stringify(Object.fromEntries(tables)))
  } catch {
    // Not fatal: the game is shared for this session; the link still opens it again.
  }
}

export function rememberedName(storage: PreferenceStorage | null): string | null {
  try {
    return storage?.getItem(nameKey) || null
  } catch {
    return null
  }
}

export function rememberName(storage: PreferenceStorage | null, name: string): void {
  try {
    storage?.setItem(nameKey, name)
  } catch {
    // Not fatal: the name holds for this session.
  }
}

const groupKey = 'casebook.group'

/** The group this device's library belongs to, if any. */
export function rememberedGroup(storage: PreferenceStorage | null): RememberedTable | null {
  try {
    const { documentId, server } = (JSON.parse(storage?.getItem(groupKey) ?? 'null') ??
      {}) as Record<string, unknown>
    if (typeof documentId !== 'string' || !documentIdPattern.test(documentId)) return null
    if (typeof server !== 'string' || !/^wss?:\/\//.test(server)) return null
    return { documentId, server }
  } catch {
    return null
  }
}

export function rememberGroup(storage: PreferenceStorage | null, group: RememberedTable | null) {
  try {
    storage?.setItem(groupKey, JSON.stringify(group))
  } catch {
    // Not fatal: the group is followed for this session; its link joins it again.
  }
}

/** The link another device of the group opens to join: the group page of this web app. */
export function groupLink(location: Pick<Location, 'origin' | 'pathname'>, documentId: string) {
  return `${location.origin}${location.pathname}#/group/${documentId}`
}

/** The sync server this page can reach: the one that served it (decision 0055). */
export function serverOfPage(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/`
}

/** The link another device opens to join: this web app's address, on the join page. */
export function joinLink(
  location: Pick<Location, 'origin' | 'pathname'>,
  documentId: string,
): string {
  return `${location.origin}${location.pathname}#/join/${documentId}`
}
