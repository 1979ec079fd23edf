import { savedAt, type HistoryGame } from '../../../engine/stats/history-game'
import { gamesBehind, winRate } from '../../../engine/stats/library-stats'

/** One point per finished game, in the order they were played: wins so far and the rate. */
export interface WinPoint {
  /** When the game was last saved (its end, for a finished game). */
  at: string | null
  wins: number
  finished: number
  /** Wins out of finished games so far, 0 to 1. */
  rate: number
}

/**
 * A person's wins and running win rate over time, from the engine's own figures (the finished
 * games and the won ones of `gamesBehind`), so the chart never decides who won.
 */
export function winSeries(games: readonly HistoryGame[], person: string): WinPoint[] {
  const won = new Set(gamesBehind(games, { people: [person], figure: 'wins' }))
  const finished = gamesBehind(games, { people: [person], figure: 'finished' })
  const played = finished
    .map((game, order) => ({ game, order, at: savedAt(game.updatedAt ?? game.createdAt) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
  const points: WinPoint[] = []
  let wins = 0
  for (const [index, { game }] of played.entries()) {
    if (won.has(game)) wins += 1
    const tally = { wins, finished: index + 1 }
    const at = game.updatedAt ?? game.createdAt ?? null
    points.push({ at, ...tally, rate: winRate(tally) ?? 0 })
  }
  return points
}
