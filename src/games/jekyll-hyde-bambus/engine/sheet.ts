import type { HandFacts, Phrase, SheetColumns } from '../../../engine/core/game-module'
import { phrasesUnder } from '../../../engine/core/phrases'
import type { BambusHand, BambusLog } from './log'

const own = phrasesUnder('jekyll-hyde-bambus')

const threePlayers = (log: Pick<BambusLog, 'players'>) => log.players.length === 3

/**
 * The game's own columns of the score sheet, before the scores: who dealt, and with 3 players who
 * played solo, since the sides change every hand. (With 4 players the teams never change: the
 * holders' columns already say who is on which side.)
 */
export function sheetColumns(log: Pick<BambusLog, 'players'>): SheetColumns {
  const before = [own('sheet.dealer')]
  if (threePlayers(log)) before.push(own('sheet.solo'))
  return { before, after: [] }
}

/** A hand's cells in those columns. */
export function sheetCells(hand: BambusHand, log: Pick<BambusLog, 'players'>): HandFacts['sheet'] {
  const before: HandFacts['sheet']['before'] = [{ player: hand.dealer }]
  if (threePlayers(log)) before.push(hand.solo === undefined ? null : { player: hand.solo })
  return { before, after: [] }
}

/** What a report heads a hand with: who played solo, who dealt, and cards that scored for nobody. */
export function handSummary(hand: BambusHand, neutral: number): Phrase[] {
  const summary: Phrase[] = []
  if (hand.solo !== undefined) summary.push(own('summary.solo', { player: { player: hand.solo } }))
  summary.push(own('summary.dealer', { player: { player: hand.dealer } }))
  if (neutral > 0) summary.push(own('summary.neutral', { count: neutral }))
  return summary
}
