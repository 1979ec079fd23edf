import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const fixture = (name: string) =>
  join(root, 'tests/fixtures/mystery-rummy-jekyll-hyde', `${name}.json`)

/** Runs the real command exactly as the README tells users to: `npm run --silent casebook -- …`. */
function casebook(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'casebook', '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LANG: 'en_GB.UTF-8', LC_ALL: '', npm_config_loglevel: 'silent' },
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function tempFile(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'casebook-cli-')), name)
  writeFileSync(file, text)
  return file
}

describe('casebook score', () => {
  it('prints the JSON of the spec, with the scores computed by hand', () => {
    const { code, stdout } = casebook('score', fixture('game-tie-at-target'), '--json')
    expect(code).toBe(0)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({
      game: 'mystery-rummy-jekyll-hyde',
      totals: { ada: 100, bram: 140 },
      status: 'finished',
      winner: 'bram',
    })
    expect(report.hands[3]).toMatchObject({
      number: 4,
      scores: { ada: 0, bram: 0 },
      shutOut: null,
      void: true,
    })
    expect(report.hands[0]).toMatchObject({
      number: 1,
      scores: { ada: 52, bram: 0 },
      shutOut: 'ada',
      void: false,
    })
  })

  it('prints a readable breakdown of every hand, each line with its rule', () => {
    const { code, stdout } = casebook('score', fixture('rulebook-transformation-on-opponent-meld'))
    expect(code).toBe(0)
    expect(stdout).toContain('Hand 1 · Dr. Jekyll up · Bram went out · dealer Ada')
    expect(stdout).toMatch(
      /3 × Mr\. Utterson \[H\] at 2: not doubled, Dr\. Jekyll is up \(Transformation: J counts as H\) +\+6 +score\.transformation-letter/,
    )
    expect(stdout).toMatch(
      /No shut-out: Mr\. Enfield's Story do not match Dr\. Jekyll +0 +score\.shut-out/,
    )
    expect(stdout).toContain('Totals: Ada 17 · Bram 46')
  })

  it('speaks French when asked', () => {
    const { stdout } = casebook('score', fixture('game-won'), '--lang', 'fr')
    expect(stdout).toContain('Manche 3 · Dr Jekyll visible · Ada a fini la manche')
    expect(stdout).toContain('Ada gagne')
  })

  it('refuses an invalid log with exit code 1 and the located errors', () => {
    const file = tempFile('newer.json', JSON.stringify({ format: 'casebook/game-log', version: 3 }))
    const { code, stdout } = casebook('score', file, '--json')
    expect(code).toBe(1)
    expect(JSON.parse(stdout)).toMatchObject({
      valid: false,
      errors: [
        {
          path: 'version',
          rule: 'log.version',
          message: expect.stringContaining('newer Casebook'),
        },
      ],
    })
  })
})

describe('casebook validate', () => {
  it('exits 0 for a valid log', () => {
    const { code, stdout } = casebook('validate', fixture('game-won'))
    expect(code).toBe(0)
    expect(stdout).toContain('a valid game log, 3 hand(s)')
  })

  it('exits 1 and lists every problem with its path and rule', () => {
    const log = JSON.parse(
      JSON.stringify({
        format: 'casebook/game-log',
        version: 1,
        game: 'mystery-rummy-jekyll-hyde',
        players: [
          { id: 'ada', name: 'Ada' },
          { id: 'bram', name: 'Bram' },
        ],
        hands: [
          {
            identity: 'hyde',
            ending: { type: 'went-out', player: 'ada' },
            areas: { ada: { evidence: { 'hyde-awakes': 6, poole: 2 } }, bram: {} },
            leftInHand: { bram: { points: 3 } },
          },
        ],
      }),
    )
    const { code, stdout } = casebook(
      'validate',
      tempFile('bad.json', JSON.stringify(log)),
      '--json',
    )
    expect(code).toBe(1)
    const report = JSON.parse(stdout)
    expect(report.valid).toBe(false)
    expect(report.errors).toEqual([
      expect.objectContaining({
        path: 'hands[0].areas.ada.evidence.hyde-awakes',
        rule: 'deck.card-count',
        message: '6 × Hyde Awakes in this hand, but the deck has only 5.',
      }),
      expect.objectContaining({ path: 'hands[0].areas.ada.evidence.poole', rule: 'meld.minimum' }),
    ])
    expect(report.warnings).toEqual([expect.objectContaining({ rule: 'hand.went-out-card-count' })])
  })

  it('says what is wrong with a file that is not JSON', () => {
    const { code, stdout } = casebook('validate', tempFile('broken.json', '{"format": '))
    expect(code).toBe(1)
    expect(stdout).toContain('is not valid JSON')
  })
})

describe('usage errors', () => {
  it('exit 2 for an unknown command, a missing file name or an unreadable file', () => {
    expect(casebook('frobnicate', 'x.json').code).toBe(2)
    expect(casebook('score').code).toBe(2)
    const missing = casebook('score', join(root, 'no-such-file.json'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Cannot read')
  })
})
