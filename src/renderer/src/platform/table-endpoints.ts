import type { TableServerAnswer } from '../../../shared/ipc-contract'
import { serverOfPage } from '../sync/table-links'
import type { TableServerControl } from './platform'

/*
 * Where this device's shared games sync, and the address another device opens (decision 0056):
 * a web page syncs through the server that served it (decision 0055); the desktop app runs its
 * own on this computer, reached at 127.0.0.1, and gives the phones its local-network address.
 */

export interface TableEndpoint {
  /** The sync server's WebSocket, as this device reaches it. */
  server: string
  /** The page another device opens, before `#/join/<document id>`. */
  page: Pick<Location, 'origin' | 'pathname'>
  /** The server as the share dialog names it: host and port. */
  host: string
  /** The server runs on this computer (the desktop app). */
  onThisComputer: boolean
  /** Whether the link opens the app on another device (false: no web build to serve). */
  webApp: boolean
}

/** Why the desktop app's table server is not running. */
export class TableServerRefused extends Error {
  constructor(
    readonly reason: 'setting' | 'failed',
    detail = '',
  ) {
    super(`The table server is not running (${reason})${detail ? `: ${detail}` : ''}`)
  }
}

/** The server that served the page: how the web app shares. */
export function endpointOfPage(
  location: Pick<Location, 'protocol' | 'host' | 'origin' | 'pathname'>,
  server = serverOfPage(location),
): TableEndpoint {
  return {
    server,
    page: { origin: location.origin, pathname: location.pathname },
    host: location.host,
    onThisComputer: false,
    webApp: true,
  }
}

const loopbackServer = /^ws:\/\/127\.0\.0\.1:\d{1,5}\/$/

/** The desktop app's server as its own window reaches it, and as the phones do. */
export function endpointOnThisComputer(
  answer: Exclude<TableServerAnswer, { refused: string }>,
): TableEndpoint {
  const phones = addressForPhones(answer.addresses)
  const host = `${phones}:${answer.port}`
  return {
    server: `ws://127.0.0.1:${answer.port}/`,
    page: { origin: `http://${host}`, pathname: '/' },
    host,
    onThisComputer: true,
    webApp: answer.webApp,
  }
}

/**
 * The address a phone at the table reaches: the first local-network one, IPv4 first (what a
 * phone on the same Wi-Fi has too). A link-local IPv6 address needs its interface's name, which
 * a link cannot carry: it is left out. With no network at all, 127.0.0.1 (this computer only).
 */
function addressForPhones(addresses: readonly string[]): string {
  const usable = addresses.filter((address) => address !== '127.0.0.1' && !address.includes('%'))
  const ipv4 = usable.find((address) => !address.includes(':'))
  if (ipv4 !== undefined) return ipv4
  const ipv6 = usable[0]
  return ipv6 === undefined ? '127.0.0.1' : `[${ipv6}]`
}

/**
 * The endpoints of this device. `neverRunHere` is the user's setting: the desktop app then
 * never starts its server. The server stops `graceMs` after the last shared game stops sharing,
 * so that the revocation reaches it first (it then forgets the game); sharing again meanwhile
 * keeps it running.
 */
export function createTableEndpoints(
  tableServer: TableServerControl | undefined,
  location: Pick<Location, 'protocol' | 'host' | 'origin' | 'pathname'>,
  neverRunHere: () => boolean,
  graceMs = 3_000,
) {
  let stopping: ReturnType<typeof setTimeout> | undefined

  async function onThisComputer(): Promise<TableEndpoint> {
    if (neverRunHere()) throw new TableServerRefused('setting')
    clearTimeout(stopping)
    const answer = await tableServer!.start()
    if ('refused' in answer) throw new TableServerRefused('failed', answer.detail)
    return endpointOnThisComputer(answer)
  }

  return {
    /** Where a game shared now syncs: this computer's server on desktop, the page's otherwise. */
    forSharing(): Promise<TableEndpoint> {
      return tableServer ? onThisComputer() : Promise.resolve(endpointOfPage(location))
    },
    /** Where a game shared earlier syncs: this computer's server again, at its port of today. */
    forTable(server: string): Promise<TableEndpoint> {
      return tableServer && isOnThisComputer(server)
        ? onThisComputer()
        : Promise.resolve(endpointOfPage(location, server))
    },
    isOnThisComputer,
    /** No game is shared through this computer's server any more: it stops. */
    release(): void {
      if (!tableServer) return
      clearTimeout(stopping)
      stopping = setTimeout(() => void tableServer.stop().catch(() => {}), graceMs)
    },
  }
}

/** A server remembered for a game this desktop app shares: its own, at 127.0.0.1. */
function isOnThisComputer(server: string): boolean {
  return loopbackServer.test(server)
}

export type TableEndpoints = ReturnType<typeof createTableEndpoints>
