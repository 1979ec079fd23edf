import { mkdir, realpath } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { networkInterfaces } from 'node:os'
import type { Duplex } from 'node:stream'
import { Repo, type DocumentId } from '@automerge/automerge-repo'
import { WebSocketServer } from 'ws'
import { DurableStorage } from './durable-storage.js'
import { GuardedServerAdapter } from './guarded-adapter.js'
import { closeServer, listenOnAll } from './listen.js'
import { localNetworkAddresses } from './local-addresses.js'
import { purgeRevoked, watchForRevocation } from './revocation-watch.js'
import { RevokedDocuments } from './revoked-documents.js'
import { PersistBeforeAnswer } from './persist-before-answer.js'
import { markAsSyncServer } from './server-info.js'
import { staticFiles } from './static-files.js'
import { UnknownDocumentGate } from './unknown-document-gate.js'

export interface SyncServerOptions {
  /** Addresses to listen on; default: 127.0.0.1 and this machine's local-network addresses. */
  hosts?: string[]
  /** Default 3030; 0 picks a free port. */
  port?: number
  /** The folder the documents and the list of revoked ones are kept in. */
  dataDir: string
  /** A folder of files served over HTTP (the built web app); none by default. */
  webRoot?: string
  /** Largest WebSocket message accepted, in bytes; default 16 MiB. */
  maxMessageBytes?: number
  /** Messages per second a connection may send on average; default 100. */
  maxMessagesPerSecond?: number
  /** Messages a connection may send at once; default 5 seconds' worth (500). */
  maxBurstMessages?: number
  /** Simultaneous WebSocket connections; default 64. */
  maxConnections?: number
  log?: (line: string) => void
}

export interface SyncServer {
  port: number
  /** The addresses actually listened on. */
  addresses: string[]
  /** Stops listening, closes every connection and writes pending changes to the folder. */
  close(): Promise<void>
}

export const DEFAULT_PORT = 3030
/**
 * A whole game sent at once must fit: the first sync of a game of 10,000 small hands is one
 * message of about 150 KB (Automerge sends the document compressed). 16 MiB leaves a hundred
 * times that for larger hands and a group's library (more than the largest game log the app
 * opens, 10 MiB), and bounds what one message can cost.
 */
export const DEFAULT_MAX_MESSAGE_BYTES = 16 * 1024 * 1024
/** A device sends a few messages per edit and a presence heartbeat; 100 a second is a flood. */
export const DEFAULT_MAX_MESSAGES_PER_SECOND = 100
/**
 * A device opening its documents sends two or three messages each at once: 5 seconds' worth
 * (500) covers a game or a few hundred documents. A connection that needs more at once (a group's
 * library of a thousand games, one document each) must be given a larger `maxBurstMessages`, or
 * it is closed and starts over on every reconnection.
 */
export const BURST_SECONDS = 5
/** A table is a handful of devices; a club, a few dozen. */
export const DEFAULT_MAX_CONNECTIONS = 64

/**
 * The sync server: an automerge-repo Repo that keeps documents in `dataDir` and syncs them over
 * WebSocket, serving a document only to a client that asks for it by its id (it announces and
 * lists nothing), never a revoked one; plus, over HTTP on the same port, the web app's files.
 */
export async function startSyncServer(options: SyncServerOptions): Promise<SyncServer> {
  const log = options.log ?? ((line: string) => console.log(line))
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS
  const perSecond = options.maxMessagesPerSecond ?? DEFAULT_MAX_MESSAGES_PER_SECOND
  await mkdir(options.dataDir, { recursive: true })
  const revoked = await RevokedDocuments.load(options.dataDir)
  const webRoot = options.webRoot === undefined ? undefined : await realpath(options.webRoot)

  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
  })
  const adapter = new GuardedServerAdapter(
    sockets,
    {
      maxMessagesPerSecond: perSecond,
      burstMessages: options.maxBurstMessages ?? perSecond * BURST_SECONDS,
    },
    log,
  )
  const storage = new DurableStorage(options.dataDir, log)
  // The adapters call these only once the repo, below, runs.
  const gate = new UnknownDocumentGate(
    adapter,
    {
      isOpen: (documentId): boolean => repo.handles[documentId] !== undefined,
      isOnDisk: (documentId) => storage.hasDocument(documentId),
    },
    log,
  )
  const persist = async (documentId: DocumentId): Promise<void> => {
    if (repo.handles[documentId]?.isReady()) await repo.flush([documentId])
    if (revoked.has(documentId)) await revoked.written()
  }
  const repo: Repo = new Repo({
    storage,
    network: [new PersistBeforeAnswer(gate, persist, log)],
    shareConfig: {
      announce: async () => false,
      access: async (_peer, documentId) => !revoked.has(documentId),
    },
  })
  watchForRevocation(repo, revoked, log)
  await purgeRevoked(repo, revoked)
  await adapter.whenAttached()

  const serveFile = staticFiles(webRoot)
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy())
    if (sockets.clients.size >= maxConnections) {
      log(`connection refused: already ${maxConnections} connections`)
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      )
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request))
  }
  const createHttpServer = (): Server => {
    const server = createServer((request, response) => {
      markAsSyncServer(response)
      serveFile(request, response).catch(() => response.destroy())
    })
    server.on('upgrade', upgrade)
    return server
  }
  const hosts = options.hosts ?? localNetworkAddresses(networkInterfaces())
  const strict = options.hosts !== undefined
  let listening: Awaited<ReturnType<typeof listenOnAll>>
  try {
    listening = await listenOnAll(
      hosts,
      options.port ?? DEFAULT_PORT,
      strict,
      createHttpServer,
      log,
    )
  } catch (error) {
    sockets.close()
    await flushReady(repo)
    storage.close()
    throw error
  }
  return {
    port: listening.port,
    addresses: listening.addresses,
    async close() {
      // Stops accepting at once; the HTTP servers close once the upgraded sockets are gone too.
      const httpClosed = Promise.all(listening.servers.map(closeServer))
      for (const client of sockets.clients) client.terminate()
      // Emits 'close', on which the adapter forgets its peers and stops its keep-alive timer.
      sockets.close()
      await httpClosed
      await flushReady(repo)
      storage.close()
    },
  }
}

/**
 * Writes every document's pending changes. Not `repo.shutdown()`: its flush throws on a document
 * that is not ready, as one a client asked for and nobody had stays.
 */
function flushReady(repo: Repo): Promise<void> {
  const ready = Object.values(repo.handles).filter((handle) => handle.isReady())
  return repo.flush(ready.map((handle) => handle.documentId))
}
