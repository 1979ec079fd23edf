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
    for (const data of [null, 'take-over', { kind: 'held' }, { kind: 'take-over', from: 7 }]) {
      noise.postMessage(data)
    }
    await holds(lock, 'here')
  })
})
