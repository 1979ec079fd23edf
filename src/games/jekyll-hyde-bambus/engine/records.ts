import type { GameRecord } from '../../../engine/core/game-module'
import { handsWhere, highestHandScores, recordKindsOf } from '../../../engine/core/records'
import type { BambusLog } from './log'
import type { BambusScore } from './score-game'

/**
 * Bambus's records (issue 23, decision 0051): the best hand score a player received (each
 * partner receives his side's score in full), and the solos he won: with 3 players, the hands
 * he played Mr. Hyde's side alone and his side scored more than Dr. Jekyll's (an equal score is
 * not a win).
 */
export const recordKinds = recordKindsOf({ 'best-hand': 'highest', 'solos-won': 'total' })

export function records(log: BambusLog, score: BambusScore): GameRecord[] {
  const players = log.players.map((player) => player.id)
  return [
    ...highestHandScores('best-hand', players, score.hands),
    ...(players.length === 3
      ? handsWhere(
          'solos-won',
          players,
          score.hands,
          (hand, player) => hand.solo === player && hand.sides.hyde.score > hand.sides.jekyll.score,
        )
      : []),
  ]
}
