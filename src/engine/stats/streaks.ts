import { peopleByKey } from './game-people'
import { savedAt, type HistoryGame } from './history-game'

/** A person's wins in a row over their finished games, in the order they were played. */
export interface Streaks {
  name: string
  /** The most wins in a row; a draw or a loss ends a run. */
  longest: number
  /** The wins in a row up to their latest finished game: 0 when it was not a win. */
  current: number
}

/**
 * Each person's winning streaks over `games` (one copy each, none abandoned), for the people
 * `people` lists (their keys, in order), named by `nameOf`. Games are taken in the order they
 * were last saved (a finished game's end), those saved at once in the order given, as the
 * History page's chart takes them. Sorting the finished games costs n log n; the rest is one
 * pass.
 */
export function personStreaks(
  games: readonly HistoryGame[],
  people: readonly string[],
  nameOf: (key: string) => string,
): Streaks[] {
  const played = games
    .map((game, order) => ({ game, order, at: savedAt(game.updatedAt ?? game.createdAt) }))
    .filter(({ game }) => game.finished)
    .sort((a, b) => a.at - b.at || a.order - b.order)
  const runs = new Map<string, { longest: number; current: number }>()
  for (const { game } of played) {
    for (const [key, person] of peopleByKey(game)) {
      let run = runs.get(key)
      if (!run) runs.set(key, (run = { longest: 0, current: 0 }))
      run.current = person.won ? run.current + 1 : 0
      run.longest = Math.max(run.longest, run.current)
    }
  }
  return people.map((key) => ({
    name: nameOf(key),
    ...(runs.get(key) ?? { longest: 0, current: 0 }),
  }))
}
