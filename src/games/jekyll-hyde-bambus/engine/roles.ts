import type { RoleKind, RoleResult } from '../../../engine/core/game-module'
import { HandRoles } from '../../../engine/core/role-results'
import type { BambusLog } from './log'
import type { BambusScore } from './score-game'

/**
 * With 4 players, the Jekyll team and the Hyde team, drawn once for the whole game; with 3, the
 * solo (who plays Mr. Hyde alone) and the two who play Dr. Jekyll against him, changing every
 * hand (decision 0079).
 */
export const roleKinds: readonly RoleKind[] = [
  { id: 'jekyll-team', per: 'game' },
  { id: 'hyde-team', per: 'game' },
  { id: 'solo', per: 'hand' },
  { id: 'against-solo', per: 'hand' },
]

/**
 * Each player's roles: a team's result is the game's; the solo's and his opponents' are hand by
 * hand, a hand won by the side whose score in it is higher, as a solo's record counts it (decision
 * 0051). No hand: no teams yet.
 */
export function roles(log: BambusLog, score: BambusScore): RoleResult[] {
  if (log.players.length === 3) return rolesHandByHand(score)
  const first = score.hands[0]
  if (first === undefined) return []
  return log.players.map(({ id }) => ({
    role: first.receivers.jekyll.includes(id) ? 'jekyll-team' : 'hyde-team',
    player: id,
  }))
}

function rolesHandByHand(score: BambusScore): RoleResult[] {
  const played = new HandRoles()
  for (const hand of score.hands) {
    const { jekyll, hyde } = hand.sides
    for (const player of hand.receivers.hyde) played.add('solo', player, hyde.score, jekyll.score)
    for (const player of hand.receivers.jekyll) {
      played.add('against-solo', player, jekyll.score, hyde.score)
    }
  }
  return played.results()
}
