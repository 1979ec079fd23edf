/** How a series played to a target score stands after some hands (spec: "Game end"). */
export type SeriesStatus = 'in-progress' | 'tie-break' | 'finished'

export interface Standing {
  status: SeriesStatus
  winner: string | null
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
  let leader: string | null = null
  let tied = false
  for (const player in totals) {
    const total = totals[player] ?? 0
    if (total > best) {
      best = total
      leader = player
      tied = false
    } else if (total === best) {
      tied = true
    }
  }
  if (leader === null || best < targetScore) return { status: 'in-progress', winner: null }
  if (tied) return { status: 'tie-break', winner: null }
  return { status: 'finished', winner: leader }
}
