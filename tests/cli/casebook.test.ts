import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseGameLog } from '../../src/engine'

const root = join(import.meta.dirname, '../..')
const fixture = (name: string) =>
  join(root, 'tests/fixtures/mystery-rummy-jekyll-hyde', `${name}.json`)
/** An export written by hand, byte for byte. */
const expectedExport = (file: string) =>
  readFileSync(join(root, 'tests/fixtures/exports', file), 'utf8')

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
      /No shut-out: 3 × Mr\. Enfield's Story do not match Dr\. Jekyll +0 +score\.shut-out/,
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
    expect(stdout).toContain('a valid game log, 3 hands.')
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

describe('casebook export', () => {
  it('prints the CSV score sheet, with its byte order mark and CRLF line endings', () => {
    const { code, stdout } = casebook('export', fixture('game-tie-at-target'), '--format', 'csv')
    expect(code).toBe(0)
    expect(stdout).toBe(expectedExport('game-tie-at-target.en.csv'))
  })

  it('prints the Markdown score sheet in French when asked', () => {
    const { code, stdout } = casebook(
      'export',
      fixture('rulebook-transformation-on-opponent-meld'),
      '--format',
      'md',
      '--lang',
      'fr',
    )
    expect(code).toBe(0)
    expect(stdout).toBe(expectedExport('rulebook-transformation-on-opponent-meld.fr.md'))
  })

  it('prints the game log itself, which reads back as the same game', () => {
    const { code, stdout } = casebook('export', fixture('game-won'), '--format=json')
    expect(code).toBe(0)
    const original = readFileSync(fixture('game-won'), 'utf8')
    expect(JSON.parse(stdout)).toEqual(JSON.parse(original))
    const again = parseGameLog(stdout)
    const first = parseGameLog(original)
    if (!again.ok || !first.ok) expect.fail('the exported log no longer reads')
    expect(again.log).toEqual(first.log)
  })

  it('refuses an invalid log with exit code 1 and the located errors, printing no export', () => {
    const log = JSON.parse(readFileSync(fixture('game-won'), 'utf8'))
    log.hands[0].ending.player = 'cleo'
    const { code, stdout, stderr } = casebook(
      'export',
      tempFile('bad.json', JSON.stringify(log)),
      '--format',
      'csv',
    )
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('not a valid game log')
    expect(stderr).toContain('hands[0].ending.player [players.known-id]')
  })

  it('exits 2 without a format, with an unknown one, or with an option of another command', () => {
    const missing = casebook('export', fixture('game-won'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Choose the export format with --format: json, csv, md.')
    expect(missing.stdout).toBe('')
    const unknown = casebook('export', fixture('game-won'), '--format', 'pdf')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown export format "pdf": use json, csv, md.')
    expect(casebook('export', fixture('game-won'), '--format', 'csv', '--json').code).toBe(2)
    const scoreWithFormat = casebook('score', fixture('game-won'), '--format', 'csv')
    expect(scoreWithFormat.code).toBe(2)
    expect(scoreWithFormat.stderr).toContain('--format does not go with score.')
  })

  it('is in the usage text, in both languages', () => {
    expect(casebook('--help').stdout).toContain('export FILE --format FORMAT')
    expect(casebook('--help', '--lang', 'fr').stdout).toContain('export FICHIER --format FORMAT')
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
