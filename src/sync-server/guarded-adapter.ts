import { WebSocketServerAdapter } from '@automerge/automerge-repo-network-websocket'
import type { PeerId, PeerMetadata } from '@automerge/automerge-repo'
import { WebSocket, type WebSocketServer } from 'ws'
import { checkClientMessage } from './client-message.js'
import { TokenBucket } from './rate-limit.js'

/** WebSocket close codes (RFC 6455, section 7.4.1). */
export const CLOSE_UNSUPPORTED_DATA = 1003
export const CLOSE_POLICY_VIOLATION = 1008
export const CLOSE_INTERNAL_ERROR = 1011

export interface ConnectionLimits {
  maxMessagesPerSecond: number
  burstMessages: number
}

// The adapter's types come through isomorphic-ws, which TypeScript sees as other types than ws's
// own (the same classes at run time).
type AdapterServer = ConstructorParameters<typeof WebSocketServerAdapter>[0]
type AdapterSocket = Parameters<WebSocketServerAdapter['receiveMessage']>[1]

interface Connection {
  bucket: TokenBucket
  joinedAs?: string
}

/**
 * automerge-repo's own WebSocket server adapter, with a guard in front of it: each connection
 * gets a rate limit, text frames are refused, and each binary frame is checked
 * (`checkClientMessage`) before the adapter decodes it. The sync protocol itself is the
 * adapter's, untouched.
 */
export class GuardedServerAdapter extends WebSocketServerAdapter {
  readonly #connections = new WeakMap<AdapterSocket, Connection>()
  readonly #connected: Promise<void>
  #markConnected: () => void = () => {}

  constructor(
    server: WebSocketServer,
    private readonly limits: ConnectionLimits,
    private readonly log: (line: string) => void,
  ) {
    super(server as unknown as AdapterServer)
    this.#connected = new Promise((resolve) => (this.#markConnected = resolve))
    // Registered before the adapter's own listener (added when the repo connects it), so each
    // frame meets the rate limit and the text-frame check first.
    server.on('connection', (socket: AdapterSocket) => this.#guard(socket))
  }

  /** Resolves once the repo has attached the adapter: connections accepted earlier would hang. */
  whenAttached(): Promise<void> {
    return this.#connected
  }

  override connect(peerId: PeerId, peerMetadata?: PeerMetadata): void {
    super.connect(peerId, peerMetadata)
    this.#markConnected()
  }

  override receiveMessage(messageBytes: Uint8Array, socket: AdapterSocket): void {
    const connection = this.#connections.get(socket)
    // Closed by the guard for this very frame (rate, text), or closing for an earlier one.
    if (connection === undefined || socket.readyState !== WebSocket.OPEN) return
    const verdict = checkClientMessage(messageBytes, connection.joinedAs)
    if (verdict.kind === 'ignore') return
    if (verdict.kind === 'refuse') {
      this.#refuse(socket, CLOSE_POLICY_VIOLATION, verdict.reason)
      return
    }
    if (verdict.joinAs !== undefined && verdict.joinAs === this.peerId) {
      // The server's id is in every answer it sends: a peer claiming it would talk for the server.
      this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'a peer cannot join as the server')
      return
    }
    if (verdict.joinAs !== undefined) connection.joinedAs = verdict.joinAs
    try {
      super.receiveMessage(messageBytes, socket)
    } catch (error) {
      this.#refuse(socket, CLOSE_INTERNAL_ERROR, `message not handled: ${String(error)}`)
    }
  }

  #guard(socket: AdapterSocket): void {
    const { maxMessagesPerSecond, burstMessages } = this.limits
    this.#connections.set(socket, { bucket: new TokenBucket(maxMessagesPerSecond, burstMessages) })
    // Without a listener, a protocol error (a frame over maxPayload, invalid UTF-8, a bad
    // opcode) would be thrown as an uncaught exception; ws closes the connection itself.
    socket.on('error', (error) => this.log(`connection closed: ${error.message}`))
    socket.on('message', (_data, isBinary) => {
      if (socket.readyState !== WebSocket.OPEN) return
      if (!isBinary) this.#refuse(socket, CLOSE_UNSUPPORTED_DATA, 'text frame')
      else if (!this.#connections.get(socket)?.bucket.take()) {
        this.#refuse(socket, CLOSE_POLICY_VIOLATION, 'too many messages')
      }
    })
  }

  #refuse(socket: AdapterSocket, code: number, reason: string): void {
    this.log(`connection closed (${code}): ${reason}`)
    // A close reason over 123 bytes makes ws throw: the long ones (an error's text) stay in the log.
    socket.close(code, Buffer.byteLength(reason) <= 123 ? reason : '')
  }
}
