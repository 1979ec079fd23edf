import {
  explainHand,
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

/**
 * The readable reports of `casebook validate` and `casebook score`: what a player shows across
 * the table to settle a dispute. Each breakdown line ends with the rule it applies.
 */
const lineWidth = 64

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

export function scoreReport(log: GameLog, score: GameScore, translator: Translator): string {
  const { t } = translator
  const names = namesOf(log)
  const players = log.players.map((player) => player.id)
  const out: string[] = []
  out.push(log.title ? `${t('cli.title')} · ${log.title}` : t('cli.title'))
  out.push(players.map(names).join(' – '))
  out.push(
    t('cli.settings', {
      target: score.rules.targetScore,
      points: t(`cli.points-${score.rules.variants.transformationPoints}`),
      penalty: t(`cli.penalty-${score.rules.variants.transformationHeldPenalty}`),
    }),
  )
  const values = explainCardValues(score.rules, translator)
  if (values) out.push(t('cli.card-values', { values }))
  if (score.hands.length === 0) out.push('', t('cli.no-hands'))
  for (const hand of score.hands) out.push('', ...handReport(log, hand, translator, names))
  out.push('', t('cli.totals', { totals: totalsText(players, score.totals, names) }))
  out.push(statusText(score, translator, names))
  return out.join('\n')
}

function handReport(
  log: GameLog,
  hand: ScoredHand,
  translator: Translator,
  names: PlayerNames,
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
    lines.push(columns(`  ${names(player)}`, formatPoints(hand.scores[player] ?? 0)))
    for (const line of breakdown) {
      lines.push(
        columns(
          `    ${explainLine(line, translator, names)}`,
          formatPoints(line.points),
          line.rule,
        ),
      )
    }
  }
  lines.push(
    `  ${t('cli.totals', { totals: totalsText(Object.keys(hand.totals), hand.totals, names) })}`,
  )
  // Said on the hand itself: the engine's standing after it calls for a tie-break hand.
  if (hand.status === 'tie-break') {
    lines.push(`  ${t('status.tie-break-due', { target: resolveRules(log).targetScore })}`)
  }
  return lines
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

function columns(text: string, points: string, rule?: string): string {
  const padded = text.length < lineWidth ? text.padEnd(lineWidth) : `${text} `
  const row = `${padded}${points.padStart(5)}`
  return rule ? `${row}  ${rule}` : row
}
