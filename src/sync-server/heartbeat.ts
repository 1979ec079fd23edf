import { cbor } from '@automerge/automerge-repo'
import { WebSocket, type WebSocketServer } from 'ws'
import { serverHeartbeatMs, serverHeartbeatType } from '../shared/sync/server-heartbeat.js'

/**
 * Sends every connection of `server` a heartbeat every `intervalMs` (decision 0060), from now
 * until the server closes: the one thing a device's page can hear to notice a stalled socket.
 */
export function sendHeartbeats(server: WebSocketServer, intervalMs = serverHeartbeatMs): void {
  const frame = cbor.encode({ type: serverHeartbeatType })
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (socket.readyState === WebSocket.OPEN) socket.send(frame)
    }
  }, intervalMs)
  // A heartbeat alone never keeps the process alive, and none is sent once the server closes.
  timer.unref()
  server.on('close', () => clearInterval(timer))
}
