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
  const scores = Object.values(totals)
  if (scores.length === 0 || !scores.some((score) => score >= targetScore)) {
    return { status: 'in-progress', winner: null }
  }
  const best = Math.max(...scores)
  const leaders = Object.keys(totals).filter((player) => totals[player] === best)
  if (leaders.length > 1) return { status: 'tie-break', winner: null }
  return { status: 'finished', winner: leaders[0] ?? null }
}
