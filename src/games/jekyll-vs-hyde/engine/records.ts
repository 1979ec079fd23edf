import type { GameRecord } from '../../../engine/core/game-module'
import { recordKindsOf } from '../../../engine/core/records'
import type { JekyllVsHydeLog } from './log'
import type { JekyllVsHydeScore } from './score-game'

/**
 * Jekyll vs. Hyde's records (issue 23, decision 0051). `hyde-furthest`: the furthest space the
 * marker reached while the player was Mr. Hyde, at the first round it got there. `fastest-win`:
 * the rounds the winner of a finished match took to win his game: the only game of a single
 * match, or, in a return match, the game he played as Hyde (the better Hyde wins the match).
 * A draw has no winner, an unfinished match no win yet.
 */
export const recordKinds = recordKindsOf({ 'hyde-furthest': 'highest', 'fastest-win': 'lowest' })

export function records(log: JekyllVsHydeLog, score: JekyllVsHydeScore): GameRecord[] {
  return [...hydeFurthest(log, score), ...fastestWin(score)]
}

function hydeFurthest(log: JekyllVsHydeLog, score: JekyllVsHydeScore): GameRecord[] {
  const found: GameRecord[] = []
  for (const { id: player } of log.players) {
    const asHyde = score.hands.filter((hand) => hand.hyde === player)
    if (asHyde.length === 0) continue
    const value = Math.max(...asHyde.map((hand) => hand.position))
    const first = asHyde.find((hand) => hand.position === value)!
    found.push({ kind: 'hyde-furthest', player, value, hands: value > 0 ? [first.number] : [] })
  }
  return found
}

function fastestWin(score: JekyllVsHydeScore): GameRecord[] {
  const winner = score.status === 'finished' ? score.winner : null
  if (winner === null) return []
  const won =
    score.games.length === 1 ? score.games[0] : score.games.find((game) => game.hyde === winner)
  if (won === undefined) return []
  const last = score.hands.filter((hand) => hand.game === won.game).at(-1)
  return [
    { kind: 'fastest-win', player: winner, value: won.rounds, hands: last ? [last.number] : [] },
  ]
}
