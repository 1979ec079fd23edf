import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bggPlays } from '../../src/shared/export/bgg-plays'
import { bgStatsPlays } from '../../src/shared/export/bgstats-plays'
import { playsToExport } from '../../src/shared/export/plays'
import { readBgStatsPlays } from '../shared/export/bgstats-reader'
import { libraryGames } from '../shared/export/library-games'
import { translator } from '../shared/export/support'
import { casebook, root } from './support'

/* `casebook stats --format bgstats|bgg PATH...`: the group's plays for other apps (decision 0078). */

const library = join(root, 'tests/engine/stats/fixtures/library')
/** An English reader in Paris. */
const paris = { env: { LANG: 'en_GB.UTF-8', TZ: 'Europe/Paris' } }

describe('casebook stats --format', () => {
  it('prints the BG Stats file alone, what was left out and why on standard error', async () => {
    const outcome = await casebook(['stats', '--format', 'bgstats', library], paris)
    expect(outcome.code).toBe(0)
    expect(outcome.stdout).toBe(
      bgStatsPlays(playsToExport(libraryGames(), 'Europe/Paris'), translator('en')),
    )
    const plays = readBgStatsPlays(outcome.stdout)
    expect(plays.map((play) => play.date)).toEqual([
      '2026-09-01 21:00:00',
      '2026-10-02 20:30:00',
      '2026-10-05 21:15:00',
      '2026-10-08 20:00:00',
      '2026-10-09 20:20:00',
      '2026-10-10 21:00:00',
      '2026-10-11 20:45:00',
      '2026-10-13 21:50:00',
    ])
    expect(outcome.stderr.split('\n')).toEqual([
      'Not counted',
      expect.stringMatching(/^ {2}.*14-broken-deck\.json: not a valid game log/),
      expect.stringMatching(/^ {2}.*notes\.json: not a valid game log \(1 error\): /),
      '4 games not finished are left out: a play file holds finished games only.',
      '',
    ])
  })

  it('prints BoardGameGeek’s play list, its games named in the reader’s language', async () => {
    const french = { env: { LANG: 'fr_FR.UTF-8', TZ: 'Europe/Paris' } }
    const outcome = await casebook(['stats', library, '--format', 'bgg'], french)
    expect(outcome.code).toBe(0)
    expect(outcome.stdout).toBe(
      bggPlays(playsToExport(libraryGames(), 'Europe/Paris'), translator('fr')),
    )
    expect(outcome.stdout).toContain('name="Mystery Rummy\u00a0: Jack l’Éventreur"')
    expect(outcome.stderr).toContain(
      '4\u00a0parties non terminées sont laissées de côté\u00a0: un fichier de parties ne tient que les parties terminées.',
    )
  })

  it('dates the plays by the TZ variable, the system’s clock when it names no zone', async () => {
    const first = async (TZ: string) =>
      readBgStatsPlays(
        (await casebook(['stats', '--format', 'bgstats', library], { env: { TZ } })).stdout,
      )[0]?.date
    expect(await first('UTC')).toBe('2026-09-01 19:00:00')
    expect(await first(':America/New_York')).toBe('2026-09-01 15:00:00')
    expect(await first('CET-1CEST')).toMatch(/^2026-09-01 \d\d:00:00$/)
  })

  it('refuses another format, and --json beside one, as wrong usage', async () => {
    const csv = await casebook(['stats', library, '--format', 'csv'])
    expect(csv.code).toBe(2)
    expect(csv.stderr).toMatch(/^Unknown format "csv" for stats: use bgstats, bgg\./)
    const json = await casebook(['stats', library, '--format', 'bgg', '--json'])
    expect(json.code).toBe(2)
    expect(json.stderr).toMatch(/^--json does not go with stats --format\./)
    expect([csv.stdout, json.stdout]).toEqual(['', ''])
  })

  it('is in the usage text, in both languages', async () => {
    expect((await casebook(['--help'])).stdout).toContain(
      'stats PATH... --format FORMAT print the finished games as plays: bgstats',
    )
    expect((await casebook(['--help', '--lang', 'fr'])).stdout).toContain(
      'stats CHEMIN... --format FORMAT   écrit les parties terminées au FORMAT',
    )
  })
})
