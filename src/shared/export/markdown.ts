import {
  handFactsOf,
  settingsOf,
  type GameLog,
  type GameScore,
  type Phrase,
  type PlayerRef,
  type ScoredHandBase,
} from '../../engine'
import type { PlayerNames, Translator } from '../explain'
import { phraseText } from '../phrase'
import { formatPoints, formatScore } from '../points'
import { settingFields } from '../settings-text'
import { markdownTable } from './markdown-table'
import { markdownText } from './markdown-text'
import { playerNames } from './names'
import { scoreSheetTable, type SheetCell } from './sheet'

/** Puts the game's phrases into words, names escaped: they are data, never markup. */
interface Speaker {
  translator: Translator
  names: PlayerNames
  say(phrase: Phrase): string
  label(holder: Phrase | PlayerRef): string
}

/**
 * A printable score sheet in Markdown: the game and its settings, the sheet as a table, the
 * breakdown of every hand (each line's sentence, points and rule), then the totals and the
 * standing. Names, the title and notes are data: escaped wherever they appear.
 */
export function exportMarkdown(log: GameLog, score: GameScore, translator: Translator): string {
  const { t } = translator
  const rawNames = playerNames(log)
  const names: PlayerNames = (id) => markdownText(rawNames(id))
  const say = (phrase: Phrase) => phraseText(phrase, translator, names, log.game)
  const speaker: Speaker = {
    translator,
    names,
    say,
    label: (holder) => ('player' in holder ? names(holder.player) : say(holder)),
  }
  const game = t(`${log.game}.name`)
  const out: string[] = []

  out.push(`# ${log.title ? markdownText(log.title) : game}`, '')
  if (log.title) out.push(game, '')
  out.push(...settings(log, speaker), '')

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
    for (const hand of score.hands) out.push(...handSection(log, score, hand, speaker))
  }

  out.push(`## ${t('exportFormats.markdown.result')}`, '')
  out.push(field(translator, 'totals', totalsText(score, score.holderTotals, speaker)))
  out.push(field(translator, 'standing', standingText(score, speaker)))
  return `${out.join('\n')}\n`
}

function settings(log: GameLog, speaker: Speaker): string[] {
  const { translator, names, say } = speaker
  const { settings, cardValues } = settingFields(settingsOf(log), translator, say)
  const lines = [
    field(translator, 'players', log.players.map((player) => names(player.id)).join(', ')),
    ...settings.map((setting) => item(translator, setting.label, setting.value)),
    item(
      translator,
      translator.t('settings.card-values'),
      cardValues?.value ?? translator.t('settings.card-values-default'),
    ),
  ]
  if (log.notes) lines.push(field(translator, 'notes', markdownText(log.notes)))
  return lines
}

function handSection(
  log: GameLog,
  score: GameScore,
  hand: ScoredHandBase,
  speaker: Speaker,
): string[] {
  const { translator, say, label } = speaker
  const { t } = translator
  const facts = handFactsOf(log, hand.number, score)
  const heading = [t('exportFormats.markdown.hand', { number: hand.number })]
  heading.push(...(facts?.summary ?? []).map(say))
  const out = [`### ${heading.join(' · ')}`, '']
  if (facts?.note) out.push(`> ${labelled(translator, 'note', markdownText(facts.note))}`, '')

  for (const part of facts?.parts ?? []) {
    const rows = part.lines.map((line) => [
      say(line.text),
      line.points === null ? '' : formatPoints(line.points),
      `\`${line.rule}\``,
    ])
    rows.push([
      `**${t('exportFormats.markdown.handScore')}**`,
      `**${formatPoints(part.score)}**`,
      '',
    ])
    const header = [
      label(part.label),
      t('exportFormats.markdown.points'),
      t('exportFormats.markdown.rule'),
    ]
    out.push(...markdownTable(header, ['left', 'right', 'left'], rows), '')
  }
  for (const line of facts?.notes ?? []) out.push(`- ${say(line.text)} (\`${line.rule}\`)`)
  if ((facts?.notes ?? []).length > 0) out.push('')
  const totals = totalsText(score, hand.holderTotals, speaker)
  out.push(t('exportFormats.markdown.totalsAfter', { number: hand.number, totals }), '')
  // Said on the hand itself: the engine's standing after it calls for a tie-break hand.
  if (hand.status === 'tie-break' && score.series.kind === 'race') {
    out.push(`**${t('status.tie-break-due', { target: score.series.target })}**`, '')
  }
  return out
}

function standingText(score: GameScore, { translator, names, label }: Speaker): string {
  if (score.status === 'finished' && score.winner === null) {
    return translator.t('status.shared', { winners: score.winners.map(names).join(', ') })
  }
  const winner = score.holders.find((holder) => holder.id === score.winner)
  return translator.t(`status.${score.status}`, { winner: winner ? label(winner.label) : '' })
}

/** A list item with a bold label: "- **Players**: Ada, Bram". The value is already safe. */
function field(translator: Translator, label: string, value: string): string {
  return item(translator, translator.t(`exportFormats.markdown.${label}`), value)
}

function item(translator: Translator, label: string, value: string): string {
  return `- ${translator.t('exportFormats.markdown.field', { label: `**${label}**`, value })}`
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
  score: GameScore,
  totals: Readonly<Record<string, number>>,
  { label }: Speaker,
): string {
  return score.holders
    .map((holder) => `${label(holder.label)} ${formatScore(totals[holder.id] ?? 0)}`)
    .join(' · ')
}
