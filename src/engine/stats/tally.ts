/** Games played, finished, won, drawn and lost: the figures of a person at one game or all. */
export interface Tally {
  games: number
  finished: number
  wins: number
  draws: number
  /** Finished games someone else won: wins, draws and losses add up to the finished games. */
  losses: number
}

export function emptyTally(): Tally {
  return { games: 0, finished: 0, wins: 0, draws: 0, losses: 0 }
}

/** One more game in a tally: finished or not, and for the person won, drawn or lost. */
export function addGame(record: Tally, finished: boolean, won: boolean, drawn: boolean): void {
  record.games += 1
  if (!finished) return
  record.finished += 1
  if (won) record.wins += 1
  else if (drawn) record.draws += 1
  else record.losses += 1
}
