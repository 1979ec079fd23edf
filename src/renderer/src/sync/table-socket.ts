import { cbor, type PeerId, type PeerMetadata } from '@automerge/automerge-repo/slim'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { serverHeartbeatType, serverSilenceMs } from '../../../shared/sync/server-heartbeat'

/** The close code of a server that has no room for another connection (RFC 6455: try again later). */
export const closeServerFull = 1013

/** A socket still connecting after this long is given up for a new one. */
export const pendingSocketMs = 10_000

/** How often the silence is measured. */
const silenceCheckMs = 1_000

/** Larger than any heartbeat: a sync message is never decoded twice to tell. */
const heartbeatMaxBytes = 64

type Socket = NonNullable<WebSocketClientAdapter['socket']>

export interface TableSocketOptions {
  retryMs: number
  pendingMs?: number
}

/**
 * automerge-repo's WebSocket client, watchful of its connection (decision 0060):
 * - a socket that stalls without closing is noticed: once a socket has heard the server's
 *   heartbeat, `serverSilenceMs` without hearing anything drops it (no closing handshake waited for),
 *   reports the server gone ('peer-disconnected') and connects again. A server that sends no
 *   heartbeat (an older version) is never taken for stalled;
 * - at most one socket is pending: a retry waits for the one still connecting, and replaces it
 *   only after `pendingMs`;
 * - a server that closes for want of room (code 1013) is reported to `onServerFull`'s listeners;
 * - it is ready (the repository then looks for a document on the server, or takes it as missing)
 *   once the server answers, once a socket fails, or after `pendingMs`: not after automerge-repo's
 *   1 s, which on a busy phone made a join link say "not found" before the server could answer.
 */
export class TableSocketAdapter extends WebSocketClientAdapter {
  private readonly pendingMs: number
  private readonly serverFullListeners = new Set<() => void>()
  private connectingSince = 0
  private heardHeartbeat = false
  /** Until when the silence has been counted: the last check, or the last message heard. */
  private countedUntil = 0
  /** The page's own time without hearing the server: what a stall is judged on. */
  private unheardFor = 0
  private silenceCheck: ReturnType<typeof setInterval> | undefined
  private ready = false
  private readonly readyWaiters: (() => void)[] = []

  constructor(url: string, options: TableSocketOptions) {
    super(url, options.retryMs)
    this.pendingMs = options.pendingMs ?? pendingSocketMs
  }

  override isReady(): boolean {
    return this.ready
  }

  override whenReady(): Promise<void> {
    if (this.ready) return Promise.resolve()
    return new Promise((resolve) => this.readyWaiters.push(resolve))
  }

  override peerCandidate(remotePeerId: PeerId, peerMetadata: PeerMetadata): void {
    this.becomeReady()
    super.peerCandidate(remotePeerId, peerMetadata)
  }

  onServerFull(listener: () => void): void {
    this.serverFullListeners.add(listener)
  }

  override connect(peerId: PeerId, peerMetadata?: PeerMetadata): void {
    const previous = this.socket
    if (previous && previous.readyState === previous.CONNECTING) {
      if (Date.now() - this.connectingSince < this.pendingMs) return
      this.let(previous)
    }
    super.connect(peerId, peerMetadata)
    if (previous === undefined) setTimeout(() => this.becomeReady(), this.pendingMs)
    this.connectingSince = Date.now()
    this.heardHeartbeat = false
    this.stopListening()
    this.socket?.addEventListener('close', this.closed)
  }

  override disconnect(): void {
    this.stopListening()
    this.socket?.removeEventListener('close', this.closed)
    this.socket?.addEventListener('error', ignore)
    super.disconnect()
  }

  override receiveMessage(messageBytes: Uint8Array): void {
    if (isHeartbeat(messageBytes)) {
      this.heardHeartbeat = true
      this.listen()
      return
    }
    if (this.heardHeartbeat) this.listen()
    super.receiveMessage(messageBytes)
  }

  private readonly closed = (event: { code?: number }): void => {
    this.stopListening()
    this.becomeReady()
    if (event.code !== closeServerFull) return
    for (const listener of this.serverFullListeners) listener()
  }

  private becomeReady(): void {
    if (this.ready) return
    this.ready = true
    for (const resolve of this.readyWaiters.splice(0)) resolve()
  }

  /** Hears from the server within `serverSilenceMs`, or takes the socket as stalled. */
  private listen(): void {
    this.countedUntil = Date.now()
    this.unheardFor = 0
    if (this.silenceCheck !== undefined) return
    this.silenceCheck = setInterval(() => this.checkSilence(), silenceCheckMs)
  }

  private checkSilence(): void {
    const now = Date.now()
    const since = now - this.countedUntil
    this.countedUntil = now
    // A page kept busy (or asleep) has not read what arrived meanwhile: a check that comes late
    // counts no more than two checks' time, so a busy phone is not taken for a stalled
    // connection, and a phone whose every check comes late (a device short of processor time)
    // still finds a stall out.
    this.unheardFor += Math.min(since, 2 * silenceCheckMs)
    if (this.unheardFor > serverSilenceMs) this.stalled()
  }

  private stopListening(): void {
    clearInterval(this.silenceCheck)
    this.silenceCheck = undefined
  }

  private stalled(): void {
    const socket = this.socket
    if (!socket || this.peerId === undefined) return
    this.let(socket)
    if (this.remotePeerId) this.emit('peer-disconnected', { peerId: this.remotePeerId })
    this.connect(this.peerId, this.peerMetadata)
  }

  /** Lets go of a socket this adapter no longer uses, without waiting for it to close. */
  private let(socket: Socket): void {
    socket.removeEventListener('open', this.onOpen)
    socket.removeEventListener('close', this.onClose)
    socket.removeEventListener('close', this.closed)
    socket.removeEventListener('message', this.onMessage)
    socket.removeEventListener('error', this.onError)
    if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return
    socket.addEventListener('error', ignore)
    if ('terminate' in socket && typeof socket.terminate === 'function') socket.terminate()
    else socket.close()
  }
}

/** Node's ws reports a socket closed while connecting as an error, thrown if nobody hears it. */
function ignore(): void {}

function isHeartbeat(bytes: Uint8Array | ArrayBuffer): boolean {
  if (bytes.byteLength > heartbeatMaxBytes) return false
  try {
    const message: unknown = cbor.decode(new Uint8Array(bytes))
    return (
      typeof message === 'object' &&
      message !== null &&
      (message as { type?: unknown }).type === serverHeartbeatType
    )
  } catch {
    return false
  }
}
