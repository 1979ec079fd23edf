import fc from 'fast-check'
import { serialiseGameLog } from '../src/engine'
import { typicalHand } from '../tests/support/arbitraries'
import { gameLog } from '../tests/support/game-logs'

export const benchGameId = 'bench-game'

/**
 * Ada and Bram's game of `hands` typical hands, as the web store keeps it (id, text); its target
 * is out of reach, so a bench can save hand after hand without the game ending.
 */
export function benchGame(hands: number): [string, string] {
  const log = {
    ...gameLog(fc.sample(typicalHand, { numRuns: hands, seed: 7 }), { targetScore: 1_000_000 }),
    id: benchGameId,
    players: [
      { id: 'ada', name: 'Ada' },
      { id: 'bram', name: 'Bram' },
    ],
  }
  return [benchGameId, serialiseGameLog(log)]
}
