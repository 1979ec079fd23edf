import type { GameLog, GameScore } from '../../engine'
import type { PlayerNames, Translator } from '../explain'
import { playerNames } from './names'

/**
 * The score sheet shared by the CSV and Markdown exports: one row per hand, with the same
 * columns as the sheet on screen. Cells keep their kind, so each format can write a number as a
 * number and escape text (player names are data, never formulas or markup).
 */
export type SheetCell = { kind: 'text'; text: string } | { kind: 'number'; value: number }

export interface ScoreSheetTable {
  header: string[]
  /** Hand, dealer, side up, how it ended, each player's hand score and total, shut-out by. */
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
  const header = [
    t('exportFormats.sheet.hand'),
    t('exportFormats.sheet.dealer'),
    t('exportFormats.sheet.side'),
    t('exportFormats.sheet.ending'),
    ...log.players.flatMap((player) => [
      t('exportFormats.sheet.handScore', { name: names(player.id) }),
      t('exportFormats.sheet.total', { name: names(player.id) }),
    ]),
    t('exportFormats.sheet.shutOut'),
  ]
  const rows = score.hands.map((scored, index) => {
    const hand = log.hands[index]
    const ending =
      hand?.ending.type === 'went-out'
        ? t('exportFormats.sheet.wentOut', { name: names(hand.ending.player) })
        : t('exportFormats.sheet.void')
    return [
      number(scored.number),
      text(hand?.dealer === undefined ? '' : names(hand.dealer)),
      text(hand ? t(`side.${hand.identity === 'jekyll' ? 'J' : 'H'}`) : ''),
      text(ending),
      ...log.players.flatMap((player) => [
        number(scored.scores[player.id] ?? 0),
        number(scored.totals[player.id] ?? 0),
      ]),
      text(scored.shutOut === null ? '' : names(scored.shutOut)),
    ]
  })
  return { header, rows }
}
