import type { NextGameTable } from '../../../engine/core/game-module'
import type { MysteryRummyLog } from './log'
import { expectedDealer } from './queries'

/**
 * The next game's table: the same two players, and the deal goes on alternating across games,
 * so the player who would have dealt the next hand deals the new game's first (the rules say
 * nothing about a new game; the deal passes at every hand, and a new game does not reset it).
 */
export function playAgain(log: MysteryRummyLog): NextGameTable {
  return {
    players: log.players.map((player) => ({ ...player })),
    firstDealer: expectedDealer(log, log.hands.length),
  }
}
