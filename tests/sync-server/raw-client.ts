import { WebSocket } from 'ws'

const closeCodes = new WeakMap<WebSocket, number>()

/** A bare WebSocket to the server on 127.0.0.1, to send it what no real client would. */
export function openRaw(port: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`)
    socket.on('error', () => {}) // a refused connection also ends in 'close' or 'unexpected-response'
    socket.on('close', (code) => closeCodes.set(socket, code))
    socket.once('open', () => resolve(socket))
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    )
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
