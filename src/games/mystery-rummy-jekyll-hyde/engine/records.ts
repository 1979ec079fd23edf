import type { GameRecord } from '../../../engine/core/game-module'
import { handsWhere, highestHandScores, recordKindsOf } from '../../../engine/core/records'
import type { MysteryRummyLog } from './log'
import type { MysteryRummyScore } from './score-game'

/**
 * Mystery Rummy's records (issue 23, decision 0051): the best hand a player scored, the
 * shut-outs he made (he went out and his opponent scored nothing, the engine's `shutOut`), and
 * the biggest comeback: the most points the winner of a finished game was ever behind.
 */
export const recordKinds = recordKindsOf({
  'best-hand': 'highest',
  'shut-outs': 'total',
  comeback: 'highest',
})

export function records(log: MysteryRummyLog, score: MysteryRummyScore): GameRecord[] {
  const players = log.players.map((player) => player.id)
  return [
    ...highestHandScores('best-hand', players, score.hands),
    ...handsWhere('shut-outs', players, score.hands, (hand, player) => hand.shutOut === player),
    ...comeback(players, score),
  ]
}

/**
 * The winner's deepest deficit, from the totals after each hand, and the hands it was reached
 * in. Only a finished game with a winner has one, and only if the winner was ever behind: a
 * game won from the front is no comeback.
 */
function comeback(players: readonly string[], score: MysteryRummyScore): GameRecord[] {
  const winner = score.status === 'finished' ? score.winner : null
  if (winner === null) return []
  let value = 0
  let hands: number[] = []
  for (const hand of score.hands) {
    const leader = Math.max(...players.map((player) => hand.totals[player] ?? 0))
    const behind = leader - (hand.totals[winner] ?? 0)
    if (behind > value) [value, hands] = [behind, [hand.number]]
    else if (behind === value && value > 0) hands.push(hand.number)
  }
  return value > 0 ? [{ kind: 'comeback', player: winner, value, hands }] : []
}
