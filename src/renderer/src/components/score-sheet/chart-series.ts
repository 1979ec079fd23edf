import type { GameScore } from '../../../../engine'

export interface HolderSeries {
  holder: string
  /** The running total before hand 1 (0), then after each hand. */
  totals: number[]
}

export interface TotalsSeries {
  /** 0 (the start), then each hand's number. */
  labels: number[]
  series: HolderSeries[]
  /** A race's target at every label, drawn as a flat, dashed line; null for another series. */
  target: number[] | null
}

/**
 * What the running-totals chart draws, from the score alone: one point per hand for each holder
 * of a total (a player, or a side), starting at 0 before the first hand. Pure, so it is tested
 * without a canvas.
 */
export function totalsSeries(score: Pick<GameScore, 'hands' | 'holders' | 'series'>): TotalsSeries {
  const labels = [0, ...score.hands.map((hand) => hand.number)]
  const series = score.holders.map((holder) => ({
    holder: holder.id,
    totals: [0, ...score.hands.map((hand) => hand.holderTotals[holder.id] ?? 0)],
  }))
  const { series: shape } = score
  return { labels, series, target: shape.kind === 'race' ? labels.map(() => shape.target) : null }
}
