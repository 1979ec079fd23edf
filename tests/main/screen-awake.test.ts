import { describe, expect, it } from 'vitest'
import { createScreenAwake, type DisplaySleepBlocker } from '../../src/main/screen-awake'

/**
 * Electron's powerSaveBlocker, as it behaves (its binary cannot run here): `start` gives a new
 * id each call, `stop` ends one, `isStarted` says whether an id still blocks.
 */
function powerSaveBlocker() {
  let nextId = 0
  const started = new Map<number, string>()
  const blocker: DisplaySleepBlocker = {
    start: (type) => {
      started.set(nextId, type)
      return nextId++
    },
    stop: (id) => started.delete(id),
    isStarted: (id) => started.has(id),
  }
  return { blocker, started }
}

/** A page's web contents: its id, and the events it sends. */
function page(id: number) {
  const listeners = new Map<string, (() => void)[]>()
  return {
    id,
    on(event: 'destroyed' | 'did-navigate', listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener()
    },
    listenerCount: () => [...listeners.values()].flat().length,
  }
}

describe('keeping the display awake in the desktop app', () => {
  it('blocks display sleep while the page asks, and lets it sleep when it stops asking', () => {
    const { blocker, started } = powerSaveBlocker()
    const awake = createScreenAwake(blocker)
    const window = page(1)
    awake.keepScreenAwake(window, true)
    expect([...started.values()]).toEqual(['prevent-display-sleep'])
    awake.keepScreenAwake(window, false)
    expect(started.size).toBe(0)
  })

  it('holds one blocker per page however often it asks', () => {
    const { blocker, started } = powerSaveBlocker()
    const awake = createScreenAwake(blocker)
    const window = page(1)
    awake.keepScreenAwake(window, true)
    awake.keepScreenAwake(window, true)
    expect(started.size).toBe(1)
    awake.keepScreenAwake(page(2), true)
    expect(started.size).toBe(2)
  })

  it('asks again for a blocker something else stopped', () => {
    const { blocker, started } = powerSaveBlocker()
    const awake = createScreenAwake(blocker)
    const window = page(1)
    awake.keepScreenAwake(window, true)
    started.clear()
    awake.keepScreenAwake(window, true)
    expect(started.size).toBe(1)
  })

  it('lets the screen sleep when the page is closed or reloaded', () => {
    const { blocker, started } = powerSaveBlocker()
    const awake = createScreenAwake(blocker)
    const window = page(1)
    awake.keepScreenAwake(window, true)
    window.emit('did-navigate')
    expect(started.size).toBe(0)
    awake.keepScreenAwake(window, true)
    window.emit('destroyed')
    expect(started.size).toBe(0)
  })

  it('listens to a page once, however often the setting is turned off and on', () => {
    const { blocker } = powerSaveBlocker()
    const awake = createScreenAwake(blocker)
    const window = page(1)
    for (let turn = 0; turn < 20; turn += 1) {
      awake.keepScreenAwake(window, true)
      awake.keepScreenAwake(window, false)
    }
    expect(window.listenerCount()).toBe(2)
  })

  it('does nothing for a page that never asked', () => {
    const { blocker, started } = powerSaveBlocker()
    const awake = createScreenAwake(blocker)
    awake.keepScreenAwake(page(3), false)
    expect(started.size).toBe(0)
  })
})
