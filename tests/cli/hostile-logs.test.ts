import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mutatedJsonText } from '../support/hostile-json'
import { casebook, root } from './support'

/** Every game's fixture logs, the seeds of the hostile ones. */
const logs = [
  'mystery-rummy-jekyll-hyde',
  'mystery-rummy-jack-the-ripper',
  'jekyll-hyde-bambus',
  'jekyll-vs-hyde',
].flatMap((game) => {
  const folder = join(root, 'tests/games', game, 'fixtures')
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.expected.json'))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown)
})

const commands = [
  ['validate'],
  ['validate', '--json'],
  ['score'],
  ['score', '--json'],
  ['export', '--format', 'csv'],
  ['export', '--format', 'md'],
  ['export', '--format', 'json'],
]

describe('every command on a hostile game log', () => {
  it('answers 0 or 1 with its report, never an unexpected error', async () => {
    await fc.assert(
      // Nested up to 1,000 levels: past 64 the log is refused (exit 1), as the next test shows.
      fc.asyncProperty(mutatedJsonText(logs, 1_000), async (text) => {
        const bytes = new TextEncoder().encode(text)
        for (const [command, ...options] of commands) {
          const { code, stderr } = await casebook([command!, 'log.json', ...options], {
            readBytes: () => ({ ok: true, bytes }),
          })
          expect(stderr).not.toContain('unexpected error')
          expect([0, 1]).toContain(code)
        }
      }),
      { numRuns: 60 },
    )
    // Seven commands on each of 60 logs: seconds on an idle machine, many more on a busy one.
  }, 120_000)
})

describe('a game log nested deeper than a game log needs', () => {
  // JSON.stringify runs out of stack writing a field nested 10,000 levels deep, so such a log
  // is refused when read (at most 64 levels, decision 0024) rather than failing at export.
  const log = readFileSync(
    join(root, 'tests/games/mystery-rummy-jekyll-hyde/fixtures/game-won.json'),
    'utf8',
  )
  const withExtra = (depth: number) =>
    `${log.trimEnd().slice(0, -1)}, "extra": ${'['.repeat(depth)}${']'.repeat(depth)}}`
  const reading = (text: string) => {
    const bytes = new TextEncoder().encode(text)
    return { readBytes: () => ({ ok: true as const, bytes }) }
  }

  it('is refused by every command with exit 1 and where it is too deep', async () => {
    const read = reading(withExtra(10_000))
    for (const [command, ...options] of commands) {
      const { code, stdout, stderr } = await casebook([command!, 'log.json', ...options], read)
      expect(code).toBe(1)
      expect(stdout + stderr).toContain('nested more than 64 levels deep')
      expect(stderr).not.toContain('unexpected error')
    }
  })

  it('is read and written back at 64 levels: the log, then 63 arrays', async () => {
    const read = reading(withExtra(63))
    expect((await casebook(['validate', 'log.json'], read)).code).toBe(0)
    const exported = await casebook(['export', 'log.json', '--format', 'json'], read)
    expect(exported.code).toBe(0)
    const deepest = JSON.parse(`${'['.repeat(63)}${']'.repeat(63)}`) as unknown
    expect((JSON.parse(exported.stdout) as { extra: unknown }).extra).toEqual(deepest)
    expect((await casebook(['validate', 'log.json'], reading(withExtra(64)))).code).toBe(1)
  })
})
