import {
  gameModuleOf,
  handFactsOf,
  type GameLog,
  type GameScore,
  type SheetValue,
} from '../../engine'
import type { PlayerNames, Translator } from '../explain'
import { phraseText } from '../phrase'
import { playerNames } from './names'

/**
 * The score sheet shared by the CSV and Markdown exports: one row per hand, with the same
 * columns as the sheet on screen. Cells keep their kind, so each format can write a number as a
 * number and escape text (player names are data, never formulas or markup).
 */
export type SheetCell = { kind: 'text'; text: string } | { kind: 'number'; value: number }

export interface ScoreSheetTable {
  header: string[]
  /** Hand, the game's own columns, each holder's hand score and total, the game's last columns. */
  rows: SheetCell[][]
}

const text = (value: string): SheetCell => ({ kind: 'text', text: value })
const number = (value: number): SheetCell => ({ kind: 'number', value })

/** `names` turns a player id into the text to show: the Markdown export escapes it there. */
export function scoreSheetTable(
  log: GameLog,
  score: GameScore,
  translator: Translator,
  names: PlayerNames = playerNames(log),
): ScoreSheetTable {
  const { t } = translator
  const say = (value: SheetValue): string => {
    if (value === null) return ''
    return 'player' in value ? names(value.player) : phraseText(value, translator, names, log.game)
  }
  const columns = gameModuleOf(log.game)?.sheetColumns(log) ?? { before: [], after: [] }
  const holderNames = score.holders.map((holder) => say(holder.label))
  const header = [
    t('exportFormats.sheet.hand'),
    ...columns.before.map(say),
    ...holderNames.flatMap((name) => [
      t('exportFormats.sheet.handScore', { name }),
      t('exportFormats.sheet.total', { name }),
    ]),
    ...columns.after.map(say),
  ]
  const rows = score.hands.map((scored) => {
    const cells = handFactsOf(log, scored.number, score)?.sheet ?? { before: [], after: [] }
    return [
      number(scored.number),
      ...cells.before.map((value) => text(say(value))),
      ...score.holders.flatMap((holder) => [
        number(scored.holderScores[holder.id] ?? 0),
        number(scored.holderTotals[holder.id] ?? 0),
      ]),
      ...cells.after.map((value) => text(say(value))),
    ]
  })
  return { header, rows }
}
