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
  /**
   * The line the totals climb towards, at every label, drawn flat and dashed: a race's target, or
   * a track's last space (each total is then a marker's progress along it); null for a series
   * played in rounds.
   */
  target: number[] | null
  /** What the dashed line is: a race's target or a track's last space; null with no line. */
  goal: 'target' | 'last-space' | null
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
  if (shape.kind === 'race') {
    return { labels, series, target: labels.map(() => shape.target), goal: 'target' }
  }
  if (shape.kind === 'track') {
    return { labels, series, target: labels.map(() => shape.spaces), goal: 'last-space' }
  }
  return { labels, series, target: null, goal: null }
}
