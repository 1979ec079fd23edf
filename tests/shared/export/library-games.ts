import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkGameLog, historyGame, type HistoryGame } from '../../../src/engine'

/** The library worked out by hand (tests/engine/stats/fixtures/README.md), as `casebook stats` reads it. */
export function libraryGames(): HistoryGame[] {
  const folder = join(import.meta.dirname, '../../engine/stats/fixtures/library')
  const games: HistoryGame[] = []
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const checked = checkGameLog(readFileSync(join(folder, file), 'utf8'))
    if (checked.ok) games.push(historyGame(file, checked.log, checked.score))
  }
  return games
}

/** A game as the History receives it, from its fields; the figures no play file uses left empty. */
export function historyGameOf(fields: Omit<HistoryGame, 'roles' | 'variants'>): HistoryGame {
  return { roles: [], variants: [], ...fields }
}
