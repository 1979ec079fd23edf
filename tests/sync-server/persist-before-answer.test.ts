import {
  NetworkAdapter,
  type DocumentId,
  type Message,
  type PeerId,
} from '@automerge/automerge-repo'
import { next as A } from '@automerge/automerge'
import { describe, expect, it } from 'vitest'
import { PersistBeforeAnswer } from '../../src/sync-server/persist-before-answer'

/*
 * The rule of decision 0064, at the seam between the server's repository and its network: the
 * device that sent a change hears nothing more about the document before it is written; the
 * other devices hear it at once. The real server, disk and clients are in acknowledged.test.ts
 * and crash.test.ts.
 */

const game = 'game' as DocumentId
const other = 'other' as DocumentId
const ada = 'ada' as PeerId
const bram = 'bram' as PeerId
const server = 'server' as PeerId

/** The network side: what the server sends, and a way to hand it a device's message. */
class Wire extends NetworkAdapter {
  readonly sent: string[] = []
  isReady = () => true
  whenReady = () => Promise.resolve()
  connect() {}
  disconnect() {}
  send(message: Message) {
    this.sent.push(`${message.type}:${message.targetId}:${String(message.data?.[0] ?? '')}`)
  }
  arrive(message: Message) {
    this.emit('message', message)
  }
}

/** What the server sends: marked, to tell the messages apart. */
function sync(from: PeerId, to: PeerId, documentId: DocumentId, mark = 0): Message {
  return { type: 'sync', senderId: from, targetId: to, documentId, data: new Uint8Array([mark]) }
}

/** A device's sync message, with a change of its own or with none (an answer). */
function fromDevice(from: PeerId, documentId: DocumentId, withChange = true): Message {
  const doc = A.change(A.init<{ hands: number }>(), (game) => void (game.hands = 1))
  const data = A.encodeSyncMessage({
    heads: A.getHeads(doc),
    need: [],
    have: [],
    changes: withChange ? [A.getLastLocalChange(doc)!] : [],
  })
  return { type: 'sync', senderId: from, targetId: server, documentId, data }
}

/** A disk whose writes end when the test says, and fail when it says. */
function disk() {
  const writes: { documentId: DocumentId; end: () => void; fail: () => void }[] = []
  const persist = (documentId: DocumentId) =>
    new Promise<void>((resolve, reject) =>
      writes.push({ documentId, end: resolve, fail: () => reject(new Error('disk full')) }),
    )
  return { writes, persist }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function serverWith(persist: (documentId: DocumentId) => Promise<void>) {
  const wire = new Wire()
  const logged: string[] = []
  const adapter = new PersistBeforeAnswer(wire, persist, (line) => logged.push(line))
  const received: Message[] = []
  adapter.on('message', (message) => received.push(message))
  return { wire, adapter, received, logged }
}

describe('answers after the disk', () => {
  it('holds the answer to the device that sent a change until the document is written', async () => {
    const { writes, persist } = disk()
    const { wire, adapter, received } = serverWith(persist)
    wire.arrive(fromDevice(ada, game))
    expect(received).toHaveLength(1)
    adapter.send(sync(server, ada, game, 1))
    await settle()
    expect(wire.sent).toEqual([])
    expect(writes.map((write) => write.documentId)).toEqual([game])
    writes[0]!.end()
    await settle()
    expect(wire.sent).toEqual(['sync:ada:1'])
  })

  it('tells the other devices at once, while the write goes on', async () => {
    const { writes, persist } = disk()
    const { wire, adapter } = serverWith(persist)
    wire.arrive(fromDevice(ada, game))
    adapter.send(sync(server, ada, game, 1))
    adapter.send(sync(server, bram, game, 2))
    await settle()
    expect(wire.sent).toEqual(['sync:bram:2'])
    writes[0]!.end()
    await settle()
    expect(wire.sent).toEqual(['sync:bram:2', 'sync:ada:1'])
  })

  it('holds no device that only answered, without a change of its own', () => {
    const { persist } = disk()
    const { wire, adapter } = serverWith(persist)
    wire.arrive(fromDevice(ada, game, false))
    adapter.send(sync(server, ada, game, 1))
    expect(wire.sent).toEqual(['sync:ada:1'])
  })

  it('holds a device only for the document it changed', async () => {
    const { persist } = disk()
    const { wire, adapter } = serverWith(persist)
    wire.arrive(fromDevice(ada, game))
    adapter.send(sync(server, ada, other, 1))
    expect(wire.sent).toEqual(['sync:ada:1'])
  })

  it('keeps a device’s messages in order: one made during the write waits for the next', async () => {
    const { writes, persist } = disk()
    const { wire, adapter } = serverWith(persist)
    wire.arrive(fromDevice(ada, game))
    adapter.send(sync(server, ada, game, 1))
    await settle()
    // Ada sends again while her first change is written: her next answer needs a second write.
    wire.arrive(fromDevice(ada, game))
    adapter.send(sync(server, ada, game, 2))
    writes[0]!.end()
    await settle()
    expect(wire.sent).toEqual(['sync:ada:1'])
    // Made while the second write goes on, 3 waits for a third: she hears 2, then 3.
    adapter.send(sync(server, ada, game, 3))
    expect(writes).toHaveLength(2)
    writes[1]!.end()
    await settle()
    expect(wire.sent).toEqual(['sync:ada:1', 'sync:ada:2'])
    writes[2]!.end()
    await settle()
    expect(wire.sent).toEqual(['sync:ada:1', 'sync:ada:2', 'sync:ada:3'])
    // Owed nothing and with nothing waiting, she hears the next at once.
    adapter.send(sync(server, ada, game, 4))
    expect(wire.sent.at(-1)).toBe('sync:ada:4')
  })

  it('sends nothing of a write that failed, and holds the device until one succeeds', async () => {
    const { writes, persist } = disk()
    const { wire, adapter, logged } = serverWith(persist)
    wire.arrive(fromDevice(ada, game))
    adapter.send(sync(server, ada, game, 1))
    await settle()
    writes[0]!.fail()
    await settle()
    expect(wire.sent).toEqual([])
    expect(logged).toEqual([`document ${game} not written, 1 answers held: Error: disk full`])
    adapter.send(sync(server, ada, game, 2))
    await settle()
    expect(wire.sent).toEqual([])
    writes[1]!.end()
    await settle()
    expect(wire.sent).toEqual(['sync:ada:2'])
  })

  it('never holds presence', () => {
    const { persist } = disk()
    const { wire, adapter } = serverWith(persist)
    wire.arrive(fromDevice(ada, game))
    adapter.send({
      type: 'ephemeral',
      senderId: server,
      targetId: ada,
      documentId: game,
      count: 1,
      sessionId: 's',
      data: new Uint8Array([9]),
    } as Message)
    expect(wire.sent).toEqual(['ephemeral:ada:9'])
  })
})
