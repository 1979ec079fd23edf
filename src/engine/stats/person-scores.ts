import { isDraw, peopleOf, type Present } from './game-people'
import type { HistoryGame } from './history-game'

/**
 * A person's scores over finished games (issue 34, point 2): how many were scored, their sum,
 * the best, the average, the average margin to the winner, and for games of 3 or 4 players the
 * places taken (1st, 2nd… with ties sharing the better place) and their average. Figures no
 * game gave yet are null.
 */
export interface ScoreFigures {
  /** Finished games with a total for the person. */
  scored: number
  total: number
  best: number | null
  average: number | null
  /**
   * The winning total minus theirs (0 when they won), averaged over the games someone won where
   * the highest total wins; null when there were none.
   */
  averageMargin: number | null
  /** Finished games of 3 or 4 players, by the place the person's side took ("1" to "4"). */
  placings: { [place: string]: number }
  averagePlacing: number | null
}

export interface PersonScores extends ScoreFigures {
  name: string
  /** The same per game id, for the games the person finished. */
  byGame: { [game: string]: ScoreFigures }
}

/** What the figures add up while the games are read. */
interface Sums {
  scored: number
  total: number
  best: number | null
  margins: number
  marginSum: number
  placed: number
  placeSum: number
  placings: { [place: string]: number }
}

/**
 * The scores of each person of `people` (their keys, in the order to list them) over `games`
 * (already one copy each, none abandoned), named by `nameOf`; a person with no finished game has
 * figures of none. One pass over the games; a game costs the square of its seats at most.
 */
export function personScores(
  games: readonly HistoryGame[],
  people: readonly string[],
  nameOf: (key: string) => string,
): PersonScores[] {
  const sums = new Map<string, { all: Sums; byGame: Map<string, Sums> }>()
  for (const game of games) {
    if (!game.finished) continue
    const present = peopleOf(game)
    const winning = winningTotal(game, present)
    const places = isPlaced(game)
    for (const person of present) {
      if (person.total === null) continue
      let kept = sums.get(person.key)
      if (!kept) sums.set(person.key, (kept = { all: emptySums(), byGame: new Map() }))
      let atGame = kept.byGame.get(game.game)
      if (!atGame) kept.byGame.set(game.game, (atGame = emptySums()))
      const margin = winning === null ? null : person.won ? 0 : winning - person.total
      const place = places ? placeOf(person, present) : null
      for (const each of [kept.all, atGame]) add(each, person.total, margin, place)
    }
  }
  return people.map((key) => {
    const { all, byGame } = sums.get(key) ?? { all: emptySums(), byGame: new Map() }
    return {
      name: nameOf(key),
      ...figuresOf(all),
      byGame: Object.fromEntries([...byGame].map(([game, each]) => [game, figuresOf(each)])),
    }
  })
}

/** Games of 3 or 4 players give places; in a duel, the win says it all. */
function isPlaced(game: HistoryGame): boolean {
  return game.players.length === 3 || game.players.length === 4
}

/**
 * Each person's place in one finished game of 3 or 4 players, by their key, as the history
 * counts placings (`placeOf`); none for a game of 2, one not finished, or a person with no total.
 */
export function placesIn(game: HistoryGame): Map<string, number> {
  const places = new Map<string, number>()
  if (!game.finished || !isPlaced(game)) return places
  const present = peopleOf(game)
  for (const person of present) {
    if (person.total !== null) places.set(person.key, placeOf(person, present))
  }
  return places
}

/** The winners' total, when someone won a race (not a draw); null otherwise. */
export function winningTotal(game: HistoryGame, present: readonly Present[]): number | null {
  if (!game.highestWins || isDraw(game)) return null
  const totals = present.filter((person) => person.won && person.total !== null)
  return totals.length === 0 ? null : Math.max(...totals.map((person) => person.total!))
}

/**
 * The place of a person's side: 1 plus the sides ahead of it. A side that won is ahead of one
 * that did not; between two that both won or both did not, the higher total is ahead. Partners
 * share their side's place, and a team game of 4 has two places.
 */
function placeOf(person: Present, present: readonly Present[]): number {
  const standings = new Map<string, { won: boolean; total: number }>()
  for (const each of present) {
    if (each.total === null) continue
    const side = each.side === null ? `person:${each.key}` : `side:${each.side}`
    const seen = standings.get(side)
    if (!seen) standings.set(side, { won: each.won, total: each.total })
    else {
      seen.won ||= each.won
      seen.total = Math.max(seen.total, each.total)
    }
  }
  const own = standings.get(person.side === null ? `person:${person.key}` : `side:${person.side}`)!
  let ahead = 0
  for (const other of standings.values()) {
    if (other.won !== own.won ? other.won : other.total > own.total) ahead += 1
  }
  return 1 + ahead
}

function emptySums(): Sums {
  return {
    scored: 0,
    total: 0,
    best: null,
    margins: 0,
    marginSum: 0,
    placed: 0,
    placeSum: 0,
    placings: {},
  }
}

function add(sums: Sums, total: number, margin: number | null, place: number | null): void {
  sums.scored += 1
  sums.total += total
  sums.best = sums.best === null ? total : Math.max(sums.best, total)
  if (margin !== null) {
    sums.margins += 1
    sums.marginSum += margin
  }
  if (place !== null) {
    sums.placed += 1
    sums.placeSum += place
    sums.placings[String(place)] = (sums.placings[String(place)] ?? 0) + 1
  }
}

function figuresOf(sums: Sums): ScoreFigures {
  return {
    scored: sums.scored,
    total: sums.total,
    best: sums.best,
    average: sums.scored === 0 ? null : sums.total / sums.scored,
    averageMargin: sums.margins === 0 ? null : sums.marginSum / sums.margins,
    placings: sums.placings,
    averagePlacing: sums.placed === 0 ? null : sums.placeSum / sums.placed,
  }
}
