import { cbor } from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import { newDocument, unavailableAnswers } from './new-document'
import { closing, openRaw, settle } from './raw-client'
import { connectClient, freshFolder, startTestServer, until, untilServerHolds } from './support'

const join = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'join', senderId, peerMetadata: {}, supportedProtocolVersions: ['1'] })

/** A message the server accepts and has nothing to do with (remote-heads gossip is off). */
const harmless = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'remote-subscription-change', senderId, targetId: 'server', add: [] })

/**
 * A device connected to the server: its "unavailable" then comes from the server (a client that
 * is not connected after a second says so of any document).
 */
async function connectedReader(port: number) {
  const reader = connectClient(port)
  await until(() => reader.peers.length > 0, 'the reader is connected')
  return reader
}

async function joinedRaw(port: number, from: string, peerId: string) {
  const socket = await openRaw(port, { from })
  socket.send(join(peerId))
  return socket
}

describe('the rate limit, per remote address', { timeout: 30_000 }, () => {
  it('is not reset by reconnecting: the burst (500) counts across connections', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    // 2 joins and 480 messages in two connections: within the burst.
    for (const peer of ['peer-a1', 'peer-a2']) {
      const socket = await joinedRaw(server.port, '127.0.0.2', peer)
      for (let index = 0; index < 240; index++) socket.send(harmless(peer))
      expect(await settle(socket)).toBeUndefined()
      socket.terminate()
    }
    // 2 joins and 600 messages: past it, though no connection sent more than 301.
    const first = await joinedRaw(server.port, '127.0.0.3', 'peer-b1')
    for (let index = 0; index < 300; index++) first.send(harmless('peer-b1'))
    expect(await settle(first)).toBeUndefined()
    first.terminate()
    const second = await joinedRaw(server.port, '127.0.0.3', 'peer-b2')
    for (let index = 0; index < 300; index++) second.send(harmless('peer-b2'))
    expect(await closing(second)).toEqual({ code: 1008, reason: 'too many messages' })
  })
})

describe('what a client may create', { timeout: 30_000 }, () => {
  it('keeps new documents up to the per-address count, then answers "unavailable"', async () => {
    const server = await startTestServer({
      dataDir: await freshFolder(),
      creationLimits: { documentsPerAddress: 2 },
    })
    const socket = await joinedRaw(server.port, '127.0.0.2', 'peer-maker')
    const unavailable = unavailableAnswers(socket)
    const documents = [1, 2, 3].map(() => newDocument('peer-maker'))
    for (const { message } of documents) socket.send(message)
    expect(await settle(socket)).toBeUndefined() // refused, not cut off

    const reader = await connectedReader(server.port)
    for (const { url } of documents.slice(0, 2)) {
      expect((await reader.find<{ text: string }>(url)).doc().text).toBe('x'.repeat(10))
    }
    const [, , third] = documents
    expect([...unavailable]).toEqual([third!.url.slice('automerge:'.length)])
    await expect(reader.find(third!.url)).rejects.toThrow('unavailable')
    expect(server.logs).toContain('new document refused: over the creation limits')

    // Another address has its own count.
    const other = await joinedRaw(server.port, '127.0.0.3', 'peer-other')
    other.send(newDocument('peer-other').message)
    // Changes to a document the server holds are no creation, whoever sends them.
    const sameDocument = cbor.decode(documents[0]!.message) as Record<string, unknown>
    other.send(cbor.encode({ ...sameDocument, senderId: 'peer-other' }))
    expect(await settle(other)).toBeUndefined()
    expect(unavailableAnswers(other).size).toBe(0)
  })

  it('keeps new documents up to the per-address bytes, then answers "unavailable"', async () => {
    const first = newDocument('peer-maker', 200)
    const second = newDocument('peer-maker', 200)
    const third = newDocument('peer-maker', 200)
    const server = await startTestServer({
      dataDir: await freshFolder(),
      creationLimits: { bytesPerAddress: first.changeBytes + second.changeBytes },
    })
    const socket = await joinedRaw(server.port, '127.0.0.2', 'peer-maker')
    const unavailable = unavailableAnswers(socket)
    for (const { message } of [first, second, third]) socket.send(message)
    expect(await settle(socket)).toBeUndefined()
    const reader = await connectedReader(server.port)
    await reader.find(first.url)
    await reader.find(second.url)
    expect([...unavailable]).toEqual([third.url.slice('automerge:'.length)])
  })

  it('bounds what all clients together create (total count)', async () => {
    const server = await startTestServer({
      dataDir: await freshFolder(),
      creationLimits: { documentsPerAddress: 2, documentsTotal: 3 },
    })
    const ann = await joinedRaw(server.port, '127.0.0.2', 'peer-ann')
    const bob = await joinedRaw(server.port, '127.0.0.3', 'peer-bob')
    const annRefused = unavailableAnswers(ann)
    const bobRefused = unavailableAnswers(bob)
    ann.send(newDocument('peer-ann').message)
    ann.send(newDocument('peer-ann').message)
    expect(await settle(ann)).toBeUndefined()
    bob.send(newDocument('peer-bob').message) // the third: kept
    const fourth = newDocument('peer-bob')
    bob.send(fourth.message) // within Bob's own 2, past the total
    expect(await settle(bob)).toBeUndefined()
    expect(annRefused.size).toBe(0)
    expect([...bobRefused]).toEqual([fourth.url.slice('automerge:'.length)])
  })

  it('lets a real device share its games within the limits, and keep syncing its others past them', async () => {
    const server = await startTestServer({
      dataDir: await freshFolder(),
      creationLimits: { documentsPerAddress: 2 },
    })
    const device = connectClient(server.port)
    const kept = [device.create({ hands: 1 }), device.create({ hands: 2 })]
    for (const handle of kept) await untilServerHolds(server.port, handle.url)
    const reader = await connectedReader(server.port)
    const refused = device.create({ hands: 3 })
    await until(
      () => server.logs.includes('new document refused: over the creation limits'),
      'the third game is refused',
    )
    await expect(reader.find(refused.url)).rejects.toThrow('unavailable')
    // Its games the server holds still sync both ways.
    const seen = await reader.find<{ hands: number }>(kept[0]!.url)
    kept[0]!.change((doc) => {
      ;(doc as { hands: number }).hands = 10
    })
    await until(() => seen.doc().hands === 10, 'an edit to a kept game is seen')
  })
})

describe('the log', { timeout: 30_000 }, () => {
  it('writes at most 10 lines of one kind a minute, then how many more there were', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const sockets = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        openRaw(server.port, { from: `127.0.2.${index + 1}` }),
      ),
    )
    for (const socket of sockets) socket.send(cbor.encode('not a message'))
    for (const socket of sockets) expect(await settle(socket)).toBe(1008)
    const line = 'connection closed (1008): not a CBOR map with text keys'
    expect(server.logs.filter((logged) => logged === line)).toHaveLength(10)
    await server.close()
    expect(server.logs).toContain(`… and 20 more like it: ${line}`)
  })
})
