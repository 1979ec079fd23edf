import { JsonList } from '../../../engine/core/json-list'
import type { BambusLog } from './log'
import type { BambusScore } from './score-game'

/**
 * What `casebook score --json` prints (spec: "Command line output"), field by field in the
 * spec's order. A side wins a 4-player game, so `winner` is then always null and `winningSide`
 * names the side; a 3-player game has no sides to total and leaves those fields out.
 */
export function scoreJson(log: BambusLog, score: BambusScore): object {
  const players = log.players.map((player) => player.id)
  const four = players.length === 4
  const byPlayer = (values: Readonly<Record<string, number>>) =>
    Object.fromEntries(players.map((id) => [id, values[id] ?? 0]))
  const hands = new JsonList(score.hands, (hand) => ({
    number: hand.number,
    ...(four ? {} : { solo: hand.solo }),
    scores: byPlayer(hand.scores),
    sides: {
      jekyll: { ...hand.sides.jekyll },
      hyde: { ...hand.sides.hyde },
    },
  }))
  const common = {
    game: score.game,
    hands,
    totals: byPlayer(score.totals),
    status: score.status,
    winner: four ? null : score.winner,
    winners: [...score.winners],
  }
  if (!four) return common
  return {
    ...common,
    sideTotals: { jekyll: score.sideTotals?.jekyll ?? 0, hyde: score.sideTotals?.hyde ?? 0 },
    winningSide: score.winningSide,
  }
}
