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
  const status = statusOf(best, leaders.length, targetScore, 'extra-hand')
  return { status, winner: status === 'finished' ? (leaders[0] ?? null) : null, leaders }
}

/** The rule itself, from the best total and how many holders have it. */
function statusOf(
  best: number,
  atBest: number,
  target: number,
  onTie: 'extra-hand' | 'shared',
): SeriesStatus {
  if (atBest === 0 || best < target) return 'in-progress'
  if (atBest > 1) return onTie === 'shared' ? 'finished' : 'tie-break'
  return 'finished'
}

/**
 * The standing of a race to a target among holders (players or sides). Tied at the top, the
 * game's `onTie` decides: one more hand, or the tied holders share the win. `winners` lists
 * the winning holders' members in the order of `players`; `leaders`, the holders with the
 * highest total (see Standing).
 */
export function raceStanding(
  holderTotals: Readonly<Record<string, number>>,
  series: { target: number; onTie: 'extra-hand' | 'shared' },
  holders: readonly { id: string; members: readonly string[] }[],
  players: readonly string[],
): { status: SeriesStatus; winner: string | null; winners: string[]; leaders: string[] } {
  const { status, winner, leaders } = standingOf(holderTotals, series.target)
  if (status === 'finished' && winner !== null) {
    return { status, winner, winners: membersOf([winner], holders, players), leaders }
  }
  if (status === 'tie-break' && series.onTie === 'shared') {
    return {
      status: 'finished',
      winner: null,
      winners: membersOf(leaders, holders, players),
      leaders,
    }
  }
  return { status, winner: null, winners: [], leaders }
}

/**
 * `raceStanding(...).status` without making the standing: what a score keeps for each hand, so
 * a long game does not make a standing and its lists for every hand.
 */
export function raceStatus(
  holderTotals: Readonly<Record<string, number>>,
  series: { target: number; onTie: 'extra-hand' | 'shared' },
): SeriesStatus {
  let best = -Infinity
  let atBest = 0
  for (const holder in holderTotals) {
    const total = holderTotals[holder] ?? 0
    if (total > best) {
      best = total
      atBest = 1
    } else if (total === best) {
      atBest += 1
    }
  }
  return statusOf(best, atBest, series.target, series.onTie)
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
