import { explainHand, type GameLog, type GameScore, type ScoredHand } from '../../engine'
import { explainCardValues, explainLine, type PlayerNames, type Translator } from '../explain'
import { formatPoints, formatScore } from '../points'
import { markdownTable } from './markdown-table'
import { markdownText } from './markdown-text'
import { playerNames } from './names'
import { scoreSheetTable, type SheetCell } from './sheet'

/**
 * A printable score sheet in Markdown: the game and its settings, the sheet as a table, the
 * breakdown of every hand (each line's sentence, points and rule), then the totals and the
 * standing. Names, the title and notes are data: escaped wherever they appear.
 */
export function exportMarkdown(log: GameLog, score: GameScore, translator: Translator): string {
  const { t } = translator
  const rawNames = playerNames(log)
  const names: PlayerNames = (id) => markdownText(rawNames(id))
  const players = log.players.map((player) => player.id)
  const game = t('exportFormats.markdown.game')
  const out: string[] = []

  out.push(`# ${log.title ? markdownText(log.title) : game}`, '')
  if (log.title) out.push(game, '')
  out.push(...settings(log, score, translator, names), '')

  out.push(`## ${t('exportFormats.markdown.sheet')}`, '')
  if (score.hands.length === 0) out.push(t('exportFormats.markdown.noHands'), '')
  else {
    const sheet = scoreSheetTable(log, score, translator, names)
    const alignment = (sheet.rows[0] ?? []).map((cell) =>
      cell.kind === 'number' ? ('right' as const) : ('left' as const),
    )
    const rows = sheet.rows.map((row) => row.map(sheetCell))
    out.push(...markdownTable(sheet.header, alignment, rows), '')

    out.push(`## ${t('exportFormats.markdown.handByHand')}`, '')
    for (const hand of score.hands) {
      out.push(...handSection(log, hand, players, translator, names, score.rules.targetScore))
    }
  }

  out.push(`## ${t('exportFormats.markdown.result')}`, '')
  out.push(field(translator, 'totals', totalsText(players, score.totals, names)))
  const winner = score.winner ? names(score.winner) : ''
  out.push(field(translator, 'standing', t(`status.${score.status}`, { winner })))
  return `${out.join('\n')}\n`
}

function settings(
  log: GameLog,
  score: GameScore,
  translator: Translator,
  names: PlayerNames,
): string[] {
  const { t } = translator
  const { targetScore, variants } = score.rules
  const changed = explainCardValues(score.rules, translator)
  const penalty = variants.transformationHeldPenalty
  const lines = [
    field(translator, 'players', log.players.map((player) => names(player.id)).join(', ')),
    field(translator, 'target', String(targetScore)),
    field(
      translator,
      'transformationPoints',
      t(`exportFormats.markdown.points-${variants.transformationPoints}`),
    ),
    field(translator, 'heldPenalty', t(`exportFormats.markdown.heldPenalty${penalty}`)),
    field(translator, 'cardValues', changed || t('exportFormats.markdown.cardValuesDefault')),
  ]
  if (log.notes) lines.push(field(translator, 'notes', markdownText(log.notes)))
  return lines
}

function handSection(
  log: GameLog,
  hand: ScoredHand,
  players: readonly string[],
  translator: Translator,
  names: PlayerNames,
  targetScore: number,
): string[] {
  const { t } = translator
  const record = log.hands[hand.number - 1]
  const heading = [t('exportFormats.markdown.hand', { number: hand.number })]
  if (record) {
    const side = t(`side.${record.identity === 'jekyll' ? 'J' : 'H'}`)
    heading.push(
      t('exportFormats.markdown.sideUp', { side }),
      record.ending.type === 'went-out'
        ? t('exportFormats.sheet.wentOut', { name: names(record.ending.player) })
        : t('exportFormats.sheet.void'),
    )
    if (record.dealer !== undefined) {
      heading.push(t('exportFormats.markdown.dealer', { name: names(record.dealer) }))
    }
  }
  const out = [`### ${heading.join(' · ')}`, '']
  if (record?.note) out.push(`> ${labelled(translator, 'note', markdownText(record.note))}`, '')

  const breakdown = explainHand(log, hand.number)?.breakdown ?? {}
  for (const player of players) {
    const rows = (breakdown[player] ?? []).map((line) => [
      explainLine(line, translator, names),
      formatPoints(line.points),
      `\`${line.rule}\``,
    ])
    const handScore = formatPoints(hand.scores[player] ?? 0)
    rows.push([`**${t('exportFormats.markdown.handScore')}**`, `**${handScore}**`, ''])
    const header = [
      names(player),
      t('exportFormats.markdown.points'),
      t('exportFormats.markdown.rule'),
    ]
    out.push(...markdownTable(header, ['left', 'right', 'left'], rows), '')
  }
  const totals = totalsText(players, hand.totals, names)
  out.push(t('exportFormats.markdown.totalsAfter', { number: hand.number, totals }), '')
  // Said on the hand itself: the engine's standing after it calls for a tie-break hand.
  if (hand.status === 'tie-break') {
    out.push(`**${t('status.tie-break-due', { target: targetScore })}**`, '')
  }
  return out
}

/** A list item with a bold label: "- **Players**: Ada, Bram". The value is already safe. */
function field(translator: Translator, label: string, value: string): string {
  return `- ${labelled(translator, label, value)}`
}

function labelled(translator: Translator, label: string, value: string): string {
  return translator.t('exportFormats.markdown.field', {
    label: `**${translator.t(`exportFormats.markdown.${label}`)}**`,
    value,
  })
}

function sheetCell(cell: SheetCell): string {
  return cell.kind === 'number' ? formatScore(cell.value) : cell.text
}

function totalsText(
  players: readonly string[],
  totals: Readonly<Record<string, number>>,
  names: PlayerNames,
): string {
  return players.map((player) => `${names(player)} ${formatScore(totals[player] ?? 0)}`).join(' · ')
}
