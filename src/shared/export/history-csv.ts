import type { LibraryStats } from '../../engine'
import type { Translator } from '../explain'
import { csvNumber, csvText } from './csv'

/** The columns, in order: each a message key under `history.csv` and how a person fills it. */
const columns: readonly [string, (row: PersonRow) => number | string | null][] = [
  ['person', (row) => row.name],
  ['games', (row) => row.tally.games],
  ['finished', (row) => row.tally.finished],
  ['wins', (row) => row.tally.wins],
  ['draws', (row) => row.tally.draws],
  ['losses', (row) => row.tally.losses],
  ['winRate', (row) => (row.tally.finished === 0 ? null : row.tally.wins / row.tally.finished)],
  ['averageScore', (row) => row.scores?.average ?? null],
  ['bestScore', (row) => row.scores?.best ?? null],
  ['totalScore', (row) => (row.scores && row.scores.scored > 0 ? row.scores.total : null)],
  ['averageMargin', (row) => row.scores?.averageMargin ?? null],
  ['averagePlace', (row) => row.scores?.averagePlacing ?? null],
  ['minutesPlayed', (row) => (row.time && row.time.timed > 0 ? minutes(row.time.played) : null)],
  [
    'averageMinutes',
    (row) => (row.time?.averageLength == null ? null : minutes(row.time.averageLength)),
  ],
  ['lastPlayed', (row) => row.time?.lastPlayed?.slice(0, 10) ?? null],
  ['longestStreak', (row) => row.streaks?.longest ?? 0],
  ['currentStreak', (row) => row.streaks?.current ?? 0],
  ['mostAgainst', (row) => row.company?.opponent?.name ?? null],
  ['mostWith', (row) => row.company?.partner?.name ?? null],
]

interface PersonRow {
  name: string
  tally: LibraryStats['players'][number]
  scores: LibraryStats['scores'][number] | undefined
  time: LibraryStats['time']['people'][number] | undefined
  streaks: LibraryStats['streaks'][number] | undefined
  company: LibraryStats['company'][number] | undefined
}

/**
 * What the History page shows of each person, as CSV for spreadsheets (issue 34): one row per
 * person, the figures as bare numbers (a win rate from 0 to 1, times in minutes, a day as
 * YYYY-MM-DD), an empty field where no game gave a figure. RFC 4180 with a byte order mark, as
 * the score sheet's CSV.
 */
export function historyCsv(stats: LibraryStats, translator: Translator): string {
  const rows: PersonRow[] = stats.players.map((tally, index) => ({
    name: tally.name,
    tally,
    scores: stats.scores[index],
    time: stats.time.people[index],
    streaks: stats.streaks[index],
    company: stats.company[index],
  }))
  const header = columns.map(([key]) => csvText(translator.t(`history.csv.${key}`)))
  const lines = rows.map((row) => columns.map(([, value]) => field(value(row))))
  return `\uFEFF${[header, ...lines].map((fields) => `${fields.join(',')}\r\n`).join('')}`
}

function field(value: number | string | null): string {
  if (value === null) return ''
  return typeof value === 'number' ? csvNumber(Math.round(value * 1000) / 1000) : csvText(value)
}

function minutes(milliseconds: number): number {
  return Math.round(milliseconds / 60_000)
}
