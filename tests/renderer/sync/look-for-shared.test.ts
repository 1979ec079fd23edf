// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lookForShared } from '../../../src/renderer/src/sync/look-for-shared'

/**
 * A join page on a clock it does not own: each look takes no time, each wait moves the clock. The
 * server's answers and its fullness are given per moment (in ms since the page opened).
 */
function page(options: { foundAt: number; fullUntil?: number; leftAt?: number }) {
  let clock = 0
  const looks: number[] = []
  const outcome = lookForShared(
    async () => (looks.push(clock), clock >= options.foundAt ? 'found' : 'not-found'),
    (answer) => answer === 'not-found',
    {
      lookingForMs: 10_000,
      lookAgainAfterMs: 1_000,
      isServerFull: () => clock < (options.fullUntil ?? 0),
      isLeft: () => clock >= (options.leftAt ?? Infinity),
      now: () => clock,
      wait: async (ms) => void (clock += ms),
    },
  )
  return { outcome, looks }
}

describe('a join page looking for a shared game', () => {
  it('takes the game the moment the server sends it', async () => {
    const { outcome, looks } = page({ foundAt: 3_000 })
    expect(await outcome).toBe('found')
    expect(looks).toEqual([0, 1_000, 2_000, 3_000])
  })

  it('looks for ten seconds, its last look at the tenth, then says it is not there', async () => {
    const sentLate = page({ foundAt: 10_000 })
    expect(await sentLate.outcome).toBe('found')
    const neverSent = page({ foundAt: 11_000 })
    expect(await neverSent.outcome).toBe('not-found')
    expect(neverSent.looks.at(-1)).toBe(10_000)
  })

  it('goes on looking while the server is full, however long', async () => {
    const { outcome } = page({ foundAt: 60_000, fullUntil: 59_000 })
    expect(await outcome).toBe('found')
  })

  it('gives a server that makes room ten more seconds to send the game, not one look', async () => {
    // Let in at 30 s, after the ten seconds counted from the page's opening: its repository had
    // taken the game as missing meanwhile, so the first looks still say "not there".
    // The last full moment was seen at 29 s: ten seconds from there.
    const sentLate = page({ foundAt: 39_000, fullUntil: 30_000 })
    expect(await sentLate.outcome).toBe('found')
    const neverSent = page({ foundAt: 40_000, fullUntil: 30_000 })
    expect(await neverSent.outcome).toBe('not-found')
    expect(neverSent.looks.at(-1)).toBe(39_000)
  })

  it('stops looking once the page is left, without a last look after the wait', async () => {
    const { outcome, looks } = page({ foundAt: 4_000, fullUntil: Infinity, leftAt: 4_000 })
    expect(await outcome).toBe('not-found')
    expect(looks.at(-1)).toBe(3_000)
  })
})
