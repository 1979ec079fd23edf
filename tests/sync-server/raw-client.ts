import { WebSocket } from 'ws'

const closeCodes = new WeakMap<WebSocket, number>()

export interface RawOptions {
  /** The address the server sees it from (any 127.x.y.z reaches 127.0.0.1): another device. */
  from?: string
  /** The Origin header a browser would send; none by default, as a program sends none. */
  origin?: string
  /** The Host header, as the name the page was opened with; by default 127.0.0.1:port. */
  host?: string
  /** False: it never answers the server's pings (as ws does by itself otherwise). */
  answersPings?: boolean
}

/** A bare WebSocket to the server on 127.0.0.1, to send it what no real client would. */
export function openRaw(port: number, options: RawOptions = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`, {
      ...(options.from !== undefined && { localAddress: options.from }),
      ...(options.origin !== undefined && { origin: options.origin }),
      ...(options.host !== undefined && { headers: { host: options.host } }),
      autoPong: options.answersPings ?? true,
    })
    socket.on('error', () => {}) // a refused connection also ends in 'close' or 'unexpected-response'
    socket.on('close', (code) => closeCodes.set(socket, code))
    socket.once('open', () => resolve(socket))
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    )
  })
}

/** Resolves with the code and reason the connection closes with. */
export function closing(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) {
      resolve({ code: closeCodes.get(socket) ?? 0, reason: '' })
      return
    }
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })
}

/**
 * Waits until the server has dealt with everything sent so far: it answers a ping only after the
 * frames before it, or it closes the connection. Resolves with the close code, or undefined if the
 * connection is still open.
 */
export function settle(socket: WebSocket, timeoutMs = 15_000): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(closeCodes.get(socket))
    const timer = setTimeout(() => reject(new Error('no pong and no close')), timeoutMs)
    const done = (code: number | undefined): void => {
      clearTimeout(timer)
      socket.off('pong', onPong)
      socket.off('close', onClose)
      resolve(code)
    }
    const onPong = (): void => done(undefined)
    const onClose = (code: number): void => done(code)
    socket.on('pong', onPong)
    socket.on('close', onClose)
    try {
      socket.ping()
    } catch {
      // Closing already: the close event answers.
    }
  })
}
