import {
  comparedVariants,
  winRate,
  type HeadToHead,
  type LibraryStats,
  type PersonScores,
  type RoleTally,
  type Tally,
  type Together,
  type VariantResults,
} from '../engine'
import type { Translator } from '../shared/explain'
import { phraseText } from '../shared/phrase'
import { fieldText } from '../shared/settings-text'
import { displayWidth } from './columns'
import { readableName } from '../shared/export/names'
import type { Skipped } from './stats'

/**
 * What `casebook stats --json` prints: issue 23's shape, and as extra keys `superseded`, and
 * issue 34's `abandoned`, `together` (partners), `scores`, `streaks`, `company`, `time`, `seats`,
 * `roles` and `variants` (each option by its rule id and its value as the log's rules write it).
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
    roles: stats.roles,
    // The option as the log's rules write it, not its words: the JSON speaks no language.
    variants: stats.variants.map(({ game, rule, choice, games, finished, people }) => ({
      game,
      rule,
      choice,
      games,
      finished,
      people,
    })),
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
  const roles = rolesText(stats, translator)
  if (roles.length > 0) lines.push('', t('cli.stats.roles'), ...roles)
  const compared = comparedVariants(stats.variants)
  if (compared.length > 0) {
    lines.push('', t('cli.stats.variants'))
    for (const option of compared) lines.push(...variantText(option, translator))
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

/** "Jekyll vs. Hyde · As Dr. Jekyll · Ada: games 2 · …", by game, then role: hands for a role held hand by hand. */
function rolesText(stats: LibraryStats, translator: Translator): string[] {
  const { t } = translator
  const byRole = new Map<string, { game: string; role: string; lines: string[] }>()
  for (const person of stats.roles) {
    for (const [game, roles] of Object.entries(person.byGame)) {
      for (const [role, tally] of Object.entries(roles)) {
        const id = JSON.stringify([game, role])
        if (!byRole.has(id)) byRole.set(id, { game, role, lines: [] })
        const params = {
          game: t(`${game}.name`),
          role: t(`${game}.roles.${role}`),
          name: readableName(person.name),
          tally: roleTallyText(tally, translator),
        }
        byRole.get(id)!.lines.push(`  ${t('cli.stats.person-in-role', params)}`)
      }
    }
  }
  return [...byRole.values()]
    .sort((a, b) => (a.game < b.game ? -1 : a.game > b.game ? 1 : 0))
    .flatMap((role) => role.lines)
}

function roleTallyText(tally: RoleTally, translator: Translator): string {
  if (tally.per === 'game') return tallyText(tally, translator)
  return translator.t('cli.stats.hand-tally', { ...tally, rate: rateText(tally, translator) })
}

/** "Jekyll vs. Hyde, Match: return match: games 2 · finished 2", then each person's results. */
function variantText(option: VariantResults, translator: Translator): string[] {
  const { t } = translator
  const say = (phrase: Parameters<typeof phraseText>[0]) =>
    phraseText(phrase, translator, (id) => id, option.game)
  const value = typeof option.value === 'number' ? String(option.value) : say(option.value)
  const heading = t('cli.stats.variant-option', {
    game: t(`${option.game}.name`),
    setting: fieldText({ label: say(option.label), value }, translator),
    games: option.games,
    finished: option.finished,
  })
  return [
    `  ${heading}`,
    ...option.people.map(
      (person) =>
        `    ${t('cli.stats.person-in-variant', { name: readableName(person.name), tally: tallyText(person, translator) })}`,
    ),
  ]
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
