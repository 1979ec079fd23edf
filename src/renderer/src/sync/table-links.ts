import {
  isLocalNetworkAddress,
  isLoopbackHost,
  othersCanOpen,
  serverAddressesPath,
} from '../../../shared/reachable-hosts'
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

/** A page another device opens to join, and the address it is at ("192.168.1.20:3030"). */
export interface ShareLink {
  host: string
  link: string
}

type Page = Pick<Location, 'origin' | 'pathname'>

/** The join link on each page another device opens, in the order given. */
export function shareLinks(pages: readonly Page[], documentId: string): ShareLink[] {
  return linksOn(pages, documentId, joinLink)
}

/** A group's link on each page another device opens, in the order given. */
export function groupLinks(pages: readonly Page[], documentId: string): ShareLink[] {
  return linksOn(pages, documentId, groupLink)
}

function linksOn(
  pages: readonly Page[],
  documentId: string,
  linkOf: (page: Page, documentId: string) => string,
): ShareLink[] {
  return pages.map((page) => ({ host: new URL(page.origin).host, link: linkOf(page, documentId) }))
}

const shareHostKey = 'casebook.shareHost'

/** The address this device last chose for the other devices, when its server has several. */
export function rememberedShareHost(storage: PreferenceStorage | null): string | null {
  try {
    return storage?.getItem(shareHostKey) ?? null
  } catch {
    return null
  }
}

export function rememberShareHost(storage: PreferenceStorage | null, host: string): void {
  try {
    storage?.setItem(shareHostKey, host)
  } catch {
    // Not fatal: the choice holds while the dialog is open.
  }
}

/** A host and port as the server's answer gives one: `192.168.1.20:3030`, `[fd00::5]:3030`. */
const hostAndPort = /^(\[[0-9a-f:.]{2,45}\]|[0-9.]{7,15}):\d{1,5}$/i
const mostHosts = 16
const mostAnswerBytes = 4_096

/**
 * The addresses another device opens to reach the sync server at `origin`, as that server says
 * now (sync-server/addresses-answer.ts); none when it cannot say (an older server, offline). Its
 * answer is checked like anything from the network: bounded, and only addresses others open.
 */
export async function networkHostsOf(
  origin: string,
  fetchAnswer: typeof fetch = fetch,
): Promise<string[]> {
  try {
    const answer = await fetchAnswer(`${origin}${serverAddressesPath}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    })
    const text = answer.ok ? await answer.text() : ''
    if (text.length > mostAnswerBytes) return []
    const { hosts } = (JSON.parse(text || '{}') ?? {}) as { hosts?: unknown }
    if (!Array.isArray(hosts)) return []
    return hosts
      .slice(0, mostHosts)
      .filter((host): host is string => typeof host === 'string' && hostAndPort.test(host))
      .filter((host) => othersCanOpen(host.slice(0, host.lastIndexOf(':'))))
  } catch {
    return []
  }
}

/** Why a link pasted in the desktop app does not join a game (see `joinLinkTarget`). */
export type JoinLinkProblem = 'empty' | 'not-a-link' | 'this-computer' | 'not-local'

/**
 * The game and the sync server of a join link pasted in the desktop app, whose window reaches
 * only the local network (decision 0063): `http://<address>:<port>/…#/join/<document id>`, the
 * address one of the local network's. A link at 127.0.0.1 names the computer that shared it:
 * here, that would be this computer's own table server.
 */
export function joinLinkTarget(
  text: string,
): { documentId: string; at: string } | { problem: JoinLinkProblem; host?: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { problem: 'empty' }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return { problem: 'not-a-link' }
  }
  const documentId = /^#\/join\/([^/?#]+)$/.exec(url.hash)?.[1] ?? ''
  if (
    url.protocol !== 'http:' ||
    url.username ||
    url.password ||
    !documentIdPattern.test(documentId)
  ) {
    return { problem: 'not-a-link' }
  }
  if (isLoopbackHost(url.hostname)) return { problem: 'this-computer', host: url.host }
  if (serverAt(url.host) === undefined) return { problem: 'not-local', host: url.host }
  return { documentId, at: url.host }
}

/**
 * The WebSocket of the sync server at `host` ("192.168.1.20:3030"), a local-network address
 * other than this computer's, which the desktop app may join; undefined for any other host.
 */
export function serverAt(host: string): string | undefined {
  let url: URL
  try {
    url = new URL(`ws://${host}/`)
  } catch {
    return undefined
  }
  if (url.host !== host.toLowerCase()) return undefined
  return isLocalNetworkAddress(url.hostname) ? url.href : undefined
}
