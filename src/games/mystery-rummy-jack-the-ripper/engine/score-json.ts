import { JsonList } from '../../../engine/core/json-list'
import type { JackTheRipperLog } from './log'
import type { JackTheRipperScore } from './score-game'

/**
 * What `casebook score --json` prints (spec: "`score --json`"), field by field in the spec's
 * order: the common shape, and for each hand the outcome, the Ripper and how he escaped.
 */
export function scoreJson(log: JackTheRipperLog, score: JackTheRipperScore): object {
  const players = log.players.map((player) => player.id)
  const byPlayer = (values: Readonly<Record<string, number>>) =>
    Object.fromEntries(players.map((id) => [id, values[id] ?? 0]))
  return {
    game: score.game,
    hands: new JsonList(score.hands, (hand) => ({
      number: hand.number,
      scores: byPlayer(hand.scores),
      outcome: hand.outcome,
      ripper: hand.ripper,
      escape: hand.escape,
    })),
    totals: byPlayer(score.totals),
    status: score.status,
    winner: score.winner,
  }
}
