// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FetchedOnce } from '../../src/renderer/src/fetched-once'

describe('what a screen fetches the first time it needs it', () => {
  it('is fetched once per key and shared', async () => {
    const asked: string[] = []
    const once = new FetchedOnce(async (key) => (asked.push(key), `value of ${key}`))
    expect(await Promise.all([once.get('a'), once.get('a'), once.get('b')])).toEqual([
      'value of a',
      'value of a',
      'value of b',
    ])
    expect(asked).toEqual(['a', 'b'])
  })

  it('is fetched again after a fetch that failed (offline), and kept once it arrives', async () => {
    let online = false
    let fetches = 0
    const once = new FetchedOnce(async () => {
      fetches++
      if (!online) throw new TypeError('Failed to fetch dynamically imported module')
      return 'reference'
    })
    await expect(once.get('game')).rejects.toThrow('Failed to fetch')
    online = true
    expect(await once.get('game')).toBe('reference')
    expect(await once.get('game')).toBe('reference')
    expect(fetches).toBe(2)
  })

  it('settles once every fetch started has arrived or failed', async () => {
    let arrive: (value: string) => void = () => {}
    const once = new FetchedOnce((key) =>
      key === 'slow'
        ? new Promise<string>((resolve) => (arrive = resolve))
        : Promise.reject(new Error('no')),
    )
    void once.get('slow')
    once.get('broken').catch(() => {})
    let settled = false
    const waiting = once.settled().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    arrive('here')
    await waiting
    expect(settled).toBe(true)
  })
})
