import { describe, expect, it } from 'vitest'
import {
  createScreenWakeLock,
  type WakeLockLike,
  type WakeLockSentinelLike,
} from '../../src/renderer/src/platform/screen-wake-lock'

/**
 * navigator.wakeLock as browsers shape it (jsdom has none, and headless Chromium may refuse a
 * real one): `request('screen')` resolves with a sentinel that the page, or the browser when the
 * page is hidden, releases. `answer` decides each request: grant, refuse, or wait.
 */
function wakeLock(answer: 'grant' | 'refuse' | 'wait' = 'grant') {
  const sentinels: (WakeLockSentinelLike & { released: boolean })[] = []
  let pending: (() => void) | null = null
  const api: WakeLockLike = {
    request(type) {
      if (type !== 'screen') return Promise.reject(new TypeError('not a wake lock type'))
      if (answer === 'refuse') {
        return Promise.reject(new DOMException('Wake lock refused', 'NotAllowedError'))
      }
      const sentinel = {
        released: false,
        release() {
          this.released = true
          return Promise.resolve()
        },
      }
      sentinels.push(sentinel)
      if (answer === 'wait') {
        return new Promise((resolve) => {
          pending = () => resolve(sentinel)
        })
      }
      return Promise.resolve(sentinel)
    },
  }
  return {
    api,
    sentinels,
    held: () => sentinels.filter((sentinel) => !sentinel.released).length,
    /** The browser drops every lock: the page was hidden. */
    hidePage: () => sentinels.forEach((sentinel) => (sentinel.released = true)),
    grantPending: () => pending?.(),
  }
}

describe('the screen wake lock of the web app', () => {
  it('holds a screen lock while asked, and releases it when no longer', async () => {
    const lock = wakeLock()
    const keepScreenAwake = createScreenWakeLock(lock.api)
    await keepScreenAwake(true)
    expect(lock.held()).toBe(1)
    await keepScreenAwake(false)
    expect(lock.held()).toBe(0)
  })

  it('does not ask twice for a lock it holds', async () => {
    const lock = wakeLock()
    const keepScreenAwake = createScreenWakeLock(lock.api)
    await keepScreenAwake(true)
    await keepScreenAwake(true)
    expect(lock.sentinels).toHaveLength(1)
  })

  it('asks again once the browser dropped the lock (the page was hidden, then shown)', async () => {
    const lock = wakeLock()
    const keepScreenAwake = createScreenWakeLock(lock.api)
    await keepScreenAwake(true)
    lock.hidePage()
    await keepScreenAwake(false)
    await keepScreenAwake(true)
    expect(lock.sentinels).toHaveLength(2)
    expect(lock.held()).toBe(1)
  })

  it('gives a lock straight back when it was turned off while the browser decided', async () => {
    const lock = wakeLock('wait')
    const keepScreenAwake = createScreenWakeLock(lock.api)
    const asked = keepScreenAwake(true)
    await keepScreenAwake(false)
    lock.grantPending()
    await asked
    expect(lock.held()).toBe(0)
  })

  it('asks once while a request is pending', async () => {
    const lock = wakeLock('wait')
    const keepScreenAwake = createScreenWakeLock(lock.api)
    const first = keepScreenAwake(true)
    const second = keepScreenAwake(true)
    lock.grantPending()
    await Promise.all([first, second])
    expect(lock.sentinels).toHaveLength(1)
    expect(lock.held()).toBe(1)
  })

  it('says nothing and breaks nothing where the browser refuses', async () => {
    const keepScreenAwake = createScreenWakeLock(wakeLock('refuse').api)
    await expect(keepScreenAwake(true)).resolves.toBeUndefined()
    await expect(keepScreenAwake(false)).resolves.toBeUndefined()
  })

  it('says nothing and breaks nothing where the browser has no wake lock', async () => {
    const keepScreenAwake = createScreenWakeLock(undefined)
    await expect(keepScreenAwake(true)).resolves.toBeUndefined()
    await expect(keepScreenAwake(false)).resolves.toBeUndefined()
  })
})
