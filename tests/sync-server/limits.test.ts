import { cbor, generateAutomergeUrl, parseAutomergeUrl } from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import { connectClient, freshFolder, startTestServer, until } from './support'
import { closing, openRaw, settle } from './raw-client'

const join = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'join', senderId, peerMetadata: {}, supportedProtocolVersions: ['1'] })

/** A message the server accepts and has nothing to do with (remote-heads gossip is off). */
const harmless = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'remote-subscription-change', senderId, targetId: 'server', add: [] })

/** A well-formed presence message of exactly `size` bytes, its data padded to fit. */
function ephemeralOfSize(senderId: string, size: number): Uint8Array {
  const documentId = parseAutomergeUrl(generateAutomergeUrl()).documentId
  const message = (padding: number): Uint8Array =>
    cbor.encode({
      type: 'ephemeral',
      senderId,
      targetId: 'server',
      documentId,
      count: 1,
      sessionId: 'session',
      data: cbor.encode('x'.repeat(padding)),
    })
  let padding = size - message(0).byteLength
  // CBOR lengths take more bytes as they grow: adjust until the size is exact.
  while (message(padding).byteLength > size) padding--
  const bytes = message(padding)
  if (bytes.byteLength !== size) throw new Error(`cannot build a ${size}-byte message`)
  return bytes
}

describe('the sync server’s limits', { timeout: 30_000 }, () => {
  it('accepts a message of the largest size and closes the connection on one byte more (1009)', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), maxMessageBytes: 4096 })
    const socket = await openRaw(server.port)
    socket.send(join('peer-big'))
    socket.send(ephemeralOfSize('peer-big', 4096))
    expect(await settle(socket)).toBeUndefined()
    socket.send(ephemeralOfSize('peer-big', 4097))
    expect(await settle(socket)).toBe(1009)
  })

  it('closes a connection that floods the server (1008), and only that one', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const calm = await openRaw(server.port)
    calm.send(join('peer-calm'))
    // Within the burst (500): accepted.
    for (let index = 0; index < 400; index++) calm.send(harmless('peer-calm'))
    expect(await settle(calm)).toBeUndefined()

    // Another device: the limit is per address.
    const flood = await openRaw(server.port, { from: '127.0.0.2' })
    flood.send(join('peer-flood'))
    for (let index = 0; index < 3000; index++) flood.send(harmless('peer-flood'))
    expect(await settle(flood)).toBe(1008)
    expect(server.logs).toContain('connection closed (1008): too many messages')
    expect(await settle(calm)).toBeUndefined()
  })

  it('lets a connection send more at once when given a larger burst', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), maxBurstMessages: 5000 })
    const busy = await openRaw(server.port)
    busy.send(join('peer-busy'))
    for (let index = 0; index < 3000; index++) busy.send(harmless('peer-busy'))
    expect(await settle(busy)).toBeUndefined()
  })

  it('refuses a peer that joins under the server’s own id', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const socket = await openRaw(server.port)
    const answer = new Promise<{ senderId: string }>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(cbor.decode(data) as { senderId: string })),
    )
    socket.send(join('peer-honest'))
    const serverId = (await answer).senderId
    const impostor = await openRaw(server.port)
    impostor.send(join(serverId))
    expect(await settle(impostor)).toBe(1008)
    expect(server.logs).toContain('connection closed (1008): a peer cannot join as the server')
  })

  it('closes a connection that sends text (1003)', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const socket = await openRaw(server.port)
    socket.send('{"type": "join", "senderId": "peer-text"}')
    expect(await settle(socket)).toBe(1003)
  })

  it('closes a connection past the cap (1013, “server full”), and takes one again once another left', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), maxConnections: 2 })
    const first = await openRaw(server.port)
    await openRaw(server.port, { from: '127.0.0.2' })
    const third = await openRaw(server.port, { from: '127.0.0.3' })
    expect(await closing(third)).toEqual({ code: 1013, reason: 'server full' })
    first.terminate()
    // The server notices the departure in its own time: retry until a place is free.
    await until(async () => {
      const again = await openRaw(server.port, { from: '127.0.0.3' })
      if ((await settle(again)) === undefined) return true
      return false
    }, 'a place is free again')
  })

  it('lets a real client sync after all of that: the server stays up', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), maxMessageBytes: 4096 })
    const flood = await openRaw(server.port, { from: '127.0.0.2' })
    flood.send(join('peer-flood'))
    for (let index = 0; index < 3000; index++) flood.send(harmless('peer-flood'))
    flood.send(ephemeralOfSize('peer-flood', 5000))
    await settle(flood)
    const handle = connectClient(server.port).create({ hands: ['hand 1'] })
    expect((await connectClient(server.port).find(handle.url)).doc()).toEqual({ hands: ['hand 1'] })
  })
})
