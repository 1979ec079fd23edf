import { JsonList } from '../../../engine/core/json-list'
import type { JekyllVsHydeLog } from './log'
import type { FoldedTrick } from './record-fold'
import type { JekyllVsHydeScore } from './score-game'

/**
 * What `casebook score --json` prints (spec: "Command line output"), key by key in the order the
 * spec shows; `record` only on a round that has one.
 */
export function scoreJson(log: JekyllVsHydeLog, score: JekyllVsHydeScore): object {
  const players = log.players.map((player) => player.id)
  const byPlayer = (values: Readonly<Record<string, number>>) =>
    Object.fromEntries(players.map((id) => [id, values[id] ?? 0]))
  const hands = new JsonList(score.hands, (hand) => ({
    number: hand.number,
    game: hand.game,
    round: hand.round,
    jekyll: hand.jekyll,
    hyde: hand.hyde,
    leader: hand.leader,
    tricks: byPlayer(hand.tricks),
    difference: hand.difference,
    position: hand.position,
    scores: byPlayer(hand.scores),
    ...(hand.record === undefined ? {} : { record: hand.record.map(trickJson) }),
  }))
  return {
    game: score.game,
    match: score.match,
    hands,
    totals: byPlayer(score.totals),
    games: score.games.map((game) => ({
      game: game.game,
      jekyll: game.jekyll,
      hyde: game.hyde,
      rounds: game.rounds,
      position: game.position,
      status: game.status,
      winner: game.winner,
    })),
    status: score.status,
    winner: score.winner,
    draw: score.draw,
    nextLeader: score.nextLeader,
  }
}

function trickJson(trick: FoldedTrick) {
  return {
    lead: trick.leader,
    winner: trick.taker,
    effect: trick.effect,
    stolen: trick.stolen,
    ranking: [...trick.ranking],
  }
}
