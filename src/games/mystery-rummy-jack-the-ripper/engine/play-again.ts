import type { NextGameTable } from '../../../engine/core/game-module'
import { proposedDealer } from './entry-queries'
import type { JackTheRipperLog } from './log'

/**
 * The next game's table: the same players in the same seats, and the deal goes on passing one
 * seat per hand across games, so the player who would have dealt the next hand deals the new
 * game's first (the rules say nothing about a new game). A log that names no dealer anywhere
 * gives none: the players choose, as on the new-game page.
 */
export function playAgain(log: JackTheRipperLog): NextGameTable {
  return {
    players: log.players.map((player) => ({ ...player })),
    firstDealer: proposedDealer(log, log.hands.length),
  }
}
