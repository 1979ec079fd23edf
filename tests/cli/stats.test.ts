import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { casebook, root } from './support'

const library = join(root, 'tests/engine/stats/fixtures/library')
const expected = JSON.parse(
  readFileSync(join(root, 'tests/engine/stats/fixtures/library.expected.json'), 'utf8'),
)

async function statsJson(...paths: string[]) {
  const outcome = await casebook(['stats', ...paths, '--json'])
  expect(outcome.stderr).toBe('')
  expect(outcome.code).toBe(0)
  return JSON.parse(outcome.stdout)
}

describe('casebook stats', () => {
  it('gives the figures worked out by hand for a library of every game (fixtures/README.md)', async () => {
    const stats = await statsJson(library)
    expect(stats.games).toBe(expected.games)
    expect(stats.finished).toBe(expected.finished)
    expect(stats.players).toEqual(expected.players)
    expect(stats.headToHead).toEqual(expected.headToHead)
    expect(stats.skipped.map((skip: { file: string }) => basename(skip.file))).toEqual(
      expected.skipped,
    )
    expect(
      stats.superseded.map((copy: { source: string; by: string }) => ({
        source: basename(copy.source),
        by: basename(copy.by),
      })),
    ).toEqual(expected.superseded)
    expect(stats.abandoned.map((file: string) => basename(file))).toEqual(expected.abandoned)
    expect(stats.together).toEqual(expected.together)
    expect(stats.scores).toEqual(expected.scores)
    expect(stats.streaks).toEqual(expected.streaks)
    expect(stats.company).toEqual(expected.company)
    expect(stats.time).toEqual(expected.time)
    expect(stats.seats).toEqual(expected.seats)
    expect(stats.roles).toEqual(expected.roles)
    expect(stats.variants).toEqual(expected.variants)
  })

  it('counts a game again once its players resume it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-stats-'))
    const file = join(folder, 'given-up.json')
    const log = JSON.parse(readFileSync(join(library, '15-mystery-rummy-abandoned.json'), 'utf8'))
    writeFileSync(file, JSON.stringify(log))
    const givenUp = await statsJson(folder)
    expect([givenUp.games, givenUp.players, givenUp.abandoned]).toEqual([0, [], [file]])
    writeFileSync(file, JSON.stringify({ ...log, abandonedAt: undefined }))
    const resumed = await statsJson(folder)
    expect([resumed.games, resumed.abandoned]).toEqual([1, []])
    expect(resumed.players.map((person: { name: string }) => person.name)).toEqual(['Ada', 'Eve'])
  })

  it('says why each file is not counted', async () => {
    const { skipped } = await statsJson(library)
    const reason = (file: string) =>
      skipped.find((skip: { file: string }) => basename(skip.file) === file).reason
    expect(reason('14-broken-deck.json')).toMatch(/^not a valid game log \(\d+ errors?\)/)
    expect(reason('notes.json')).toMatch(/^not a valid game log \(1 error\): /)
  })

  it('reads files and folders together, and a file named twice once', async () => {
    const file = join(library, '13-jvh-won-by-ada.json')
    const alone = await statsJson(file)
    expect(alone.games).toBe(1)
    expect(alone.players.map((person: { name: string }) => person.name)).toEqual(['Ada', 'Bram'])
    const both = await statsJson(file, library, file)
    expect(both.games).toBe(expected.games)
  })

  it('counts the later copy of a game saved twice, whatever the order the files come in', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-stats-'))
    const log = JSON.parse(readFileSync(join(library, '01-mystery-rummy-won-by-ada.json'), 'utf8'))
    const renamed = (name: string, updatedAt: string) => ({
      ...log,
      updatedAt,
      players: [{ id: 'ada', name }, log.players[1]],
    })
    // The later save is in the file that sorts first, then last.
    writeFileSync(
      join(folder, 'a.json'),
      JSON.stringify(renamed('Later', '2026-10-02T20:00:00.001Z')),
    )
    writeFileSync(
      join(folder, 'b.json'),
      JSON.stringify(renamed('Earlier', '2026-10-02T20:00:00.000Z')),
    )
    writeFileSync(
      join(folder, 'c.json'),
      JSON.stringify({ ...renamed('Undated', ''), updatedAt: undefined }),
    )
    let stats = await statsJson(folder)
    expect(stats.games).toBe(1)
    expect(stats.players.map((person: { name: string }) => person.name)).toEqual(['Bram', 'Later'])
    writeFileSync(
      join(folder, 'a.json'),
      JSON.stringify(renamed('Earlier', '2026-10-02T20:00:00.000Z')),
    )
    writeFileSync(
      join(folder, 'b.json'),
      JSON.stringify(renamed('Later', '2026-10-02T20:00:00.001Z')),
    )
    stats = await statsJson(folder)
    expect(stats.players.map((person: { name: string }) => person.name)).toEqual(['Bram', 'Later'])
    // Saved at the same moment: the first file listed is kept.
    writeFileSync(
      join(folder, 'b.json'),
      JSON.stringify(renamed('Same', '2026-10-02T20:00:00.000Z')),
    )
    stats = await statsJson(folder)
    expect(stats.players.map((person: { name: string }) => person.name)).toEqual([
      'Bram',
      'Earlier',
    ])
  })

  it('skips a log whose values are hostile, and counts the rest', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-stats-'))
    cpSync(join(library, '13-jvh-won-by-ada.json'), join(folder, 'good.json'))
    const log = JSON.parse(readFileSync(join(folder, 'good.json'), 'utf8'))
    const hostile = { toString: 1 }
    writeFileSync(
      join(folder, 'hostile.json'),
      JSON.stringify({ ...log, players: [{ id: 'p1', name: hostile }, log.players[1]] }),
    )
    writeFileSync(join(folder, 'hostile-id.json'), JSON.stringify({ ...log, id: hostile }))
    writeFileSync(join(folder, 'empty.json'), '')
    writeFileSync(join(folder, 'binary.json'), new Uint8Array([0xff, 0xfe, 0x00, 0x01]))
    const stats = await statsJson(folder)
    expect(stats.games).toBe(1)
    expect(stats.skipped.map((skip: { file: string }) => basename(skip.file)).sort()).toEqual([
      'binary.json',
      'empty.json',
      'hostile-id.json',
      'hostile.json',
    ])
  })

  it('counts nothing in an empty folder, and says so', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-stats-'))
    const outcome = await casebook(['stats', folder])
    expect(outcome.code).toBe(0)
    expect(outcome.stdout).toBe('Games counted: 0, finished: 0.\n')
  })

  it('skips a file over the size limit, unread', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-stats-'))
    cpSync(join(library, '13-jvh-won-by-ada.json'), join(folder, 'big.json'))
    const outcome = await casebook(['stats', folder, '--json'], {
      limits: { gameLog: 100, trickFile: 100 },
    })
    const stats = JSON.parse(outcome.stdout)
    expect(stats.games).toBe(0)
    expect(stats.skipped).toEqual([
      {
        file: join(folder, 'big.json'),
        reason: 'holds more than 100 bytes, the most Casebook reads of a game log',
      },
    ])
  })

  it('refuses a file named on the command line over the size limit, as validate does (exit 2)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'casebook-stats-')), 'big.json')
    cpSync(join(library, '13-jvh-won-by-ada.json'), file)
    const limits = { gameLog: 100, trickFile: 100 }
    const stats = await casebook(['stats', file], { limits })
    const validate = await casebook(['validate', file], { limits })
    expect(stats).toMatchObject({ code: 2, stdout: '' })
    expect(stats.stderr).toBe(
      `Not read: ${file} holds more than 100 bytes, the most Casebook reads of a game log.\n`,
    )
    expect(validate).toMatchObject({ code: 2, stderr: stats.stderr })
  })

  it.runIf(process.platform === 'linux')(
    'skips a named pipe in a folder at once, with why',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'casebook-stats-'))
      cpSync(join(library, '13-jvh-won-by-ada.json'), join(folder, 'a.json'))
      execFileSync('mkfifo', [join(folder, 'b.json')])
      const started = Date.now()
      const stats = JSON.parse((await casebook(['stats', folder, '--json'])).stdout)
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(stats.games).toBe(1)
      expect(stats.skipped).toEqual([
        {
          file: join(folder, 'b.json'),
          reason: 'cannot be read: it is a named pipe and nothing came through it',
        },
      ])
    },
  )

  it('refuses a path that cannot be read, and a call without one, as wrong usage', async () => {
    const missing = await casebook(['stats', join(tmpdir(), 'no-such-casebook-library.json')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/^Cannot read .*no-such-casebook-library\.json: /)
    const none = await casebook(['stats'])
    expect(none.code).toBe(2)
    expect(none.stderr).toMatch(/^Name the game-log files or folders to read\./)
  })
})

describe('casebook stats, the readable report', () => {
  it('lists each person, each pair and what was not counted, in English', async () => {
    const { code, stdout } = await casebook(['stats', library])
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    expect(lines[0]).toBe('Games counted: 12, finished: 8.')
    expect(lines).toContain('Player  Games  Finished  Wins  Draws  Win rate')
    expect(lines).toContain('Ada        12         8     3      2       38%')
    expect(lines).toContain('Zoë         2         0     0      0         –')
    expect(lines).toContain(
      '  Bram at Dr. Jekyll & Mr. Hyde (Bambus): games 2 · finished 2 · wins 1 · draws 1 · win rate 50%',
    )
    expect(lines).toContain(
      '  Ada – Bram: games 12 · finished 8 · Ada won 3 · Bram won 3 · draws 2',
    )
    expect(
      lines.some((line) => line.startsWith(`  ${join(library, 'notes.json')}: not a valid`)),
    ).toBe(true)
    expect(lines).toContain(
      `  ${join(library, '02-mystery-rummy-won-by-ada-older-copy.json')}: replaced by ${join(library, '01-mystery-rummy-won-by-ada.json')}`,
    )
    expect(lines).toContain('  Ada & Cleo: games 1 · finished 1 · won 0 · draws 1')
    expect(lines).toContain(
      '  Bram: average 346.5 · best 1440 · total 2772 · margin to the winner 12.5 · average place 1',
    )
    expect(lines).toContain(
      '  Dev: average 1080 · best 1080 · total 1080 · margin to the winner – · average place 1',
    )
    // Zoë finished no game: no line of scores.
    expect(lines.some((line) => line.startsWith('  Zoë: average'))).toBe(false)
    const abandoned = lines.indexOf('Abandoned games not counted (their players gave them up)')
    expect(lines[abandoned + 1]).toBe(`  ${join(library, '15-mystery-rummy-abandoned.json')}`)
  })

  it('speaks French with --lang fr', async () => {
    const { stdout } = await casebook(['stats', library, '--lang', 'fr'])
    const lines = stdout.split('\n')
    expect(lines[0]).toBe('Parties comptées\u00a0: 12, terminées\u00a0: 8.')
    expect(lines).toContain('Ada          12          8          3     2              38\u00a0%')
    expect(lines).toContain('Face à face')
    expect(lines).toContain(
      '  Bram\u00a0: moyenne 346,5 · meilleur 1440 · total 2772 · écart au gagnant 12,5 · place moyenne 1',
    )
    // Every colon of the report takes the French space before it.
    expect(lines).toContain(
      '  Ada à Jekyll vs. Hyde\u00a0: parties 4 · terminées 3 · victoires 1 · nuls 1 · taux de victoire 33\u00a0%',
    )
    expect(lines.filter((line) => /[^\u00a0 ]: /.test(line) && !line.includes('/'))).toEqual([])
    expect(lines.some((line) => line.startsWith(`  ${join(library, 'notes.json')}\u00a0: `))).toBe(
      true,
    )
  })
})
