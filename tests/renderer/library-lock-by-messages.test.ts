// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { libraryLockByMessages } from '../../src/renderer/src/platform/library-lock-by-messages'
import type { LibraryLock } from '../../src/renderer/src/platform/library-lock'

/*
 * Tabs of a page that is not a secure context (no Web Locks) agree by messages, on Node's real
 * BroadcastChannel: each tab its own channel object of one name, as each browser tab has.
 */
// Long enough for a message between two channels on a busy machine, as in a browser.
const answerMs = 1_000
const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

function tab(name: string): { lock: LibraryLock; channel: BroadcastChannel } {
  const channel = new BroadcastChannel(name)
  channels.push(channel)
  return { lock: libraryLockByMessages(channel, answerMs), channel }
}

const settles = { timeout: 15_000, interval: 20 }
const holds = (lock: LibraryLock, state: string) =>
  vi.waitFor(() => expect(lock.state.value).toBe(state), settles)

describe('the library lock by messages', { timeout: 30_000 }, () => {
  it('holds the library in a tab alone, once nobody answered', async () => {
    const { lock } = tab('alone')
    expect(lock.state.value).toBe('asking')
    await holds(lock, 'here')
  })

  it('leaves it to the tab that holds it, for a tab opened later', async () => {
    const first = tab('later')
    await holds(first.lock, 'here')
    const second = tab('later')
    await holds(second.lock, 'elsewhere')
    // Well after the time to answer, still one tab only.
    await new Promise((resolve) => setTimeout(resolve, answerMs * 3))
    expect([first.lock.state.value, second.lock.state.value]).toEqual(['here', 'elsewhere'])
  })

  it('gives it to exactly one of two tabs opened at once', async () => {
    const tabs = [tab('together'), tab('together'), tab('together')]
    await vi.waitFor(
      () => expect(tabs.every(({ lock }) => lock.state.value !== 'asking')).toBe(true),
      settles,
    )
    await new Promise((resolve) => setTimeout(resolve, answerMs * 3))
    expect(tabs.filter(({ lock }) => lock.state.value === 'here')).toHaveLength(1)
  })

  it('stays with the tab that held it first when its answer comes late (a busy device)', async () => {
    // The tab's question reaches nobody in time: it holds the library.
    const late = tab('late-answer')
    await holds(late.lock, 'here')
    let forgotten = false
    late.lock.handOverWith(
      () => Promise.resolve(true),
      () => (forgotten = true),
    )
    // Then the word of the tab that held it a minute before comes, whatever the two ids.
    const holder = new BroadcastChannel('late-answer')
    channels.push(holder)
    holder.postMessage({ kind: 'holding', from: '', since: Date.now() - 60_000 })
    await holds(late.lock, 'elsewhere')
    expect(forgotten).toBe(true)
  })

  it('of two tabs that hold, lets the later one stand aside, whichever hears the other first', async () => {
    const holder = tab('two-holders')
    await holds(holder.lock, 'here')
    const steps: string[] = []
    holder.lock.handOverWith(
      () => Promise.resolve(true),
      () => steps.push('holder forgot'),
    )
    // A later tab that holds tells the holder so: with the greatest id, which would have won
    // a tie, it still stands aside, told by the holder.
    const voice = new BroadcastChannel('two-holders')
    channels.push(voice)
    const heard: unknown[] = []
    voice.addEventListener('message', (event: MessageEvent<unknown>) => heard.push(event.data))
    voice.postMessage({ kind: 'holding', from: '\uffff', since: Date.now() + 60_000 })
    await vi.waitFor(
      () => expect(heard).toContainEqual(expect.objectContaining({ kind: 'holding' })),
      settles,
    )
    expect(holder.lock.state.value).toBe('here')
    expect(steps).toEqual([])
    // One that held earlier than the holder (it had not been heard): the holder stands aside.
    voice.postMessage({ kind: 'holding', from: '0', since: 1 })
    await holds(holder.lock, 'elsewhere')
    expect(steps).toEqual(['holder forgot'])
  })

  it('of two that hold since the same moment, or for a tab that does not say since when, the greater id keeps it', async () => {
    for (const since of [undefined, Number.NaN, { toString: 1 }]) {
      const name = `no-since-${String(typeof since)}-${Number.isNaN(since)}`
      const holder = tab(name)
      await holds(holder.lock, 'here')
      const voice = new BroadcastChannel(name)
      channels.push(voice)
      voice.postMessage({ kind: 'holding', from: '', since })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(holder.lock.state.value).toBe('here')
      voice.postMessage({ kind: 'holding', from: '\uffff', since })
      await holds(holder.lock, 'elsewhere')
    }
  })

  it('waits for a holder whose answer to a take-over comes after the time to answer', async () => {
    const taker = tab('late-hand-over')
    await holds(taker.lock, 'here')
    // Alone on its channel, the taker took the library to be gone... until the holder answers.
    const voice = new BroadcastChannel('late-hand-over')
    channels.push(voice)
    let forgotten = 0
    taker.lock.handOverWith(
      () => Promise.resolve(true),
      () => (forgotten += 1),
    )
    let takerId = ''
    voice.addEventListener('message', (event: MessageEvent<{ kind: string; from: string }>) => {
      if (event.data.kind === 'take-over') takerId = event.data.from
    })
    taker.lock.useHere()
    await holds(taker.lock, 'here')
    expect(takerId).not.toBe('')
    voice.postMessage({ kind: 'handing', to: takerId })
    await holds(taker.lock, 'taking-over')
    expect(forgotten).toBe(1)
    voice.postMessage({ kind: 'released', to: takerId })
    await holds(taker.lock, 'here')
  })

  it('is handed over when asked: the holder writes what it has, forgets, and lets go', async () => {
    const holder = tab('hand-over')
    await holds(holder.lock, 'here')
    const steps: string[] = []
    // A write slower than the time to answer: the tab taking over waits for it.
    holder.lock.handOverWith(
      () =>
        new Promise((resolve) =>
          setTimeout(() => (steps.push('written'), resolve(true)), answerMs * 3),
        ),
      () => steps.push('forgotten'),
    )
    const taker = tab('hand-over')
    await holds(taker.lock, 'elsewhere')
    taker.lock.useHere()
    expect(taker.lock.state.value).toBe('taking-over')
    await new Promise((resolve) => setTimeout(resolve, answerMs * 2))
    expect(taker.lock.state.value).toBe('taking-over')
    await holds(taker.lock, 'here')
    expect(holder.lock.state.value).toBe('elsewhere')
    expect(steps).toEqual(['written', 'forgotten'])
  })

  it('stays with the holder when it could not write what it has, and says so', async () => {
    const holder = tab('refuse')
    await holds(holder.lock, 'here')
    let forgotten = false
    holder.lock.handOverWith(
      () => Promise.resolve(false),
      () => (forgotten = true),
    )
    const taker = tab('refuse')
    await holds(taker.lock, 'elsewhere')
    taker.lock.useHere()
    await holds(taker.lock, 'refused')
    expect(holder.lock.state.value).toBe('here')
    expect(forgotten).toBe(false)
  })

  it('is taken over from a holder that no longer answers (closed or crashed)', async () => {
    const holder = tab('gone')
    await holds(holder.lock, 'here')
    const taker = tab('gone')
    await holds(taker.lock, 'elsewhere')
    holder.channel.close()
    taker.lock.useHere()
    await holds(taker.lock, 'here')
  })

  it('ignores what is not one of its messages', async () => {
    const { lock } = tab('noise')
    const noise = new BroadcastChannel('noise')
    channels.push(noise)
    const noiseOf = [
      null,
      'take-over',
      { kind: 'held' },
      { kind: 'take-over', from: 7 },
      { kind: 'ask', from: { toString: 1 } },
      { kind: 'holding', from: { toString: 1 }, since: 0 },
      { kind: 'released', to: { toString: 1 } },
      { kind: { toString: 1 }, from: 'x' },
    ]
    for (const data of noiseOf) {
      noise.postMessage(data)
    }
    await holds(lock, 'here')
  })
})
