import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { checkGameLog, scoreGameLog, scoreJsonOf, serialiseGameLog } from '../../src/engine'
import { typicalHand } from '../support/arbitraries'
import { gameLog } from '../support/game-logs'
import { bambusLongLog, jackTheRipperLongLog, mysteryRummyLongLog } from '../support/long-logs'
import { casebook, fixture, root, tempFile } from './support'

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

/** Every game's golden logs, and a long log of each game that grows without end. */
const goldenLogs = ['jekyll-hyde-bambus', 'jekyll-vs-hyde', 'mystery-rummy-jack-the-ripper']
  .flatMap((game) => {
    const folder = join(root, 'tests/games', game, 'fixtures')
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
      .map((file) => join(folder, file))
  })
  .concat(fixture('game-tie-at-target'), fixture('rulebook-transformation-on-opponent-meld'))

describe('score --json', { timeout: 15_000 }, () => {
  it.each(goldenLogs)('prints exactly the whole score as JSON: %s', async (file) => {
    const checked = checkGameLog(readFileSync(file, 'utf8'))
    if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
    const whole = `${JSON.stringify(scoreJsonOf(checked.log, checked.score), null, 2)}\n`
    const { code, stdout } = await casebook(['score', file, '--json'])
    expect(code).toBe(0)
    expect(stdout).toBe(whole)
  })

  it.each([
    ['Mystery Rummy', mysteryRummyLongLog],
    ['Bambus', bambusLongLog],
    ['Jack the Ripper', jackTheRipperLongLog],
  ])('writes a long %s game hand by hand, in blocks, the same text', async (_game, longLog) => {
    const log = longLog(400)
    const file = tempFile('long.json', serialiseGameLog(log))
    const { code, writes, stdout } = await casebook(['score', file, '--json'])
    expect(code).toBe(0)
    expect(writes.length).toBeGreaterThan(1)
    // A block ends once past 64 KiB: at most one hand's text further.
    for (const block of writes) expect(block.length).toBeLessThan(72 * 1024)
    expect(stdout).toBe(`${JSON.stringify(scoreJsonOf(log, scoreGameLog(log)), null, 2)}\n`)
  })
})
