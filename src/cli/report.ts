import {
  explainHand,
  type BreakdownLine,
  resolveRules,
  type GameLog,
  type GameScore,
  type Problem,
  type ScoredHand,
} from '../engine'
import {
  explainCardValues,
  explainLine,
  explainProblem,
  type PlayerNames,
  type Translator,
} from '../shared/explain'
import { formatPoints, formatScore } from '../shared/points'
import { row } from './columns'

/**
 * The readable reports of `casebook validate` and `casebook score`: what a player shows across
 * the table to settle a dispute. Each breakdown line ends with the rule it applies.
 */

export function namesOf(log: GameLog | null): PlayerNames {
  const names = new Map(log?.players.map((player) => [player.id, player.name]) ?? [])
  return (id) => names.get(id) ?? id
}

export function problemsReport(
  problems: readonly Problem[],
  translator: Translator,
  names: PlayerNames,
): string {
  return problems
    .map((problem) => {
      const where = problem.path === '' ? translator.t('cli.at-top') : problem.path
      const severity = translator.t(`cli.${problem.severity}`)
      return `${severity} ${where} [${problem.rule}]\n  ${explainProblem(problem, translator, names)}`
    })
    .join('\n')
}

/** The score report line by line, made as it is read: a long game is never held whole. */
export function* scoreReport(
  log: GameLog,
  score: GameScore,
  translator: Translator,
): Generator<string> {
  const { t } = translator
  const names = namesOf(log)
  const lineRows = memoised((line: BreakdownLine) =>
    row(4, explainLine(line, translator, names), formatPoints(line.points), line.rule),
  )
  const players = log.players.map((player) => player.id)
  yield log.title ? `${t('cli.title')} · ${log.title}` : t('cli.title')
  yield players.map(names).join(' – ')
  yield t('cli.settings', {
    target: score.rules.targetScore,
    points: t(`cli.points-${score.rules.variants.transformationPoints}`),
    penalty: t(`cli.penalty-${score.rules.variants.transformationHeldPenalty}`),
  })
  const values = explainCardValues(score.rules, translator)
  if (values) yield t('cli.card-values', { values })
  if (score.hands.length === 0) yield* ['', t('cli.no-hands')]
  for (const hand of score.hands) {
    yield ''
    yield* handReport(log, hand, translator, names, lineRows)
  }
  yield ''
  yield t('cli.totals', { totals: totalsText(players, score.totals, names) })
  yield statusText(score, translator, names)
}

function handReport(
  log: GameLog,
  hand: ScoredHand,
  translator: Translator,
  names: PlayerNames,
  lineRows: (line: BreakdownLine) => readonly string[],
): string[] {
  const { t } = translator
  const record = log.hands[hand.number - 1]
  const heading = [t('cli.hand', { number: hand.number })]
  if (record) {
    heading.push(t('cli.side-up', { side: t(`side.${record.identity === 'jekyll' ? 'J' : 'H'}`) }))
    heading.push(
      record.ending.type === 'went-out'
        ? t('cli.went-out', { player: names(record.ending.player) })
        : t('cli.case-file-exhausted'),
    )
    if (record.dealer !== undefined) heading.push(t('cli.dealer', { player: names(record.dealer) }))
  }
  const lines = [heading.join(' · ')]
  const explained = explainHand(log, hand.number)
  for (const [player, breakdown] of Object.entries(explained?.breakdown ?? {})) {
    lines.push(...row(2, names(player), formatPoints(hand.scores[player] ?? 0)))
    for (const line of breakdown) lines.push(...lineRows(line))
  }
  const totals = totalsText(Object.keys(hand.totals), hand.totals, names)
  lines.push(`  ${t('cli.totals', { totals })}`)
  // Said on the hand itself: the engine's standing after it calls for a tie-break hand.
  if (hand.status === 'tie-break') {
    lines.push(`  ${t('status.tie-break-due', { target: resolveRules(log).targetScore })}`)
  }
  return lines
}

/**
 * A long game repeats the same few hundred breakdown lines: each is worded and laid out once.
 * The cache is bounded so that a log of all-different lines cannot grow it without end.
 */
function memoised(
  layOut: (line: BreakdownLine) => readonly string[],
): (line: BreakdownLine) => readonly string[] {
  const cache = new Map<string, readonly string[]>()
  return (line) => {
    const key = JSON.stringify(line)
    let rows = cache.get(key)
    if (rows === undefined) {
      rows = layOut(line)
      if (cache.size >= 10_000) cache.clear()
      cache.set(key, rows)
    }
    return rows
  }
}

function statusText(score: GameScore, translator: Translator, names: PlayerNames): string {
  return translator.t(`status.${score.status}`, { winner: score.winner ? names(score.winner) : '' })
}

function totalsText(
  players: readonly string[],
  totals: Record<string, number>,
  names: PlayerNames,
): string {
  return players.map((player) => `${names(player)} ${formatScore(totals[player] ?? 0)}`).join(' · ')
}
