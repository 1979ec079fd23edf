import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildCli, staleness } from '../../scripts/cli-bundle.mjs'
import { serialiseGameLog } from '../../src/engine'
import { typicalHand } from '../support/arbitraries'
import { gameLog } from '../support/game-logs'
import { expectedExport, fixture, root, tempFile } from './support'

/**
 * The real command, end to end: `npm run casebook` as the README says, and the built script
 * that `bin` installs. Everything else is tested in-process (commands.test.ts).
 *
 * Time budgets: a run takes a fraction of a second on an idle machine, npm's own start-up
 * included; a busy 2-core machine can be ten times slower. Each test gets this much per process
 * it starts, and the build (when the sources changed) gets a minute.
 */
const perProcess = 15_000
const bundle = 'out/cli/casebook.js'

beforeAll(async () => {
  if (staleness() !== null) await buildCli()
}, 60_000)

/** Runs a program; `readOnce` closes its output after the first piece, as `| head` would. */
function start(command: string, args: string[], { readOnce = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LANG: 'en_GB.UTF-8', LC_ALL: '', npm_config_loglevel: 'silent' },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text
    if (readOnce) child.stdout.destroy()
  })
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  )
}

const casebook = (...args: string[]) => start(process.execPath, [bundle, ...args])

describe('the casebook command', () => {
  it(
    'runs as the README says, with npm',
    async () => {
      const { code, stdout, stderr } = await start('npm', [
        'run',
        '--silent',
        'casebook',
        '--',
        'score',
        fixture('game-won'),
      ])
      expect(stderr).toBe('')
      expect(code).toBe(0)
      expect(stdout).toContain('Hand 3 · Dr. Jekyll up · Ada went out · dealt by Bram')
      expect(stdout.endsWith('Ada wins\n')).toBe(true)
    },
    perProcess,
  )

  it(
    'exits 0, 1 or 2 for a valid log, an invalid one, or a file it cannot read',
    async () => {
      const [valid, invalid, unreadable] = await Promise.all([
        casebook('score', fixture('game-tie-at-target'), '--json'),
        casebook('validate', tempFile('bad.json', '{"format": ')),
        casebook('score', 'no-such-file.json'),
      ])
      expect(valid.code).toBe(0)
      expect(JSON.parse(valid.stdout)).toMatchObject({ totals: { ada: 100, bram: 140 } })
      expect(invalid.code).toBe(1)
      expect(invalid.stdout).toContain('is not valid JSON')
      expect(unreadable.code).toBe(2)
      expect(unreadable.stderr).toContain('Cannot read no-such-file.json')
    },
    3 * perProcess,
  )

  it(
    'writes an export byte for byte, byte order mark and CRLF included',
    async () => {
      const csv = await casebook('export', fixture('game-tie-at-target'), '--format', 'csv')
      expect(csv.code).toBe(0)
      expect(csv.stdout).toBe(expectedExport('game-tie-at-target.en.csv'))
    },
    perProcess,
  )

  it.runIf(process.platform === 'linux')(
    'refuses /dev/zero without reading it, and a hostile trick without a stack trace',
    async () => {
      const [zero, trick] = await Promise.all([
        casebook('validate', '/dev/zero'),
        casebook(
          'trick',
          tempFile('t.json', '{"game": "jekyll-hyde-bambus", "sides": {"toString": 1}}'),
        ),
      ])
      expect(zero).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'Cannot read /dev/zero: it is not a regular file (a device or a socket), so it is not read\n',
      })
      expect(trick).toEqual({
        code: 1,
        stdout: '',
        stderr: expect.stringMatching(/^error sides.toString \[trick-seats\]\n {2}\S[^\n]*\n$/),
      })
    },
    perProcess,
  )

  describe('with a long game', () => {
    let file = ''
    beforeAll(() => {
      const log = gameLog(fc.sample(typicalHand, { numRuns: 5_000, seed: 3 }), {
        targetScore: 1_000_000_000,
      })
      file = tempFile('long.json', serialiseGameLog(log))
    })

    it(
      'writes the whole report through a pipe',
      async () => {
        const report = await casebook('score', file)
        expect(report.code).toBe(0)
        expect(report.stdout).toContain('\nHand 5000 · ')
        expect(report.stdout.endsWith('\nIn progress\n')).toBe(true)
      },
      // Scoring 5,000 hands and writing their report: a few seconds at most when busy.
      2 * perProcess,
    )

    it(
      'stops quietly when the reader closes the pipe early',
      async () => {
        const { code, stdout, stderr } = await start(process.execPath, [bundle, 'score', file], {
          readOnce: true,
        })
        expect(stderr).toBe('')
        expect(code).toBe(0)
        expect(stdout).toMatch(/^Mystery Rummy/)
      },
      2 * perProcess,
    )
  })
})

describe('the built command', () => {
  it('was built from the current sources (npm run build:cli rebuilds it)', () => {
    expect(staleness()).toBeNull()
    expect(readFileSync(`${root}/${bundle}`, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true)
  })
})
