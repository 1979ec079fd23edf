import {
  winRate,
  type HeadToHead,
  type LibraryStats,
  type PersonScores,
  type Tally,
  type Together,
} from '../engine'
import type { Translator } from '../shared/explain'
import { displayWidth } from './columns'
import { readableName } from '../shared/export/names'
import type { Skipped } from './stats'

/**
 * What `casebook stats --json` prints: issue 23's shape, and as extra keys `superseded`, and
 * issue 34's `abandoned`, `together` (partners), `scores`, `streaks`, `company`, `time` and `seats`.
 */
export function statsJson(stats: LibraryStats, skipped: readonly Skipped[]): object {
  return {
    games: stats.games,
    finished: stats.finished,
    skipped,
    players: stats.players,
    headToHead: stats.headToHead,
    superseded: stats.superseded,
    abandoned: stats.abandoned,
    together: stats.together,
    scores: stats.scores,
    streaks: stats.streaks,
    company: stats.company,
    time: stats.time,
    seats: stats.seats,
  }
}

/** The readable report: the totals, a table of people, each pair, then what was not counted. */
export function statsReport(
  stats: LibraryStats,
  skipped: readonly Skipped[],
  translator: Translator,
): string {
  const { t } = translator
  const lines = [t('cli.stats.summary', { games: stats.games, finished: stats.finished })]
  if (stats.players.length > 0) {
    lines.push('', ...peopleTable(stats, translator))
    lines.push('', t('cli.stats.by-game'))
    for (const person of stats.players) {
      for (const [game, tally] of Object.entries(person.byGame)) {
        const params = {
          name: readableName(person.name),
          game: t(`${game}.name`),
          tally: tallyText(tally, translator),
        }
        lines.push(`  ${t('cli.stats.person-at-game', params)}`)
      }
    }
  }
  if (stats.headToHead.length > 0) {
    lines.push('', t('cli.stats.head-to-head'))
    for (const pair of stats.headToHead) lines.push(`  ${pairText(pair, translator)}`)
  }
  if (stats.together.length > 0) {
    lines.push('', t('cli.stats.together'))
    for (const pair of stats.together) lines.push(`  ${togetherText(pair, translator)}`)
  }
  const scored = stats.scores.filter((person) => person.scored > 0)
  if (scored.length > 0) {
    lines.push('', t('cli.stats.scores'))
    for (const person of scored) lines.push(`  ${scoresText(person, translator)}`)
  }
  if (skipped.length > 0) {
    lines.push('', t('cli.stats.skipped'))
    for (const { file, reason } of skipped) {
      lines.push(`  ${t('cli.stats.skipped-file', { file, reason })}`)
    }
  }
  if (stats.superseded.length > 0) {
    lines.push('', t('cli.stats.superseded'))
    for (const { source, by } of stats.superseded) {
      lines.push(`  ${t('cli.stats.superseded-by', { file: source, by })}`)
    }
  }
  if (stats.abandoned.length > 0) {
    lines.push('', t('cli.stats.abandoned'))
    for (const file of stats.abandoned) lines.push(`  ${file}`)
  }
  return `${lines.join('\n')}\n`
}

/** Name, games, finished, wins, draws, win rate: the names padded, the figures right-aligned. */
function peopleTable(stats: LibraryStats, translator: Translator): string[] {
  const { t } = translator
  const heads = ['name', 'games', 'finished', 'wins', 'draws', 'win-rate'].map((column) =>
    t(`cli.stats.column.${column}`),
  )
  const rows = stats.players.map((person) => [
    readableName(person.name),
    String(person.games),
    String(person.finished),
    String(person.wins),
    String(person.draws),
    rateText(person, translator),
  ])
  const widths = heads.map((head, column) =>
    Math.max(displayWidth(head), ...rows.map((row) => displayWidth(row[column]!))),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const padding = ' '.repeat(widths[column]! - displayWidth(cell))
        return column === 0 ? cell + padding : padding + cell
      })
      .join('  ')
      .trimEnd()
  return [line(heads), ...rows.map(line)]
}

/** The win rate as a whole percentage; a dash before any game is finished. */
function rateText(tally: Tally, translator: Translator): string {
  const rate = winRate(tally)
  return rate === null ? '–' : translator.t('cli.stats.percent', { value: Math.round(100 * rate) })
}

function tallyText(tally: Tally, translator: Translator): string {
  return translator.t('cli.stats.tally', { ...tally, rate: rateText(tally, translator) })
}

function pairText(pair: HeadToHead, translator: Translator): string {
  const [first, second] = pair.players
  return translator.t('cli.stats.pair', {
    first: readableName(first),
    second: readableName(second),
    games: pair.games,
    finished: pair.finished,
    firstWins: pair.wins[first] ?? 0,
    secondWins: pair.wins[second] ?? 0,
    draws: pair.draws,
  })
}

function togetherText(pair: Together, translator: Translator): string {
  const [first, second] = pair.players
  return translator.t('cli.stats.together-pair', {
    ...pair,
    first: readableName(first),
    second: readableName(second),
  })
}

function scoresText(person: PersonScores, translator: Translator): string {
  return translator.t('cli.stats.person-scores', {
    name: readableName(person.name),
    average: figureText(person.average, translator),
    best: figureText(person.best, translator),
    total: figureText(person.total, translator),
    margin: figureText(person.averageMargin, translator),
    place: figureText(person.averagePlacing, translator),
  })
}

/** One decimal at most, rounded as the History page rounds (half away from zero), no grouping. */
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false })

/** A figure to one decimal at most, with the language's decimal mark; a dash for none. */
function figureText(value: number | null, translator: Translator): string {
  if (value === null) return '–'
  return oneDecimal
    .format(value)
    .replace('.', translator.t('cli.stats.decimal-mark'))
    .replace('-', '−')
}
