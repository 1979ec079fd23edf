import * as Automerge from '@automerge/automerge'
import { cbor, generateAutomergeUrl, parseAutomergeUrl } from '@automerge/automerge-repo'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { connectClient, freshFolder, startTestServer, until } from './support'
import { openRaw, settle } from './raw-client'

type Frame = { text: string } | { bytes: Uint8Array }

const validDocumentId = parseAutomergeUrl(generateAutomergeUrl()).documentId
const [, validSyncMessage] = Automerge.generateSyncMessage(
  Automerge.from({ hands: ['hand 1'] }),
  Automerge.initSyncState(),
)
if (validSyncMessage === null) throw new Error('no sync message to mutate')

/** Values a careless or hostile peer could put anywhere: prototype names, wrong types, anything. */
const hostileValue = fc.oneof(
  fc.constantFrom(null, 0, -1, 1e308, '', 'toString', '__proto__', 'constructor', [], [1], true),
  fc.constant({ toString: 1 }),
  fc.constant({ valueOf: 'x', toString: {} }),
  fc.string({ maxLength: 40 }),
  fc.anything({ maxDepth: 2 }),
)

const peerId = fc.oneof(
  fc.constantFrom('peer-fuzz', 'toString', '__proto__', 'x'.repeat(300)),
  hostileValue,
)

/** The sync message a real client sends, damaged: a byte flipped, cut short, or random bytes. */
const syncData = fc.oneof(
  fc.constant(validSyncMessage),
  fc.nat(validSyncMessage.length - 1).map((end) => validSyncMessage.slice(0, end)),
  fc
    .tuple(fc.nat(validSyncMessage.length - 1), fc.integer({ min: 1, max: 255 }))
    .map(([at, xor]) => {
      const damaged = validSyncMessage.slice()
      damaged[at] = (damaged[at] ?? 0) ^ xor
      return damaged
    }),
  fc.uint8Array({ maxLength: 64 }),
  hostileValue,
)

/** A message of the protocol's shape with any of its fields wrong. */
const protocolLikeMessage = fc.record(
  {
    type: fc.oneof(
      fc.constantFrom(
        'join',
        'sync',
        'request',
        'ephemeral',
        'doc-unavailable',
        'remote-heads-changed',
        'leave',
      ),
      hostileValue,
    ),
    senderId: peerId,
    targetId: peerId,
    documentId: fc.oneof(fc.constant(validDocumentId), hostileValue),
    data: syncData,
    supportedProtocolVersions: fc.oneof(fc.constant(['1']), hostileValue),
    peerMetadata: fc.oneof(
      fc.constant({}),
      fc.record({ storageId: hostileValue, isEphemeral: hostileValue }),
    ),
    count: fc.oneof(fc.nat(), hostileValue),
    sessionId: fc.oneof(fc.constant('session'), hostileValue),
  },
  { requiredKeys: [] },
)

function encoded(value: unknown): Uint8Array {
  try {
    return cbor.encode(value)
  } catch {
    return cbor.encode(String(value))
  }
}

const join = (senderId: string): Uint8Array =>
  cbor.encode({ type: 'join', senderId, peerMetadata: {}, supportedProtocolVersions: ['1'] })

const frame: fc.Arbitrary<Frame> = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((bytes) => ({ bytes })),
  fc.constant({ bytes: new Uint8Array(0) }),
  fc.string({ maxLength: 64 }).map((text) => ({ text })),
  fc.anything({ maxDepth: 3 }).map((value) => ({ bytes: encoded(value) })),
  protocolLikeMessage.map((message) => ({ bytes: encoded(message) })),
  fc.nat(40).map((end) => ({ bytes: join('peer-cut').slice(0, end) })),
)

/** One connection's worth: perhaps a proper join first (to reach the checks past it), then frames. */
const fuzzCase = fc.record({
  joinsFirst: fc.boolean(),
  frames: fc.array(frame, { minLength: 1, maxLength: 3 }),
})

describe('the sync server under malformed messages', { timeout: 120_000 }, () => {
  it('closes or ignores each bad connection and keeps syncing its real clients', async () => {
    const server = await startTestServer({ dataDir: await freshFolder() })
    const first = connectClient(server.port)
    const second = connectClient(server.port)
    const game = first.create<{ hands: number }>({ hands: 0 })
    const seen = await second.find<{ hands: number }>(game.url)

    const batches = fc.sample(fc.array(fuzzCase, { minLength: 30, maxLength: 30 }), {
      numRuns: 10,
      seed: 24,
    })
    let closed = 0
    for (const [batch, cases] of batches.entries()) {
      const codes = await Promise.all(
        cases.map(async ({ joinsFirst, frames }, index) => {
          // Each from an address of its own, as from many devices, none of them the real ones'.
          const socket = await openRaw(server.port, { from: `127.0.1.${index + 1}` })
          if (joinsFirst) socket.send(join(`peer-fuzz-${batch}-${index}`))
          for (const sent of frames) socket.send('text' in sent ? sent.text : sent.bytes)
          const code = await settle(socket)
          socket.terminate()
          return code
        }),
      )
      closed += codes.filter((code) => code !== undefined).length
      expect(codes.every((code) => code === undefined || code === 1003 || code === 1008)).toBe(true)
      // After each batch, a real edit still reaches the other real device.
      game.change((doc) => {
        doc.hands = batch + 1
      })
      await until(() => seen.doc().hands === batch + 1, `the edit after batch ${batch} is seen`)
    }
    // Most cases are refused outright; the rest were harmless and ignored.
    expect(closed).toBeGreaterThan(150)
    const newcomer = await connectClient(server.port).find<{ hands: number }>(game.url)
    expect(newcomer.doc().hands).toBe(batches.length)
  })

  it('survives every one-byte damage of a sync message that carries a change', async () => {
    const server = await startTestServer({ dataDir: await freshFolder(), maxBurstMessages: 10_000 })
    const first = connectClient(server.port)
    const game = first.create<{ hands: string[] }>({ hands: ['hand 1'] })
    await connectClient(server.port).find(game.url)

    // Those that still decode pass the server's check and reach the repo, which must not fall
    // over (the others close the connection, as the test above shows).
    const damaged = oneByteDamages(syncMessageWithAChange()).filter((data) => {
      try {
        Automerge.decodeSyncMessage(data)
        return true
      } catch {
        return false
      }
    })
    expect(damaged.length).toBeGreaterThan(100)
    const socket = await openRaw(server.port)
    socket.send(join('peer-damage'))
    for (const data of damaged) {
      const message = { type: 'sync', senderId: 'peer-damage', targetId: 'server', data }
      socket.send(cbor.encode({ ...message, documentId: game.documentId }))
    }
    // The server answers the ping once it has applied all of them: a minute on a busy machine.
    expect(await settle(socket, 60_000)).toBeUndefined()
    game.change((doc) => {
      doc.hands.push('hand 2')
    })
    const seen = await connectClient(server.port).find<{ hands: string[] }>(game.url)
    await until(() => seen.doc().hands.length === 2, 'the real edit is seen')
  })
})

/** The third message of a sync between two devices: the one with the change's bytes in it. */
function syncMessageWithAChange(): Uint8Array {
  const sender = Automerge.change(Automerge.from({ hands: ['hand 1'] }), (doc) => {
    doc.hands.push('hand 2')
  })
  let senderState = Automerge.initSyncState()
  let receiverState = Automerge.initSyncState()
  let receiver = Automerge.init<{ hands: string[] }>()
  const [, offer] = Automerge.generateSyncMessage(sender, senderState)
  ;[receiver, receiverState] = Automerge.receiveSyncMessage(receiver, receiverState, offer!)
  const [, request] = Automerge.generateSyncMessage(receiver, receiverState)
  ;[, senderState] = Automerge.receiveSyncMessage(sender, senderState, request!)
  const [, changes] = Automerge.generateSyncMessage(sender, senderState)
  if (changes === null || Automerge.decodeSyncMessage(changes).changes.length === 0) {
    throw new Error('no change in the third sync message')
  }
  return changes
}

/** Each byte flipped in three ways: its lowest bit, its highest, all of them. */
function oneByteDamages(message: Uint8Array): Uint8Array[] {
  return [...message.keys()].flatMap((at) =>
    [0x01, 0x80, 0xff].map((mask) => {
      const damaged = message.slice()
      damaged[at] = (damaged[at] ?? 0) ^ mask
      return damaged
    }),
  )
}
