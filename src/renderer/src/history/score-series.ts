import { peopleByKey, peopleOf } from '../../../engine/stats/game-people'
import { savedAt, type HistoryGame } from '../../../engine/stats/history-game'
import { gamesBehind } from '../../../engine/stats/library-stats'
import { personKey } from '../../../engine/stats/people'
import { winningTotal } from '../../../engine/stats/person-scores'

/** One finished game of a person at one game: when it ended, their final score, the winner's. */
export interface ScorePoint {
  at: string | null
  /** Its place among the person's finished games there, from 1. */
  number: number
  total: number
  /** The winners' total where the highest total wins and someone did; else null. */
  winning: number | null
}

/**
 * A person's final score in each finished game of one game, in the order the games ended (issue
 * 34: each game's final score over time). The games and totals are the engine's; a game where
 * the engine gave the person no total has no point.
 */
export function scoreSeries(
  games: readonly HistoryGame[],
  person: string,
  game: string,
): ScorePoint[] {
  const key = personKey(person)
  const ended = gamesBehind(games, { people: [person], figure: 'finished', game })
    .map((each, order) => ({ each, order, at: savedAt(each.updatedAt ?? each.createdAt) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
  const points: ScorePoint[] = []
  for (const { each } of ended) {
    const total = peopleByKey(each).get(key)?.total ?? null
    if (total === null) continue
    points.push({
      at: each.updatedAt ?? each.createdAt ?? null,
      number: points.length + 1,
      total,
      winning: winningTotal(each, peopleOf(each)),
    })
  }
  return points
}
