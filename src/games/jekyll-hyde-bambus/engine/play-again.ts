import type { NextGameTable } from '../../../engine/core/game-module'
import type { BambusLog } from './log'
import { nextHandTable } from './next-hand'

/**
 * The next game's table: the same players in the same order round the table, and the deal
 * passes on as it does after every hand (spec: "Next deal", "After the hand"), so the player
 * who would have dealt the next hand deals the new game's first. Teams are drawn again from
 * that deal, as the new-game page seats them (S1 draws them once per game).
 */
export function playAgain(log: BambusLog): NextGameTable {
  return {
    players: log.players.map((player) => ({ ...player })),
    firstDealer: nextHandTable(log).dealer,
  }
}
