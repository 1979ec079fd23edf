import type { NextGameTable } from '../../../engine/core/game-module'
import type { JekyllVsHydeLog } from './log'
import { scoreGame } from './score-game'
import { validRoundCount } from './validate'

/**
 * The next game's table. The roles alternate ("en alternant les rôles", S1, as the return match
 * swaps them): the last game's Mr. Hyde plays Dr. Jekyll, so he is listed first, whom the first
 * round proposes as Jekyll. Hyde deals by the rules, so no first dealer is recorded. Before any
 * valid round the players stay as they are.
 */
export function playAgain(log: JekyllVsHydeLog): NextGameTable {
  const counted = { ...log, hands: log.hands.slice(0, validRoundCount(log)) }
  const lastHyde = scoreGame(counted).games.at(-1)?.hyde
  const players = log.players.map((player) => ({ ...player }))
  const hydeFirst = [
    ...players.filter((player) => player.id === lastHyde),
    ...players.filter((player) => player.id !== lastHyde),
  ]
  return { players: hydeFirst, firstDealer: null }
}
