/** How a series played to a target score stands after some hands (spec: "Game end"). */
export type SeriesStatus = 'in-progress' | 'tie-break' | 'finished'

export interface Standing {
  status: SeriesStatus
  winner: string | null
  /**
   * The players with the highest total, in the order of the totals (the log's order of players):
   * the winner alone once the series is won, everyone tied at the top when a tie-break hand is
   * due. Screens name them from here rather than comparing totals themselves.
   */
  leaders: string[]
}

/**
 * Once someone has reached the target, the highest total wins; tied at the top, one more hand
 * is due. The standing depends on the totals alone, so a tie-break hand that leaves everyone
 * below the target simply puts the series back in progress.
 */
export function standingOf(
  totals: Readonly<Record<string, number>>,
  targetScore: number,
): Standing {
  let best = -Infinity
  let leaders: string[] = []
  for (const player in totals) {
    const total = totals[player] ?? 0
    if (total > best) {
      best = total
      leaders = [player]
    } else if (total === best) {
      leaders.push(player)
    }
  }
  if (leaders.length === 0 || best < targetScore) {
    return { status: 'in-progress', winner: null, leaders }
  }
  if (leaders.length > 1) return { status: 'tie-break', winner: null, leaders }
  return { status: 'finished', winner: leaders[0] ?? null, leaders }
}
