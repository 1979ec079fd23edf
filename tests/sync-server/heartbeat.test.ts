import { cbor, type Repo } from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import { describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import type { AddressInfo } from 'node:net'
import { serverHeartbeatMs, serverHeartbeatType } from '../../src/shared/sync/server-heartbeat'
import { sendHeartbeats } from '../../src/sync-server/heartbeat'
import { openRaw } from './raw-client'
import { connectClient, freshFolder, startTestServer, until } from './support'

/*
 * The server's heartbeat (decision 0060): what a device's page hears every 2 s, and what a device
 * of an older version, which knows nothing of it, does with it: nothing.
 */

function isHeartbeat(data: unknown): boolean {
  try {
    const message = cbor.decode(new Uint8Array(data as ArrayBuffer))
    return (message as { type?: unknown })?.type === serverHeartbeatType
  } catch {
    return false
  }
}

/** The times at which `socket` heard a heartbeat. */
function heartbeatsOf(socket: WebSocket): number[] {
  const heard: number[] = []
  socket.on('message', (data, isBinary) => {
    if (isBinary && isHeartbeat(data)) heard.push(Date.now())
  })
  return heard
}

function adapterOf(repo: Repo): WebSocketClientAdapter {
  return repo.networkSubsystem.adapters[0] as WebSocketClientAdapter
}

describe('the sync server’s heartbeat', { timeout: 30_000 }, () => {
  it('reaches every connection as a binary CBOR message, about every 2 seconds', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const sockets = [await openRaw(server.port), await openRaw(server.port)]
    for (const socket of sockets) {
      socket.send(
        cbor.encode({
          type: 'join',
          senderId: `raw-${sockets.indexOf(socket)}`,
          peerMetadata: {},
          supportedProtocolVersions: ['1'],
        }),
      )
    }
    const heard = sockets.map(heartbeatsOf)
    await until(() => heard.every((times) => times.length >= 3), 'both heard three heartbeats')
    for (const times of heard) {
      for (let i = 1; i < times.length; i++) {
        // Timers only ever fire late, never early (a little slack for the clocks' rounding).
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(serverHeartbeatMs - 50)
      }
    }
    for (const socket of sockets) socket.close()
  })

  it('greets a connection with one as it opens, before the next beat is due', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    // A beat due only in a minute: what the connection hears first is its greeting.
    sendHeartbeats(server, 60_000)
    const socket = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const first = await new Promise<{ data: unknown; isBinary: boolean }>((resolve) =>
      socket.once('message', (data, isBinary) => resolve({ data, isBinary })),
    )
    expect(first.isBinary).toBe(true)
    expect(isHeartbeat(first.data)).toBe(true)
    socket.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it('leaves an unmodified automerge-repo client syncing, and connected, while it flows', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const [ada, bram] = [connectClient(server.port), connectClient(server.port)]
    await Promise.all([adapterOf(ada).whenReady(), adapterOf(bram).whenReady()])
    await until(() => ada.peers.length === 1 && bram.peers.length === 1, 'both joined')
    const disconnections: string[] = []
    for (const repo of [ada, bram]) {
      adapterOf(repo).on('peer-disconnected', ({ peerId }) => disconnections.push(peerId))
    }
    const heard = heartbeatsOf(adapterOf(bram).socket as unknown as WebSocket)

    const handle = ada.create<{ hands: number[] }>({ hands: [1] })
    const there = await bram.find<{ hands: number[] }>(handle.url)
    await until(() => there.doc().hands.length === 1, 'the document reached the other device')
    await until(() => heard.length >= 3, 'three heartbeats heard meanwhile')
    handle.change((doc) => {
      doc.hands.push(2)
    })
    await until(() => there.doc().hands.length === 2, 'a later change reached it too')
    expect(disconnections).toEqual([])
  })
})
