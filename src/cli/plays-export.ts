import type { HistoryGame } from '../engine'
import { bggPlays } from '../shared/export/bgg-plays'
import { bgStatsPlays } from '../shared/export/bgstats-plays'
import type { PlaysFormat } from '../shared/export/formats'
import { playsToExport } from '../shared/export/plays'
import type { Translator } from '../shared/explain'
import type { Skipped } from './stats'
import { writeTextInBlocks } from './write-blocks'

/** What printing the plays needs of the command's outside world (`CliIo`). */
interface PlaysIo {
  stdout(text: string): void | Promise<void>
  stderr(text: string): void
  env: Readonly<Record<string, string | undefined>>
}

/**
 * `casebook stats --format bgstats|bgg`: the plays file alone on standard output, so that it
 * can be redirected to a file as it is; what was not counted or left out on standard error
 * (decision 0078).
 */
export async function printPlays(
  format: PlaysFormat,
  games: readonly HistoryGame[],
  skipped: readonly Skipped[],
  io: PlaysIo,
  translator: Translator,
): Promise<void> {
  // Dated by this computer's clock, as the app dates them by the device's.
  const exported = playsToExport(games, timeZoneOf(io.env.TZ))
  const exporter = format === 'bgstats' ? bgStatsPlays : bggPlays
  await writeTextInBlocks(exporter(exported, translator), io.stdout)
  const said: string[] = []
  if (skipped.length > 0) {
    said.push(translator.t('cli.stats.skipped'))
    for (const { file, reason } of skipped) {
      said.push(`  ${translator.t('cli.stats.skipped-file', { file, reason })}`)
    }
  }
  const { unfinished, undated } = exported
  if (unfinished > 0) said.push(translator.t('playsExport.unfinished', { count: unfinished }))
  if (undated > 0) said.push(translator.t('playsExport.undated', { count: undated }))
  if (said.length > 0) io.stderr(`${said.join('\n')}\n`)
}

/**
 * The zone the TZ variable names, as Node reads it for its own clock (a leading colon allowed);
 * none, so the system's, when it is unset or names no zone Intl knows (a POSIX rule such as
 * "CET-1CEST"), rather than an unexpected error.
 */
function timeZoneOf(variable: string | undefined): string | undefined {
  const zone = variable?.replace(/^:/, '')
  if (!zone) return undefined
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
