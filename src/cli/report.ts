import {
  handFactsOf,
  settingsOf,
  type FactLine,
  type GameLog,
  type GameScore,
  type Phrase,
  type PlayerRef,
  type Problem,
  type ScoredHandBase,
} from '../engine'
import { explainProblem, type PlayerNames, type Translator } from '../shared/explain'
import { playerNames, readableName } from '../shared/export/names'
import { phraseText } from '../shared/phrase'
import { fieldText, settingFields } from '../shared/settings-text'
import { formatPoints, formatScore } from '../shared/points'
import { row } from './columns'

/**
 * The readable reports of `casebook validate` and `casebook score`: what a player shows across
 * the table to settle a dispute. Each breakdown line ends with the rule it applies.
 */

/** Player ids as the reports name them; without a log, each id as it is (cut when long). */
export function namesOf(log: GameLog | null): PlayerNames {
  return log ? playerNames(log) : readableName
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
  const say = (phrase: Phrase) => phraseText(phrase, translator, names, log.game)
  const label = (holder: Phrase | PlayerRef) =>
    'player' in holder ? names(holder.player) : say(holder)
  const lineRows = memoised((line: FactLine) =>
    row(4, say(line.text), line.points === null ? '' : formatPoints(line.points), line.rule),
  )
  const gameName = t(`${log.game}.name`)
  yield log.title ? `${gameName} · ${log.title}` : gameName
  yield log.players.map((player) => names(player.id)).join(' – ')
  const { settings, cardValues } = settingFields(settingsOf(log), translator, say)
  for (const field of settings) yield fieldText(field, translator)
  if (cardValues) yield fieldText(cardValues, translator)
  if (score.hands.length === 0) yield* ['', t('cli.no-hands')]
  for (const hand of score.hands) {
    yield ''
    yield* handReport(log, score, hand, translator, { say, label }, lineRows)
  }
  yield ''
  yield t('cli.totals', { totals: totalsText(score, score.holderTotals, label) })
  yield statusText(score, translator, names, label)
}

function handReport(
  log: GameLog,
  score: GameScore,
  hand: ScoredHandBase,
  translator: Translator,
  { say, label }: { say: (phrase: Phrase) => string; label: HolderLabel },
  lineRows: (line: FactLine) => readonly string[],
): string[] {
  const { t } = translator
  const facts = handFactsOf(log, hand.number, score)
  const heading = [t('cli.hand', { number: hand.number }), ...(facts?.summary ?? []).map(say)]
  const lines = [heading.join(' · ')]
  for (const part of facts?.parts ?? []) {
    lines.push(...row(2, label(part.label), formatPoints(part.score)))
    for (const line of part.lines) lines.push(...lineRows(line))
  }
  // Notes concern the whole hand: under a heading of their own, not read as the last player's.
  const notes = facts?.notes ?? []
  if (notes.length > 0) lines.push(`  ${t('cli.hand-notes')}`)
  for (const note of notes) lines.push(...lineRows(note))
  lines.push(`  ${t('cli.totals', { totals: totalsText(score, hand.holderTotals, label) })}`)
  // Said on the hand itself: the engine's standing after it calls for a tie-break hand.
  if (hand.status === 'tie-break' && score.series.kind === 'race') {
    lines.push(`  ${t('status.tie-break-due', { target: score.series.target })}`)
  }
  return lines
}

/**
 * A long game repeats the same few hundred breakdown lines: each is worded and laid out once.
 * The cache is bounded so that a log of all-different lines cannot grow it without end.
 */
function memoised(
  layOut: (line: FactLine) => readonly string[],
): (line: FactLine) => readonly string[] {
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

type HolderLabel = (label: Phrase | PlayerRef) => string

function statusText(
  score: GameScore,
  translator: Translator,
  names: PlayerNames,
  label: HolderLabel,
): string {
  if (score.status === 'finished' && score.winner === null) {
    // Finished with nobody winning nor sharing a win: a draw (a return match of Jekyll vs. Hyde).
    if (score.winners.length === 0) return translator.t('status.draw')
    return translator.t('status.shared', { winners: score.winners.map(names).join(', ') })
  }
  const winner = score.holders.find((holder) => holder.id === score.winner)
  return translator.t(`status.${score.status}`, { winner: winner ? label(winner.label) : '' })
}

/** Each holder's total, in the order of the holders: the players, or the sides. */
function totalsText(
  score: GameScore,
  totals: Readonly<Record<string, number>>,
  label: HolderLabel,
): string {
  return score.holders
    .map((holder) => `${label(holder.label)} ${formatScore(totals[holder.id] ?? 0)}`)
    .join(' · ')
}
