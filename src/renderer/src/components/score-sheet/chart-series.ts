import type { GameLog, GameScore } from '../../../../engine'

export interface PlayerSeries {
  player: string
  name: string
  /** The running total before hand 1 (0), then after each hand. */
  totals: number[]
}

export interface TotalsSeries {
  /** 0 (the start), then each hand's number. */
  labels: number[]
  series: PlayerSeries[]
  /** The target score at every label: drawn as a flat, dashed line. */
  target: number[]
}

/**
 * What the running-totals chart draws, from the score alone: one point per hand for each
 * player, starting at 0 before the first hand. Pure, so it is tested without a canvas.
 */
export function totalsSeries(
  log: Pick<GameLog, 'players'>,
  score: Pick<GameScore, 'hands' | 'rules'>,
): TotalsSeries {
  const labels = [0, ...score.hands.map((hand) => hand.number)]
  const series = log.players.map((player) => ({
    player: player.id,
    name: player.name,
    totals: [0, ...score.hands.map((hand) => hand.totals[player.id] ?? 0)],
  }))
  return { labels, series, target: labels.map(() => score.rules.targetScore) }
}
