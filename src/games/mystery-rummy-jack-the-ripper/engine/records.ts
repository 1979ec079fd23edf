import type { GameRecord } from '../../../engine/core/game-module'
import { handsWhere, recordKindsOf } from '../../../engine/core/records'
import type { JackTheRipperLog } from './log'
import { rules } from './rules'
import type { JackTheRipperScore } from './score-game'
import { countOf } from './table'

/**
 * Jack the Ripper's records (issue 23, decision 0051). `caught-by-own-evidence`: the hands in
 * which the Ripper was caught (the engine's `ripper`) while the player had Evidence of the
 * Ripper's colour in his own area, the cards the rules double for him (a Suspect card alone is
 * not evidence). `votes-right`: the hands whose vote named the Ripper, as the engine's +10 marks.
 */
export const recordKinds = recordKindsOf({
  'caught-by-own-evidence': 'total',
  'votes-right': 'total',
})

export function records(log: JackTheRipperLog, score: JackTheRipperScore): GameRecord[] {
  const players = log.players.map((player) => player.id)
  return [
    ...handsWhere(
      'caught-by-own-evidence',
      players,
      score.hands,
      (hand, player) =>
        hand.ripper !== null &&
        countOf(log.hands[hand.number - 1]?.areas?.[player]?.evidence?.[hand.ripper]) > 0,
    ),
    ...handsWhere('votes-right', players, score.hands, (hand, player) =>
      hand.badges.some((badge) => badge.rule === rules.voteBonus && badge.holder === player),
    ),
  ]
}
