import { mkdir, realpath } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { networkInterfaces } from 'node:os'
import type { Duplex } from 'node:stream'
import { Repo, type DocumentId } from '@automerge/automerge-repo'
import { WebSocketServer } from 'ws'
import { answerAddresses } from './addresses-answer.js'
import { boundedLog } from './bounded-log.js'
import type { CreationLimits } from './creation-budget.js'
import { DurableStorage } from './durable-storage.js'
import { GuardedServerAdapter } from './guarded-adapter.js'
import { sendHeartbeats } from './heartbeat.js'
import { closeServer, listenOnAll } from './listen.js'
import { localNetworkAddresses } from './local-addresses.js'
import { isAllowedOrigin } from './origins.js'
import { purgeRevoked, watchForRevocation } from './revocation-watch.js'
import { RevokedDocuments } from './revoked-documents.js'
import type { FileCalls } from './durable-write.js'
import { PersistBeforeAnswer } from './persist-before-answer.js'
import { REPO_SAVE_DEBOUNCE_MS } from './repo-saves.js'
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
  /** Messages per second one remote address may send on average; default 100. */
  maxMessagesPerSecond?: number
  /** Messages one remote address may send at once; default 5 seconds' worth (500). */
  maxBurstMessages?: number
  /** Simultaneous WebSocket connections; default 64. */
  maxConnections?: number
  /** Simultaneous WebSocket connections from one remote address; default 8. */
  maxConnectionsPerAddress?: number
  /** A connection that has not joined within this time is closed; default 5 s. */
  joinTimeoutMs?: number
  /** How often each connection is pinged; one that missed a pong is dropped; default 3 s. */
  keepAliveIntervalMs?: number
  /**
   * Origins (`http://host:port`) whose pages may connect, besides the page this server served
   * and the desktop app's: a development server's, say.
   */
  allowedOrigins?: string[]
  /** What clients may create (documents the server did not hold); defaults below. */
  creationLimits?: Partial<CreationLimits>
  /** Where the log goes; lines of one kind are bounded (`boundedLog`). Default: the console. */
  log?: (line: string) => void
  /**
   * How the documents are written (`durable-write.ts`, decision 0071): `synchronous` only in a
   * process of the server's own; default `asynchronous`, as inside the desktop app's main process.
   */
  fileCalls?: FileCalls
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
 * A device holds one connection per page open on the server (and briefly one more while it
 * reconnects): 8 is a phone with several tabs, and three devices cannot hold the 64.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 8
/** A device sends its join as soon as its socket opens: 5 s covers a busy phone. */
export const DEFAULT_JOIN_TIMEOUT_MS = 5_000
/**
 * A stalled socket is dropped 3 to 6 s after its last pong (one interval to ping, one to miss
 * it), so that the other devices stop counting it within 10 s.
 */
export const DEFAULT_KEEP_ALIVE_INTERVAL_MS = 3_000
/**
 * A club evening creates a few games per device; sharing a group's library pushes its games
 * once (a 10,000-hand game is about 150 KB). A flood stops at 500 documents or 64 MiB per
 * address in an hour, and at 5,000 documents or 1 GiB in a day for all clients together.
 */
export const DEFAULT_CREATION_LIMITS: CreationLimits = {
  documentsPerAddress: 500,
  bytesPerAddress: 64 * 1024 * 1024,
  documentsTotal: 5_000,
  bytesTotal: 1024 * 1024 * 1024,
}

/**
 * The sync server: an automerge-repo Repo that keeps documents in `dataDir` and syncs them over
 * WebSocket, serving a document only to a client that asks for it by its id (it announces and
 * lists nothing), never a revoked one; plus, over HTTP on the same port, the web app's files.
 */
export async function startSyncServer(options: SyncServerOptions): Promise<SyncServer> {
  const log = boundedLog(options.log ?? ((line: string) => console.log(line)))
  const perSecond = options.maxMessagesPerSecond ?? DEFAULT_MAX_MESSAGES_PER_SECOND
  await mkdir(options.dataDir, { recursive: true })
  const revoked = await RevokedDocuments.load(options.dataDir, options.fileCalls)
  const webRoot = options.webRoot === undefined ? undefined : await realpath(options.webRoot)

  const sockets = new WebSocketServer({
    noServer: true,
    // The guard answers pings itself, in order with the messages (see GuardedServerAdapter).
    autoPong: false,
    maxPayload: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
  })
  sendHeartbeats(sockets)
  const storage = new DurableStorage(options.dataDir, log, options.fileCalls)
  const adapter = new GuardedServerAdapter(sockets, {
    limits: {
      maxMessagesPerSecond: perSecond,
      burstMessages: options.maxBurstMessages ?? perSecond * BURST_SECONDS,
      maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
      maxConnectionsPerAddress:
        options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      joinTimeoutMs: options.joinTimeoutMs ?? DEFAULT_JOIN_TIMEOUT_MS,
      creation: { ...DEFAULT_CREATION_LIMITS, ...options.creationLimits },
    },
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? DEFAULT_KEEP_ALIVE_INTERVAL_MS,
    // A document loaded here is held; else its folder says (read only for changes to a
    // document not loaded, which would create it).
    isKnownDocument: (documentId: DocumentId): boolean | Promise<boolean> =>
      repo.handles[documentId]?.isReady() === true || storage.hasDocument(documentId),
    log,
  })
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
  const headsOf = (documentId: DocumentId): string | undefined => {
    const handle = repo.handles[documentId]
    return handle?.isReady() ? handle.heads().join(' ') : undefined
  }
  const repo: Repo = new Repo({
    storage,
    saveDebounceRate: REPO_SAVE_DEBOUNCE_MS,
    network: [
      new PersistBeforeAnswer(gate, persist, headsOf, log, (peerId) =>
        adapter.disconnectPeer(peerId),
      ),
    ],
    shareConfig: {
      announce: async () => false,
      access: async (_peer, documentId) => !revoked.has(documentId),
    },
  })
  watchForRevocation(repo, revoked, log)
  await purgeRevoked(repo, revoked)
  await adapter.whenAttached()

  const serveFile = staticFiles(webRoot)
  const allowedOrigins = (options.allowedOrigins ?? []).map((origin) => origin.toLowerCase())
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy())
    const { origin, host } = request.headers
    if (!isAllowedOrigin(origin, host, allowedOrigins)) {
      // Any web page a browser on the network opens could otherwise hold the connections.
      log(`connection refused: a page from ${origin?.slice(0, 100)}`, 'connection refused: origin')
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => adapter.admit(ws, request))
  }
  const createHttpServer = (): Server => {
    const server = createServer((request, response) => {
      markAsSyncServer(response)
      if (answerAddresses(request, response, () => listening)) return
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
    log.close()
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
      log.close()
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
