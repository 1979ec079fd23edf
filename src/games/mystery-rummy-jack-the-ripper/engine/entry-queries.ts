import type { JackTheRipperHand, JackTheRipperLog } from './log'
import { expectedDealer } from './queries'

/**
 * Who the hand form proposes as the dealer of hand `handIndex` (0-based): the player after the
 * last recorded dealer (`expectedDealer`); before any, the player the new-game page stored as
 * `firstDealer`, the deal passing on one seat per hand. Null when the log says neither.
 */
export function proposedDealer(
  log: Pick<JackTheRipperLog, 'players'> & {
    hands: readonly Pick<JackTheRipperHand, 'dealer'>[]
    firstDealer?: unknown
  },
  handIndex: number,
): string | null {
  const recorded = expectedDealer(log, handIndex)
  if (recorded !== null) return recorded
  const players = log.players.map((player) => player.id)
  const first = typeof log.firstDealer === 'string' ? players.indexOf(log.firstDealer) : -1
  return first < 0 ? null : players[(first + handIndex) % players.length]!
}
