import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TableServerAnswer } from '../shared/ipc-contract'
import {
  DEFAULT_PORT,
  startSyncServer,
  type SyncServer,
  type SyncServerOptions,
} from '../sync-server/server'

/** The loopback address the app's own window syncs through; it must be among those listened on. */
export const loopbackHost = '127.0.0.1'

export interface TableServerOptions {
  /** The folder the shared documents are kept in (`table-sync` in the app's data folder). */
  dataDir: string
  /** The built web app served to the phones that join; absent: the server only syncs. */
  webRoot: string | undefined
  /** Default: 127.0.0.1 and this machine's local-network addresses (never a wildcard). */
  hosts?: string[]
  /** Tried first; when it is taken, any free port. Default 3030, the sync server's. */
  preferredPort?: number
  /** Pages that may sync besides app://casebook and the server's own: the dev server's. */
  allowedOrigins?: string[]
  log?: (line: string) => void
}

export interface TableServer {
  /** Starts the server if it is not running (once, however many ask at the same time). */
  start(): Promise<TableServerAnswer>
  /** Stops it and writes what is pending; nothing when it is not running. */
  stop(): Promise<void>
}

/**
 * The desktop app's sync server (decision 0056): started in this process when a game is shared,
 * stopped when the last one stops sharing and when the app quits, so that nothing listens on the
 * local network otherwise.
 */
export function createTableServer(options: TableServerOptions): TableServer {
  let running: Promise<{ server: SyncServer | null; answer: TableServerAnswer }> | null = null
  const webApp = options.webRoot !== undefined && existsSync(join(options.webRoot, 'index.html'))
  const serverOptions: SyncServerOptions = {
    dataDir: options.dataDir,
    ...(webApp && { webRoot: options.webRoot }),
    ...(options.hosts && { hosts: options.hosts }),
    ...(options.allowedOrigins && { allowedOrigins: options.allowedOrigins }),
    ...(options.log && { log: options.log }),
  }

  async function launch(): Promise<{ server: SyncServer | null; answer: TableServerAnswer }> {
    try {
      const server = await startWithLoopback(serverOptions, options.preferredPort ?? DEFAULT_PORT)
      return {
        server,
        answer: { port: server.port, addresses: [...server.addresses], webApp },
      }
    } catch (error) {
      running = null
      const detail = error instanceof Error ? error.message : String(error)
      return { server: null, answer: { refused: 'failed', detail } }
    }
  }

  return {
    async start() {
      running ??= launch()
      return (await running).answer
    },
    async stop() {
      const stopping = running
      running = null
      const server = (await stopping)?.server
      await server?.close()
    },
  }
}

/**
 * The preferred port, else any free one: on the preferred port, another program may hold
 * 127.0.0.1 while a local-network address is free, and a server the window cannot reach is
 * closed and started again elsewhere.
 */
async function startWithLoopback(options: SyncServerOptions, port: number): Promise<SyncServer> {
  try {
    return await startReachable({ ...options, port })
  } catch {
    return startReachable({ ...options, port: 0 })
  }
}

async function startReachable(options: SyncServerOptions): Promise<SyncServer> {
  const server = await startSyncServer(options)
  if (server.addresses.includes(loopbackHost)) return server
  await server.close()
  throw new Error(`cannot listen on ${loopbackHost} port ${options.port}`)
}
