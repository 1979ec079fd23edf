import { cbor } from '@automerge/automerge-repo'
import { WebSocket, type WebSocketServer } from 'ws'
import { serverHeartbeatMs, serverHeartbeatType } from '../shared/sync/server-heartbeat.js'

/**
 * Sends every connection of `server` a heartbeat as it opens, then every `intervalMs` (decision
 * 0060), until the server closes: the one thing a device's page can hear to notice a stalled
 * socket. The first one at once, so a connection that stalls a moment after it opened is noticed
 * too: a device watches a socket for silence only once it has heard its server beat.
 */
export function sendHeartbeats(server: WebSocketServer, intervalMs = serverHeartbeatMs): void {
  const frame = cbor.encode({ type: serverHeartbeatType })
  server.on('connection', (socket) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(frame)
  })
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (socket.readyState === WebSocket.OPEN) socket.send(frame)
    }
  }, intervalMs)
  // A heartbeat alone never keeps the process alive, and none is sent once the server closes.
  timer.unref()
  server.on('close', () => clearInterval(timer))
}
