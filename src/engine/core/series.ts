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

/**
 * The standing of a race to a target among holders (players or sides). Tied at the top, the
 * game's `onTie` decides: one more hand, or the tied holders share the win. `winners` lists
 * the winning holders' members in the order of `players`.
 */
export function raceStanding(
  holderTotals: Readonly<Record<string, number>>,
  series: { target: number; onTie: 'extra-hand' | 'shared' },
  holders: readonly { id: string; members: readonly string[] }[],
  players: readonly string[],
): { status: SeriesStatus; winner: string | null; winners: string[] } {
  const { status, winner } = standingOf(holderTotals, series.target)
  if (status === 'finished' && winner !== null) {
    return { status, winner, winners: membersOf([winner], holders, players) }
  }
  if (status === 'tie-break' && series.onTie === 'shared') {
    const best = Math.max(...holders.map((holder) => holderTotals[holder.id] ?? 0))
    const tied = holders.filter((holder) => holderTotals[holder.id] === best).map((h) => h.id)
    return { status: 'finished', winner: null, winners: membersOf(tied, holders, players) }
  }
  return { status, winner: null, winners: [] }
}

function membersOf(
  holderIds: readonly string[],
  holders: readonly { id: string; members: readonly string[] }[],
  players: readonly string[],
): string[] {
  const members = new Set(
    holders.filter((holder) => holderIds.includes(holder.id)).flatMap((holder) => holder.members),
  )
  return players.filter((player) => members.has(player))
}
