import type { RoleKind, RoleResult } from '../../../engine/core/game-module'
import type { JekyllVsHydeLog } from './log'
import type { JekyllVsHydeScore } from './score-game'

/** Dr. Jekyll and Mr. Hyde, each held for a whole game (decision 0079). */
export const roleKinds: readonly RoleKind[] = [
  { id: 'jekyll', per: 'game' },
  { id: 'hyde', per: 'game' },
]

/**
 * Who was Dr. Jekyll and who Mr. Hyde: the game's result is the role's. A single game only: in a return match
 * each player takes both roles, and the match goes to the better Hyde, so neither role has a
 * result of its own; such a match counts under its variant instead. No round: no roles yet.
 */
export function roles(log: JekyllVsHydeLog, score: JekyllVsHydeScore): RoleResult[] {
  const first = score.hands[0]
  if (score.match !== 'single' || first === undefined) return []
  return log.players.map(({ id }) => ({
    role: id === first.jekyll ? 'jekyll' : 'hyde',
    player: id,
  }))
}
