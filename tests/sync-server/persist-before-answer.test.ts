import {
  NetworkAdapter,
  type DocumentId,
  type Message,
  type PeerId,
} from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import { MAX_HELD_ANSWERS, PersistBeforeAnswer } from '../../src/sync-server/persist-before-answer'

/*
 * The order in which the server's answers about a document leave, against the writes of that
 * document (decision 0058): here the writes are held and let go by hand, and the document's
 * heads are set by hand, so every interleaving is exact. The real server, real devices and the
 * real disk are in acknowledged.test.ts.
 */

/** The WebSocket side, as far as this adapter sees it: it records what leaves. */
class Wire extends NetworkAdapter {
  readonly sent: string[] = []
  isReady = () => true
  whenReady = () => Promise.resolve()
  connect(): void {}
  disconnect(): void {}
  send(message: Message): void {
    this.sent.push(String(message.targetId))
  }
}

const game = 'game' as DocumentId

function server() {
  const wire = new Wire()
  const writes: { heads: string; done: () => void; fail: (error: Error) => void }[] = []
  const state = { heads: 'h1' }
  const disconnected: string[] = []
  const adapter = new PersistBeforeAnswer(
    wire,
    () => new Promise<void>((done, fail) => writes.push({ heads: state.heads, done, fail })),
    () => state.heads,
    () => {},
    (peerId) => disconnected.push(peerId),
  )
  /** A sync message about the game to `to`, made from the document as it is now. */
  const answer = (to: string) =>
    adapter.send({
      type: 'sync',
      senderId: 'server' as PeerId,
      targetId: to as PeerId,
      documentId: game,
      data: new Uint8Array([1]),
    } as Message)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  /** Ends write `index` (done, or failed with a full disk) and lets what follows it run. */
  const finish = async (index: number, outcome: 'done' | 'failed' = 'done') => {
    if (outcome === 'done') writes[index]!.done()
    else writes[index]!.fail(new Error('ENOSPC'))
    await settle()
  }
  return { adapter, wire, writes, state, answer, settle, finish, disconnected }
}

describe('the server’s answers about a document', () => {
  it('leave once the document is written, not before', async () => {
    const { wire, writes, answer, settle, finish } = server()
    answer('ada')
    await settle()
    expect(writes).toHaveLength(1)
    expect(wire.sent).toEqual([])
    await finish(0)
    expect(wire.sent).toEqual(['ada'])
  })

  it('made during a write of the same state, leave with that write: no second write', async () => {
    const { wire, writes, answer, settle, finish } = server()
    answer('ada')
    await settle()
    answer('bram')
    answer('cleo')
    await finish(0)
    expect(wire.sent).toEqual(['ada', 'bram', 'cleo'])
    expect(writes).toHaveLength(1)
  })

  it('made of a later state during a write, wait for the next write, in order', async () => {
    const { wire, writes, state, answer, settle, finish } = server()
    answer('ada')
    await settle()
    state.heads = 'h2'
    answer('bram')
    await settle()
    answer('cleo')
    await finish(0)
    expect(wire.sent).toEqual(['ada'])
    expect(writes.map((write) => write.heads)).toEqual(['h1', 'h2'])
    await finish(1)
    expect(wire.sent).toEqual(['ada', 'bram', 'cleo'])
  })

  it('made inside the update that applies a change, wait for a write that holds it', async () => {
    const { wire, writes, state, answer, settle, finish } = server()
    answer('ada')
    await settle()
    // automerge-repo answers a device from inside the update: the handle shows the change only
    // once it returns, while the answer already speaks of it.
    answer('bram')
    state.heads = 'h2'
    await finish(0)
    expect(wire.sent).toEqual(['ada'])
    expect(writes.map((write) => write.heads)).toEqual(['h1', 'h2'])
    await finish(1)
    expect(wire.sent).toEqual(['ada', 'bram'])
  })

  it('made before the write starts, all leave with it', async () => {
    const { wire, writes, state, answer, settle, finish } = server()
    answer('ada')
    state.heads = 'h2'
    answer('bram')
    await settle()
    expect(writes.map((write) => write.heads)).toEqual(['h2'])
    await finish(0)
    expect(wire.sent).toEqual(['ada', 'bram'])
  })

  it('whose write failed, leave first with the next write that succeeds, never dropped', async () => {
    const { wire, state, answer, settle, finish } = server()
    answer('ada')
    await settle()
    state.heads = 'h2'
    answer('bram')
    await settle()
    // A full disk: the first write fails; the one waiting is tried at once, and fails too.
    await finish(0, 'failed')
    await finish(1, 'failed')
    expect(wire.sent).toEqual([])
    // Room again: the next message about the game brings every held one out, in order.
    answer('cleo')
    await settle()
    await finish(2)
    expect(wire.sent).toEqual(['ada', 'bram', 'cleo'])
  })

  it('about presence leave at once, while a write is under way', async () => {
    const { adapter, wire, writes, answer, settle } = server()
    answer('ada')
    await settle()
    adapter.send({
      type: 'ephemeral',
      senderId: 'server' as PeerId,
      targetId: 'bram' as PeerId,
      documentId: game,
      data: new Uint8Array([1]),
    } as unknown as Message)
    expect(wire.sent).toEqual(['bram'])
    expect(writes).toHaveLength(1)
  })

  /** Answers to Ada and Bram in turn, each write failing (a disk that stays full). */
  async function heldWhileTheDiskIsFull(count: number) {
    const full = server()
    // Microtasks, not a timer each: a thousand writes to fail.
    const settleNow = async () => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve()
    }
    for (let each = 0; each < count; each += 1) {
      full.answer(each % 2 === 0 ? 'ada' : 'bram')
      await settleNow()
      full.writes.at(-1)!.fail(new Error('ENOSPC'))
      await settleNow()
    }
    expect(full.writes).toHaveLength(count)
    return full
  }

  it(`held past ${MAX_HELD_ANSWERS} while the disk is full, are let go and their devices disconnected`, async () => {
    const atTheBound = await heldWhileTheDiskIsFull(MAX_HELD_ANSWERS)
    expect(atTheBound.disconnected).toEqual([])

    const past = await heldWhileTheDiskIsFull(MAX_HELD_ANSWERS + 1)
    expect(past.disconnected.sort()).toEqual(['ada', 'bram'])
    // Room again: what the server says next leaves alone, nothing of the dropped ones with it.
    past.answer('cleo')
    await past.settle()
    await past.finish(past.writes.length - 1)
    expect(past.wire.sent).toEqual(['cleo'])
  })
})
