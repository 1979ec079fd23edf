import type { GameLogBase, GameScore } from '../core/game-module'
import { byPersonKey, personKey, personName } from './people'

/** One game of the library, read and scored by its game's module. */
export interface CountedGame {
  /** Where it came from (a file, a library entry): named when another copy replaces it. */
  source: string
  log: GameLogBase
  score: GameScore
}

/** Games played, finished, won, drawn and lost: the figures of a person at one game or all. */
export interface Tally {
  games: number
  finished: number
  wins: number
  draws: number
  /** Finished games someone else won: wins, draws and losses add up to the finished games. */
  losses: number
}

export interface PersonStats extends Tally {
  name: string
  /** The same figures per game id, only for the games the person played. */
  byGame: { [game: string]: Tally }
}

export interface HeadToHead {
  /** The two people, ordered by name without case. */
  players: [string, string]
  games: number
  finished: number
  /** Of the finished games they were both in, how many each won. */
  wins: { [name: string]: number }
  draws: number
}

export interface LibraryStats {
  games: number
  finished: number
  players: PersonStats[]
  headToHead: HeadToHead[]
  /** A copy of a game not counted because a later-saved copy of the same game id was. */
  superseded: { source: string; by: string }[]
}

/**
 * The history of a library: who played, finished, won and drew, alone and pair by pair.
 * A game saved twice (the same id) counts once, the copy with the later `updatedAt` (the first
 * one listed when neither is later). A game with no winner once finished is a draw for everyone
 * in it; a side's win or a shared win is a win for each player in it (the engine's `winners`).
 * The cost grows with the games times the square of their players, never with the library twice.
 */
export function libraryStats(games: readonly CountedGame[]): LibraryStats {
  const { counted, superseded } = latestCopies(games)
  const people = new Map<string, Person>()
  const pairs = new Map<string, Pair>()
  for (const game of counted) {
    const finished = game.score.status === 'finished'
    const winnerIds = new Set(game.score.winners)
    const present = peopleOf(game)
    for (const { key, won } of present) {
      const person = personFor(people, key)
      addGame(person.total, finished, won, winnerIds.size === 0)
      const byGame = (person.byGame[game.log.game] ??= emptyTally())
      addGame(byGame, finished, won, winnerIds.size === 0)
    }
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++) {
        addPairGame(pairs, present[i]!, present[j]!, finished, winnerIds.size === 0)
      }
    }
    nameEveryone(people, game, present)
  }
  const nameOf = (key: string) => people.get(key)!.name
  return {
    games: counted.length,
    finished: counted.filter((game) => game.score.status === 'finished').length,
    players: [...people.entries()]
      .sort(([a], [b]) => byPersonKey(a, b))
      .map(([, person]) => ({ name: person.name, ...person.total, byGame: person.byGame })),
    headToHead: [...pairs.values()]
      .sort((a, b) => byPersonKey(a.first, b.first) || byPersonKey(a.second, b.second))
      .map((pair) => ({
        players: [nameOf(pair.first), nameOf(pair.second)],
        games: pair.games,
        finished: pair.finished,
        wins: { [nameOf(pair.first)]: pair.firstWins, [nameOf(pair.second)]: pair.secondWins },
        draws: pair.draws,
      })),
    superseded,
  }
}

interface Person {
  name: string
  /** When the shown name was entered: the spelling of the latest game wins. */
  namedAt: number
  total: Tally
  byGame: { [game: string]: Tally }
}

interface Pair {
  first: string
  second: string
  games: number
  finished: number
  firstWins: number
  secondWins: number
  draws: number
}

interface Present {
  key: string
  name: string
  won: boolean
}

/** The people of one game, each once (two seats with one name are one person), in seat order. */
function peopleOf(game: CountedGame): Present[] {
  const winners = new Set(game.score.winners)
  const present = new Map<string, Present>()
  for (const player of game.log.players) {
    const key = personKey(player.name)
    const seen = present.get(key)
    const won = game.score.status === 'finished' && winners.has(player.id)
    const name = personName(player.name)
    if (!seen) present.set(key, { key, name, won })
    else {
      seen.won ||= won
      // Two seats, two spellings: the same one shown whichever seat comes first.
      if (name < seen.name) seen.name = name
    }
  }
  return [...present.values()].sort((a, b) => byPersonKey(a.key, b.key))
}

function emptyTally(): Tally {
  return { games: 0, finished: 0, wins: 0, draws: 0, losses: 0 }
}

function personFor(people: Map<string, Person>, key: string): Person {
  let person = people.get(key)
  if (!person) {
    person = { name: '', namedAt: -Infinity, total: emptyTally(), byGame: {} }
    people.set(key, person)
  }
  return person
}

function addGame(record: Tally, finished: boolean, won: boolean, noWinner: boolean): void {
  record.games += 1
  if (!finished) return
  record.finished += 1
  if (won) record.wins += 1
  else if (noWinner) record.draws += 1
  else record.losses += 1
}

function addPairGame(
  pairs: Map<string, Pair>,
  first: Present,
  second: Present,
  finished: boolean,
  noWinner: boolean,
): void {
  const id = `${first.key}\u0000${second.key}`
  let pair = pairs.get(id)
  if (!pair) {
    pair = {
      first: first.key,
      second: second.key,
      games: 0,
      finished: 0,
      firstWins: 0,
      secondWins: 0,
      draws: 0,
    }
    pairs.set(id, pair)
  }
  pair.games += 1
  if (!finished) return
  pair.finished += 1
  if (first.won) pair.firstWins += 1
  if (second.won) pair.secondWins += 1
  if (noWinner) pair.draws += 1
}

/** Each person is shown with the spelling of the latest game they are in (the first on a tie). */
function nameEveryone(people: Map<string, Person>, game: CountedGame, present: Present[]): void {
  const at = savedAt(game.log.updatedAt ?? game.log.createdAt)
  for (const { key, name } of present) {
    const person = people.get(key)!
    if (person.name === '' || at > person.namedAt) {
      person.name = name
      person.namedAt = at
    }
  }
}

/** One copy per game id, the one saved last; games without an id are all distinct. */
function latestCopies(games: readonly CountedGame[]): {
  counted: CountedGame[]
  superseded: { source: string; by: string }[]
} {
  const latest = new Map<string, CountedGame>()
  for (const game of games) {
    const id = game.log.id
    if (id === undefined) continue
    const kept = latest.get(id)
    if (!kept || savedAt(game.log.updatedAt) > savedAt(kept.log.updatedAt)) latest.set(id, game)
  }
  const counted: CountedGame[] = []
  const superseded: { source: string; by: string }[] = []
  for (const game of games) {
    const kept = game.log.id === undefined ? game : latest.get(game.log.id)!
    if (kept === game) counted.push(game)
    else superseded.push({ source: game.source, by: kept.source })
  }
  return { counted, superseded }
}

/** A time as a number to compare; none (or one that is not a date) is the earliest. */
function savedAt(time: string | undefined): number {
  const at = time === undefined ? NaN : Date.parse(time)
  return Number.isNaN(at) ? -Infinity : at
}
