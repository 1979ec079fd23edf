import type { TableServerAnswer } from '../../../shared/ipc-contract'
import { hostWithPort, ipv4First, othersCanOpen } from '../../../shared/reachable-hosts'
import { networkHostsOf, serverOfPage } from '../sync/table-links'
import type { TableServerControl } from './platform'

/*
 * Where this device's shared games sync, and the addresses another device opens (decision 0056,
 * issue 30): a web page syncs through the server that served it (decision 0055); the desktop app
 * runs its own on this computer, reached at 127.0.0.1, or follows another computer's server. A
 * link always carries an address other devices open (shared/reachable-hosts), or there is none.
 */

type Page = Pick<Location, 'origin' | 'pathname'>
type PageLocation = Pick<Location, 'protocol' | 'host' | 'hostname' | 'origin' | 'pathname'>

export interface TableEndpoint {
  /** The sync server's WebSocket, as this device reaches it. */
  server: string
  /**
   * The pages another device opens, before `#/join/<document id>`: one per address it may use,
   * the first by default; none when only this computer reaches the server.
   */
  pages: Page[]
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

/**
 * The server that served the page: how the web app shares. The page's own address when other
 * devices open it; opened at 127.0.0.1 (or localhost), the server's network addresses instead.
 */
export async function endpointOfPage(
  location: PageLocation,
  server = serverOfPage(location),
  networkHosts: (origin: string) => Promise<string[]> = networkHostsOf,
): Promise<TableEndpoint> {
  const hosts = othersCanOpen(location.hostname) ? null : await networkHosts(location.origin)
  const pages =
    hosts === null
      ? [{ origin: location.origin, pathname: location.pathname }]
      : hosts.map((host) => ({
          origin: `${location.protocol}//${host}`,
          pathname: location.pathname,
        }))
  return { server, pages, host: location.host, onThisComputer: false, webApp: true }
}

const loopbackServer = /^ws:\/\/127\.0\.0\.1:\d{1,5}\/$/

/** The desktop app's server as its own window reaches it, and as the other devices do. */
export function endpointOnThisComputer(
  answer: Exclude<TableServerAnswer, { refused: string }>,
): TableEndpoint {
  const hosts = ipv4First(answer.addresses.filter(othersCanOpen)).map((address) =>
    hostWithPort(address, answer.port),
  )
  return {
    server: `ws://127.0.0.1:${answer.port}/`,
    pages: hosts.map((host) => ({ origin: `http://${host}`, pathname: '/' })),
    host: hosts[0] ?? `127.0.0.1:${answer.port}`,
    onThisComputer: true,
    webApp: answer.webApp,
  }
}

/**
 * Another computer's server, followed by the desktop app from a link (decision 0063): the other
 * devices open the same address the link had.
 */
export function endpointElsewhere(server: string): TableEndpoint {
  const { host } = new URL(server)
  return {
    server,
    pages: [{ origin: `http://${host}`, pathname: '/' }],
    host,
    onThisComputer: false,
    webApp: true,
  }
}

/**
 * The endpoints of this device. `neverRunHere` is the user's setting: the desktop app then
 * never starts its server. The server stops `graceMs` after the last shared game stops sharing,
 * so that the revocation reaches it first (it then forgets the game); sharing again meanwhile
 * keeps it running.
 */
export function createTableEndpoints(
  tableServer: TableServerControl | undefined,
  location: PageLocation,
  neverRunHere: () => boolean,
  graceMs = 3_000,
  networkHosts: (origin: string) => Promise<string[]> = networkHostsOf,
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
      return tableServer ? onThisComputer() : endpointOfPage(location, undefined, networkHosts)
    },
    /**
     * Where a game shared or joined earlier syncs: on desktop, this computer's server again at
     * its port of today, or the other computer's it was joined through; the page's otherwise.
     */
    forTable(server: string): Promise<TableEndpoint> {
      if (!tableServer) return endpointOfPage(location, server, networkHosts)
      return isOnThisComputer(server)
        ? onThisComputer()
        : Promise.resolve(endpointElsewhere(server))
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
