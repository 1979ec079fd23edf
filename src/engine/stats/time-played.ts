import { peopleOf } from './game-people'
import { instant } from './game-length'
import type { HistoryGame } from './history-game'

/** Time at the table over some games (issue 34, point 4). */
export interface TimeFigures {
  /** Games whose length is known (a start, a last save, a hand). */
  timed: number
  /** Their lengths added up, in milliseconds. */
  played: number
  /** `played` over `timed`; null when no game's length is known. */
  averageLength: number | null
}

export interface PersonTime extends TimeFigures {
  name: string
  /** When they last played: the latest save of their games (as the log writes it), or null. */
  lastPlayed: string | null
  /** The same per game id. */
  byGame: { [game: string]: TimeFigures }
}

export interface LibraryTime {
  /** Everyone's games together, per game id. */
  byGame: { [game: string]: TimeFigures }
  people: PersonTime[]
  /**
   * Games started each month (`YYYY-MM`, in UTC as logs write times; a game that does not say
   * when it started, by its last save), oldest first.
   */
  months: { month: string; games: number }[]
}

interface Sums {
  timed: number
  played: number
}

/**
 * The time figures of `games` (one copy each, none abandoned), for the people `people` lists
 * (their keys, in order), named by `nameOf`. A game's length is `gameLength`'s (carried on
 * the game), whether it is finished or not; one pass over the games.
 */
export function libraryTime(
  games: readonly HistoryGame[],
  people: readonly string[],
  nameOf: (key: string) => string,
): LibraryTime {
  const byGame = new Map<string, Sums>()
  const perPerson = new Map<
    string,
    { all: Sums; byGame: Map<string, Sums>; last: { at: number; text: string } | null }
  >()
  const months = new Map<string, number>()
  for (const game of games) {
    const { length } = game
    const month = monthOf(game.createdAt) ?? monthOf(game.updatedAt)
    if (month !== null) months.set(month, (months.get(month) ?? 0) + 1)
    add(sumsIn(byGame, game.game), length)
    const savedAt = instant(game.updatedAt ?? game.createdAt)
    for (const { key } of peopleOf(game)) {
      let person = perPerson.get(key)
      if (!person) perPerson.set(key, (person = { all: empty(), byGame: new Map(), last: null }))
      add(person.all, length)
      add(sumsIn(person.byGame, game.game), length)
      if (savedAt !== null && (person.last === null || savedAt > person.last.at)) {
        person.last = { at: savedAt, text: (game.updatedAt ?? game.createdAt)! }
      }
    }
  }
  return {
    byGame: figuresByGame(byGame),
    people: people.map((key) => {
      const person = perPerson.get(key)
      return {
        name: nameOf(key),
        ...figuresOf(person?.all ?? empty()),
        lastPlayed: person?.last?.text ?? null,
        byGame: figuresByGame(person?.byGame ?? new Map()),
      }
    }),
    months: [...months.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, count]) => ({ month, games: count })),
  }
}

/** The month of a time, `YYYY-MM` in UTC; null when it is not one. */
function monthOf(time: string | undefined): string | null {
  const at = instant(time)
  return at === null ? null : new Date(at).toISOString().slice(0, 7)
}

function empty(): Sums {
  return { timed: 0, played: 0 }
}

function sumsIn(all: Map<string, Sums>, game: string): Sums {
  let sums = all.get(game)
  if (!sums) all.set(game, (sums = empty()))
  return sums
}

function add(sums: Sums, length: number | null): void {
  if (length === null) return
  sums.timed += 1
  sums.played += length
}

function figuresOf(sums: Sums): TimeFigures {
  return {
    timed: sums.timed,
    played: sums.played,
    averageLength: sums.timed === 0 ? null : sums.played / sums.timed,
  }
}

function figuresByGame(all: Map<string, Sums>): { [game: string]: TimeFigures } {
  return Object.fromEntries([...all].map(([game, sums]) => [game, figuresOf(sums)]))
}
