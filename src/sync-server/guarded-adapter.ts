import type { IncomingMessage } from 'node:http'
import { WebSocketServerAdapter } from '@automerge/automerge-repo-network-websocket'
import type { DocumentId, Message, PeerId, PeerMetadata } from '@automerge/automerge-repo'
import { WebSocket, type WebSocketServer } from 'ws'
import type { BoundedLog } from './bounded-log.js'
import { checkClientMessage, type DocumentChanges } from './client-message.js'
import { CreationBudget, type CreationLimits } from './creation-budget.js'
import { TokenBucket } from './rate-limit.js'
import { RemoteAddresses, type RemoteAddress } from './remote-addresses.js'

/** WebSocket close codes (RFC 6455, section 7.4.1, and IANA's registry). */
export const CLOSE_UNSUPPORTED_DATA = 1003
export const CLOSE_POLICY_VIOLATION = 1008
export const CLOSE_INTERNAL_ERROR = 1011
/** The server is full: the device says so and tries again (its client retries on any close). */
export const CLOSE_TRY_AGAIN_LATER = 1013

export interface GuardLimits {
  /** Per remote address, all its connections together. */
  maxMessagesPerSecond: number
  burstMessages: number
  maxConnections: number
  maxConnectionsPerAddress: number
  /** A connection that has not joined by then is closed. */
  joinTimeoutMs: number
  creation: CreationLimits
}

export interface GuardOptions {
  limits: GuardLimits
  /** How often the adapter pings each connection; one that sent nothing since is dropped at the next. */
  keepAliveIntervalMs: number
  /** Whether the server holds a document; a boolean at once when it can tell without storage. */
  isKnownDocument: (documentId: DocumentId) => boolean | Promise<boolean>
  log: BoundedLog
}

/**
 * How long a device already connected under a peer id has to answer a ping when another
 * connection joins under that id: a stalled socket (a phone gone out of Wi-Fi range) is dropped
 * then, and the device's new connection takes its place.
 */
export const CLASH_PONG_TIMEOUT_MS = 2_000
/**
 * A connection turned away is closed gracefully (cutting it could reach a Node client as an
 * uncaught ECONNRESET) and cut if it has not closed its side by then; past `MAX_CLOSING` such
 * connections at once, the next ones are cut at once, so that they cannot pile up.
 */
const TURN_AWAY_GRACE_MS = 10_000
const MAX_CLOSING = 64
/** Messages kept in order while one of the connection's messages waits (an honest device sends none). */
const MAX_WAITING_MESSAGES = 100

// The adapter's types come through isomorphic-ws, which TypeScript sees as other types than ws's
// own (the same classes at run time).
type AdapterServer = ConstructorParameters<typeof WebSocketServerAdapter>[0]
type AdapterSocket = Parameters<WebSocketServerAdapter['receiveMessage']>[1]

interface Connection {
  address: RemoteAddress
  joinedAs?: string
  joinTimer: ReturnType<typeof setTimeout>
  /** A message of this connection is waiting (a ping, storage): the next ones wait behind it. */
  waiting: boolean
  /** Messages, and pings to answer, that came in meanwhile. */
  queue: (Uint8Array | { ping: Buffer })[]
  /** No longer counted against the limits (once closed or turned away); idempotent. */
  release: () => void
}

/**
 * automerge-repo's own WebSocket server adapter, with a guard in front of it. Each connection is
 * admitted or turned away (`admit`); each remote address gets a rate limit across all its
 * connections; text frames are refused, and each binary frame is checked (`checkClientMessage`)
 * before the adapter decodes it; a join under a peer id already connected is refused unless the
 * connection holding it no longer answers; a client's new documents are counted
 * (`CreationBudget`). The sync protocol itself is the adapter's, untouched.
 */
export class GuardedServerAdapter extends WebSocketServerAdapter {
  readonly #connections = new WeakMap<AdapterSocket, Connection>()
  readonly #addresses: RemoteAddresses
  readonly #budget: CreationBudget
  /** Pings under way to a peer id's connection, because another connection claims that id. */
  readonly #probes = new Map<string, Promise<boolean>>()
  readonly #limits: GuardLimits
  readonly #isKnownDocument: GuardOptions['isKnownDocument']
  readonly #log: BoundedLog
  #open = 0
  /** Connections turned away and not closed yet. */
  #closing = 0
  readonly #connected: Promise<void>
  #markConnected: () => void = () => {}

  constructor(
    private readonly webSockets: WebSocketServer,
    options: GuardOptions,
  ) {
    super(webSockets as unknown as AdapterServer, options.keepAliveIntervalMs)
    this.#limits = options.limits
    this.#isKnownDocument = options.isKnownDocument
    this.#log = options.log
    this.#budget = new CreationBudget(options.limits.creation)
    this.#addresses = new RemoteAddresses((address) => ({
      address,
      connections: 0,
      unjoined: new Set(),
      bucket: new TokenBucket(options.limits.maxMessagesPerSecond, options.limits.burstMessages),
      created: this.#budget.newSpending(),
    }))
    this.#connected = new Promise((resolve) => (this.#markConnected = resolve))
  }

  /** Cuts a device's connection at once; automerge-repo hears it gone, as after a dropped one. */
  disconnectPeer(peerId: PeerId): void {
    this.sockets[peerId]?.terminate()
  }

  /** Resolves once the repo has attached the adapter: connections accepted earlier would hang. */
  whenAttached(): Promise<void> {
    return this.#connected
  }

  override connect(peerId: PeerId, peerMetadata?: PeerMetadata): void {
    super.connect(peerId, peerMetadata)
    this.#markConnected()
  }

  /**
   * A connection just upgraded: hands it to the adapter, or closes it at once when the server or
   * its address holds too many. Closed rather than refused at the HTTP upgrade: a browser cannot
   * read an HTTP status there, and automerge-repo's Node client throws it uncaught.
   */
  admit(socket: WebSocket, request: IncomingMessage): void {
    // Without a listener, a protocol error (a frame over maxPayload, invalid UTF-8, a bad
    // opcode) would be thrown as an uncaught exception; ws closes the connection itself.
    socket.on('error', (error) =>
      this.#log(`connection closed: ${error.message}`, 'connection closed: protocol error'),
    )
    const { maxConnections, maxConnectionsPerAddress, joinTimeoutMs } = this.#limits
    if (this.#open >= maxConnections) {
      this.#turnAway(socket, CLOSE_TRY_AGAIN_LATER, 'server full')
      return
    }
    const address = this.#addresses.get(request.socket.remoteAddress)
    if (address.connections >= maxConnectionsPerAddress) {
      // A device's client opens a new socket while an earlier one is still pending, and forgets
      // that one: the oldest of those makes room. Joined connections never do.
      const [oldestUnjoined] = address.unjoined
      if (oldestUnjoined === undefined) {
        this.#turnAway(socket, CLOSE_POLICY_VIOLATION, 'too many connections from one address')
        return
      }
      const replaced = oldestUnjoined as AdapterSocket
      this.#connections.get(replaced)?.release()
      this.#turnAway(replaced, CLOSE_POLICY_VIOLATION, 'replaced by a newer connection')
    }
    address.connections++
    address.unjoined.add(socket)
    this.#open++
    let counted = true
    const connection: Connection = {
      address,
      waiting: false,
      queue: [],
      joinTimer: setTimeout(() => {
        if (connection.joinedAs !== undefined) return
        // Its place is free at once, whether or not the other side completes the close.
        connection.release()
        this.#turnAway(socket, CLOSE_POLICY_VIOLATION, 'no join in time')
      }, joinTimeoutMs),
      release: () => {
        if (!counted) return
        counted = false
        address.connections--
        address.unjoined.delete(socket)
        this.#open--
        clearTimeout(connection.joinTimer)
      },
    }
    this.#connections.set(socket as AdapterSocket, connection)
    socket.on('close', connection.release)
    // The adapter's keep-alive drops a socket that missed a pong (its `isAlive` flag). Anything
    // arriving shows the socket is not stalled: a device sending a large document over slow
    // Wi-Fi has its pong queued behind it, and must not be dropped for that.
    request.socket.on('data', () => {
      ;(socket as { isAlive?: boolean }).isAlive = true
    })
    // Registered before the adapter's own listener (added on 'connection'), so each frame meets
    // the rate limit and the text-frame check first.
    socket.on('message', (_data, isBinary) => {
      if (socket.readyState !== WebSocket.OPEN) return
      if (!isBinary) this.#refuse(socket, CLOSE_UNSUPPORTED_DATA, 'text frame')
      else if (!address.bucket.take()) {
        this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'too many messages')
      }
    })
    // The server does not answer pings by itself (`autoPong: false`): a pong comes after the
    // messages before its ping are handled, even those that waited, and pings count as messages.
    socket.on('ping', (data) => {
      if (socket.readyState !== WebSocket.OPEN) return
      if (!address.bucket.take()) this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'too many messages')
      else this.#enqueue(socket as AdapterSocket, connection, { ping: data })
    })
    // To the adapter's own listener.
    this.webSockets.emit('connection', socket, request)
  }

  override receiveMessage(messageBytes: Uint8Array, socket: AdapterSocket): void {
    const connection = this.#connections.get(socket)
    // Closed by the guard for this very frame (rate, text), or closing for an earlier one.
    if (connection === undefined || socket.readyState !== WebSocket.OPEN) return
    this.#enqueue(socket, connection, messageBytes)
  }

  #enqueue(
    socket: AdapterSocket,
    connection: Connection,
    item: Uint8Array | { ping: Buffer },
  ): void {
    if (!connection.waiting) {
      this.#handle(item, socket, connection)
    } else if (connection.queue.length < MAX_WAITING_MESSAGES) {
      connection.queue.push(item)
    } else {
      this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'too many messages while waiting')
    }
  }

  #handle(
    item: Uint8Array | { ping: Buffer },
    socket: AdapterSocket,
    connection: Connection,
  ): void {
    if ('ping' in item) {
      socket.pong(item.ping)
      return
    }
    const pending = this.#decide(item, socket, connection)
    if (pending !== undefined) this.#wait(socket, connection, pending)
  }

  /** Handles one message; a promise when what happens to it depends on something to wait for. */
  #decide(
    messageBytes: Uint8Array,
    socket: AdapterSocket,
    connection: Connection,
  ): Promise<void> | undefined {
    const verdict = checkClientMessage(messageBytes, connection.joinedAs)
    if (verdict.kind === 'ignore') return
    if (verdict.kind === 'refuse') {
      this.#refuse(socket, CLOSE_POLICY_VIOLATION, verdict.reason)
      return
    }
    if (verdict.joinAs !== undefined) {
      return this.#join(messageBytes, socket, connection, verdict.joinAs)
    }
    if (verdict.changes !== undefined) {
      return this.#write(messageBytes, socket, connection, verdict.changes)
    }
    this.#pass(messageBytes, socket)
  }

  /**
   * A join. Under a peer id another connection holds, it waits for that connection to answer a
   * ping: refused if it does (anyone who saw a device's id could otherwise cut it off, again and
   * again), taking its place if it does not (that device's own socket, stalled).
   */
  #join(
    messageBytes: Uint8Array,
    socket: AdapterSocket,
    connection: Connection,
    joinAs: string,
  ): Promise<void> | undefined {
    // Closed while its join waited: the adapter must never hold a closed socket for a peer.
    if (socket.readyState !== WebSocket.OPEN) return
    if (joinAs === this.peerId) {
      // The server's id is in every answer it sends: a peer claiming it would talk for the server.
      this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'a peer cannot join as the server')
      return
    }
    const holder = this.sockets[joinAs as PeerId]
    if (holder !== undefined && holder !== socket && holder.readyState === WebSocket.OPEN) {
      return this.#probe(joinAs, holder).then((answered) => {
        if (answered) this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'peer id already connected')
        // Another connection may have taken the id meanwhile: the same question again.
        else return this.#join(messageBytes, socket, connection, joinAs)
      })
    }
    connection.joinedAs = joinAs
    connection.address.unjoined.delete(socket)
    clearTimeout(connection.joinTimer)
    this.#pass(messageBytes, socket)
  }

  /** Resolves with true if `holder` answers a ping in time; else drops it, and resolves false. */
  #probe(peerId: string, holder: AdapterSocket): Promise<boolean> {
    const under = this.#probes.get(peerId)
    if (under !== undefined) return under
    const probe = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#log('connection dropped: its peer id joined again and it did not answer a ping')
        holder.terminate()
      }, CLASH_PONG_TIMEOUT_MS)
      const answered = (): void => {
        clearTimeout(timer)
        holder.off('close', closed)
        resolve(true)
      }
      // After the adapter's own close listener: the peer id is free by then.
      const closed = (): void => {
        clearTimeout(timer)
        holder.off('pong', answered)
        resolve(false)
      }
      holder.once('pong', answered)
      holder.once('close', closed)
      holder.ping()
    }).finally(() => this.#probes.delete(peerId))
    this.#probes.set(peerId, probe)
    return probe
  }

  /** Changes to a document: within the creation limits if the server does not hold it. */
  #write(
    messageBytes: Uint8Array,
    socket: AdapterSocket,
    connection: Connection,
    changes: DocumentChanges,
  ): Promise<void> | undefined {
    if (this.#budget.isRecent(changes.documentId)) {
      return this.#count(messageBytes, socket, connection, changes)
    }
    const known = this.#isKnownDocument(changes.documentId)
    if (known === true) return this.#pass(messageBytes, socket)
    if (known === false) return this.#count(messageBytes, socket, connection, changes)
    return known.then((isKnown) => {
      if (isKnown) this.#pass(messageBytes, socket)
      else this.#count(messageBytes, socket, connection, changes)
    })
  }

  /** Changes to a document the server did not hold, or to one created within the hour. */
  #count(
    messageBytes: Uint8Array,
    socket: AdapterSocket,
    connection: Connection,
    { documentId, bytes }: DocumentChanges,
  ): undefined {
    const spending = connection.address.created
    const accepted = this.#budget.isRecent(documentId)
      ? this.#budget.addChanges(documentId, spending, bytes)
      : this.#budget.create(documentId, spending, bytes)
    if (accepted) {
      this.#pass(messageBytes, socket)
      return
    }
    // The device keeps its document; the server only says it does not have it. Its repo is told
    // the device has none for it either: else it would keep waiting for the device's copy, and
    // leave every other device asking for that id without an answer.
    this.#log('new document refused: over the creation limits')
    const peerId = connection.joinedAs as PeerId
    this.send({
      type: 'doc-unavailable',
      senderId: this.peerId,
      targetId: peerId,
      documentId,
    } as Message)
    this.emit('message', {
      type: 'doc-unavailable',
      senderId: peerId,
      targetId: this.peerId,
      documentId,
    } as Message)
  }

  #pass(messageBytes: Uint8Array, socket: AdapterSocket): undefined {
    try {
      super.receiveMessage(messageBytes, socket)
    } catch (error) {
      this.#refuse(socket, CLOSE_INTERNAL_ERROR, `message not handled: ${String(error)}`)
    }
    return undefined
  }

  /** Holds the connection's next messages (in order, and its socket paused) until `pending` ends. */
  #wait(socket: AdapterSocket, connection: Connection, pending: Promise<void>): void {
    connection.waiting = true
    socket.pause()
    pending
      .catch((error: unknown) =>
        this.#refuse(socket, CLOSE_INTERNAL_ERROR, `message not handled: ${String(error)}`),
      )
      .finally(() => {
        connection.waiting = false
        // Also when closing: the close handshake needs the client's answer read.
        socket.resume()
        while (!connection.waiting && socket.readyState === WebSocket.OPEN) {
          const next = connection.queue.shift()
          if (next === undefined) break
          this.#handle(next, socket, connection)
        }
      })
  }

  /** Closes a connection that no longer counts against the limits. */
  #turnAway(socket: WebSocket | AdapterSocket, code: number, reason: string): void {
    this.#refuse(socket as AdapterSocket, code, reason)
    if (this.#closing >= MAX_CLOSING) {
      socket.terminate()
      return
    }
    this.#closing++
    const cut = setTimeout(() => socket.terminate(), TURN_AWAY_GRACE_MS)
    socket.once('close', () => {
      clearTimeout(cut)
      this.#closing--
    })
  }

  #refuse(socket: AdapterSocket, code: number, reason: string): void {
    const kind = reason.startsWith('message not handled') ? 'message not handled' : reason
    this.#log(`connection closed (${code}): ${reason}`, `connection closed (${code}): ${kind}`)
    // A close reason over 123 bytes makes ws throw: the long ones (an error's text) stay in the log.
    socket.close(code, Buffer.byteLength(reason) <= 123 ? reason : '')
  }
}
