import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseGameLog } from '../../src/engine'
import { casebook as runCasebook, expectedExport, fixture, root, tempFile } from './support'

/** The command's function, in-process, on the current source (`command.test.ts` runs the real one). */
const casebook = (...args: string[]) => runCasebook(args)

describe('casebook score', () => {
  it('prints the JSON of the spec, with the scores computed by hand', async () => {
    const { code, stdout } = await casebook('score', fixture('game-tie-at-target'), '--json')
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

  it('prints a readable breakdown of every hand, each line with its rule', async () => {
    const { code, stdout } = await casebook(
      'score',
      fixture('rulebook-transformation-on-opponent-meld'),
    )
    expect(code).toBe(0)
    expect(stdout).toContain('Hand 1 · Dr. Jekyll up · Bram went out · dealt by Ada')
    // A line too long for the text column goes on below, so the points stay in their column.
    expect(stdout).toMatch(
      /\n {4}3 × Mr\. Utterson \[H\] at 2: not doubled, Dr\. Jekyll is up +\+6 {2}score\.transformation-letter\n {6}\(Transformation: J counts as H\)\n/,
    )
    expect(stdout).toMatch(
      /No shut-out: 3 × Mr\. Enfield's Story do not match Dr\. Jekyll +0 +score\.shut-out/,
    )
    expect(stdout).toContain('Totals: Ada 17 · Bram 46')
  })

  it('speaks French when asked', async () => {
    const { stdout } = await casebook('score', fixture('game-won'), '--lang', 'fr')
    expect(stdout).toContain('Manche 3 · Dr Jekyll visible · Ada a fini la manche')
    expect(stdout).toContain('Totaux\u00a0: Ada 100 · Bram 52')
    expect(stdout).toContain('Ada gagne')
  })

  it('refuses an invalid log with exit code 1 and the located errors', async () => {
    const file = tempFile('newer.json', JSON.stringify({ format: 'casebook/game-log', version: 3 }))
    const { code, stdout } = await casebook('score', file, '--json')
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
  it('exits 0 for a valid log', async () => {
    const { code, stdout } = await casebook('validate', fixture('game-won'))
    expect(code).toBe(0)
    expect(stdout).toContain('a valid game log, 3 hands.')
  })

  it('exits 1 and lists every problem with its path and rule', async () => {
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
    const { code, stdout } = await casebook(
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

  it('says what is wrong with a file that is not JSON', async () => {
    const { code, stdout } = await casebook('validate', tempFile('broken.json', '{"format": '))
    expect(code).toBe(1)
    expect(stdout).toContain('is not valid JSON')
  })
})

describe('the file as bytes', () => {
  const text = readFileSync(fixture('game-won'), 'utf8').replace(
    '"title": "',
    '"title": "Soirée chez Clémence · ',
  )

  it('reads UTF-8 that starts with a byte-order mark, as Notepad saves it', async () => {
    const file = tempFile('notepad.json', `\uFEFF${text}`)
    const { code, stdout } = await casebook('score', file)
    expect(code).toBe(0)
    expect(stdout).toContain('Soirée chez Clémence')
  })

  it.each([
    ['Latin-1', Buffer.from(text, 'latin1'), 'problems.log.encoding-other', 'is not UTF-8 text'],
    ['UTF-16', Buffer.from(`\uFEFF${text}`, 'utf16le'), 'problems.log.encoding-utf-16', 'UTF-16'],
  ])('refuses %s with exit code 1 and says it is not UTF-8', async (_name, bytes, key, says) => {
    const file = tempFile('other.json', bytes)
    const validated = await casebook('validate', file, '--json')
    expect(validated.code).toBe(1)
    expect(JSON.parse(validated.stdout)).toMatchObject({
      valid: false,
      errors: [{ path: '', rule: 'log.encoding', messageKey: key }],
    })
    const scored = await casebook('score', file)
    expect(scored.code).toBe(1)
    expect(scored.stderr).toContain(says)
    expect(scored.stdout).toBe('')
  })

  it('never reads a Latin-1 accent as a replacement character', async () => {
    const { stdout, stderr } = await casebook(
      'score',
      tempFile('l.json', Buffer.from(text, 'latin1')),
    )
    expect(`${stdout}${stderr}`).not.toContain('\uFFFD')
  })
})

describe('casebook export', () => {
  it('prints the CSV score sheet, with its byte order mark and CRLF line endings', async () => {
    const { code, stdout } = await casebook(
      'export',
      fixture('game-tie-at-target'),
      '--format',
      'csv',
    )
    expect(code).toBe(0)
    expect(stdout).toBe(expectedExport('game-tie-at-target.en.csv'))
  })

  it('prints the Markdown score sheet in French when asked', async () => {
    const { code, stdout } = await casebook(
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

  it('prints the game log itself, which reads back as the same game', async () => {
    const { code, stdout } = await casebook('export', fixture('game-won'), '--format=json')
    expect(code).toBe(0)
    const original = readFileSync(fixture('game-won'), 'utf8')
    expect(JSON.parse(stdout)).toEqual(JSON.parse(original))
    const again = parseGameLog(stdout)
    const first = parseGameLog(original)
    if (!again.ok || !first.ok) expect.fail('the exported log no longer reads')
    expect(again.log).toEqual(first.log)
  })

  it('refuses an invalid log with exit code 1 and the located errors, printing no export', async () => {
    const log = JSON.parse(readFileSync(fixture('game-won'), 'utf8'))
    log.hands[0].ending.player = 'cleo'
    const { code, stdout, stderr } = await casebook(
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

  it('exits 2 without a format, with an unknown one, or with an option of another command', async () => {
    const missing = await casebook('export', fixture('game-won'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Choose the export format with --format: json, csv, md.')
    expect(missing.stdout).toBe('')
    const unknown = await casebook('export', fixture('game-won'), '--format', 'pdf')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown export format "pdf": use json, csv, md.')
    expect((await casebook('export', fixture('game-won'), '--format', 'csv', '--json')).code).toBe(
      2,
    )
    const scoreWithFormat = await casebook('score', fixture('game-won'), '--format', 'csv')
    expect(scoreWithFormat.code).toBe(2)
    expect(scoreWithFormat.stderr).toContain('--format does not go with score.')
  })

  it('is in the usage text, in both languages', async () => {
    expect((await casebook('--help')).stdout).toContain('export FILE --format FORMAT')
    expect((await casebook('--help', '--lang', 'fr')).stdout).toContain(
      'export FICHIER --format FORMAT',
    )
  })
})

describe('usage errors', () => {
  it('exit 2 for an unknown command, a missing file name or an unreadable file', async () => {
    expect((await casebook('frobnicate', 'x.json')).code).toBe(2)
    expect((await casebook('score')).code).toBe(2)
    const missing = await casebook('score', join(root, 'no-such-file.json'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Cannot read')
  })
})
