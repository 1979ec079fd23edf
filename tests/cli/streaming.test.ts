import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { serialiseGameLog } from '../../src/engine'
import { typicalHand } from '../support/arbitraries'
import { gameLog } from '../support/game-logs'
import { casebook, tempFile } from './support'

/** A long game: enough report for many blocks. */
function longGame(hands: number): string {
  const log = gameLog(fc.sample(typicalHand, { numRuns: hands, seed: 9 }), {
    targetScore: 1_000_000_000,
  })
  return tempFile('long.json', serialiseGameLog(log))
}

// Each test scores and reports 600 hands: a fifth of a second idle, a few seconds when busy.
describe('the score report of a long game', { timeout: 15_000 }, () => {
  const file = longGame(600)

  it('is written in blocks as it is made, never as one whole text', async () => {
    const { code, writes, stdout } = await casebook(['score', file])
    expect(code).toBe(0)
    expect(writes.length).toBeGreaterThan(5)
    for (const block of writes) expect(block.length).toBeLessThan(66 * 1024)
    expect(stdout).toContain('\nHand 600 · ')
    expect(stdout.endsWith('\nIn progress\n')).toBe(true)
  })

  it('waits for a slow reader before writing more', async () => {
    const writes: string[] = []
    let release = () => {}
    const done = casebook(['score', file], {
      stdout: (text) => {
        writes.push(text)
        return new Promise<void>((resolve) => (release = resolve))
      },
    })
    // The file is read first (the disk answers when it does); then the first block is written.
    await vi.waitFor(() => expect(writes).toHaveLength(1))
    // Everything the command could do without waiting has run by the next turn of the loop.
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toHaveLength(1)
    release()
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toHaveLength(2)
    let finished = false
    void done.then(() => (finished = true))
    while (!finished) {
      release()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect((await done).code).toBe(0)
    expect(writes.join('')).toContain('\nHand 600 · ')
  })
})
