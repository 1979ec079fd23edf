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
  const folder = join(root, 'tests/fixtures', game)
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
      // Nested as deep as JSON can be written back; deeper is the next test.
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

describe('a game log nested deeper than JSON can be written back', () => {
  // Known limit (docs/decisions/0025): the engine reads it, but JSON.stringify runs out of
  // stack writing a field nested 10,000 levels deep, so only the JSON export fails.
  const log = readFileSync(
    join(root, 'tests/fixtures/mystery-rummy-jekyll-hyde/game-won.json'),
    'utf8',
  )
  const deep = `${log.trimEnd().slice(0, -1)}, "extra": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`
  const bytes = new TextEncoder().encode(deep)
  const read = { readBytes: () => ({ ok: true as const, bytes }) }

  it('is validated, scored and exported as a score sheet', async () => {
    expect((await casebook(['validate', 'log.json'], read)).code).toBe(0)
    expect((await casebook(['score', 'log.json', '--json'], read)).code).toBe(0)
    expect((await casebook(['export', 'log.json', '--format', 'csv'], read)).code).toBe(0)
  })

  it('stops the JSON export with exit 3 and one sentence, never a stack trace', async () => {
    const { code, stdout, stderr } = await casebook(
      ['export', 'log.json', '--format', 'json'],
      read,
    )
    expect({ code, stdout }).toEqual({ code: 3, stdout: '' })
    expect(stderr).toBe(
      'Casebook stopped on an unexpected error: Maximum call stack size exceeded. Unless your system caused it (a full disk, say), please report it with the command and the file.\n',
    )
  })
})
