import { JsonList } from '../../../engine/core/json-list'
import type { MysteryRummyLog } from './log'
import { explainHand, type MysteryRummyScore } from './score-game'

/** `casebook score --json` (spec: game-log-v1, "Command line"); extra fields are allowed there. */
export function scoreJson(log: MysteryRummyLog, score: MysteryRummyScore): object {
  return {
    game: score.game,
    hands: new JsonList(score.hands, (hand) => ({
      number: hand.number,
      scores: hand.scores,
      shutOut: hand.shutOut,
      void: hand.void,
      totals: hand.totals,
      breakdown: explainHand(log, hand.number)?.breakdown ?? {},
    })),
    totals: score.totals,
    status: score.status,
    winner: score.winner,
    rules: score.rules,
  }
}
