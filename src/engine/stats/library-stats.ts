import { addGame, emptyTally, type Tally } from './tally'
import { isDraw, partners, peopleByKey, peopleOf, type Present } from './game-people'
import { savedAt, savedLater, type HistoryGame } from './history-game'
import { personCompany, type Company } from './company'
import { personScores, type PersonScores } from './person-scores'
import { personStreaks, type Streaks } from './streaks'
import { libraryTime, type LibraryTime } from './time-played'
import { personSeats, type PersonSeats } from './seats'
import { personRoles, type PersonRoles } from './roles'
import { libraryVariants, type VariantResults } from './variants'
import { byPersonKey, personKey, Spellings } from './people'

export type { Tally } from './tally'

export interface PersonStats extends Tally {
  name: string
  /** The same figures per game id, only for the games the person played. */
  byGame: { [game: string]: Tally }
}

export interface HeadToHead {
  /** The two people, ordered by name without case. */
  players: [string, string]
  /** The games they played against each other: both in, on different sides. */
  games: number
  finished: number
  /** Of those games finished, how many each won. */
  wins: { [name: string]: number }
  draws: number
}

/** Two people who played on one side (Bambus's teams), in the games they did (issue 34). */
export interface Together {
  /** The two people, ordered by name without case. */
  players: [string, string]
  games: number
  finished: number
  /** Of those games finished, how many their side won. */
  wins: number
  draws: number
}

export interface LibraryStats {
  games: number
  finished: number
  players: PersonStats[]
  headToHead: HeadToHead[]
  together: Together[]
  /** Each person's scores over the finished games, overall and per game. */
  scores: PersonScores[]
  /** Each person's winning streaks: the longest, and the one running now. */
  streaks: Streaks[]
  /** Each person's most frequent opponent and partner. */
  company: Company[]
  /** Time at the table: per person, per game, and games started per month. */
  time: LibraryTime
  /** Each person's results by the number of players, and when they dealt first. */
  seats: PersonSeats[]
  /** Each person's results in the roles the games give (Dr. Jekyll, the solo). */
  roles: PersonRoles[]
  /** The games of each option of each game's variants, and each person's results in them. */
  variants: VariantResults[]
  /** A copy of a game not counted because a later-saved copy of the same game id was. */
  superseded: { source: string; by: string }[]
  /** The games left out because their players gave them up (their latest copy says so). */
  abandoned: string[]
}

/**
 * The history of a library: who played, finished, won and drew, alone and pair by pair.
 * A game saved twice (the same id) counts once, the copy with the later `updatedAt` (the first
 * one listed when neither is later). A game with no winner once finished is a draw for everyone
 * in it, and so is one whose win every player shares (issue 32: four Bambus players tied with
 * `endTie: "shared"` beat nobody); a side's win or a win shared by some is a win for each of
 * them (the engine's `winners`). A game its players gave up counts in no figure (issue 34): its
 * latest copy decides, so a game abandoned and then resumed counts again. The cost grows with
 * the games times the square of their players, never with the library twice.
 */
export function libraryStats(games: readonly HistoryGame[]): LibraryStats {
  const { counted, superseded, abandoned } = latestCopies(games)
  const people = new Map<string, Person>()
  const pairs = new Map<string, Pair>()
  const sideBySide = new Map<string, Pair>()
  for (const game of counted) {
    const { finished } = game
    const drawn = isDraw(game)
    const present = peopleOf(game)
    for (const { key, won } of present) {
      const person = personFor(people, key)
      addGame(person.total, finished, won, drawn)
      const byGame = (person.byGame[game.game] ??= emptyTally())
      addGame(byGame, finished, won, drawn)
    }
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++) {
        const [first, second] = [present[i]!, present[j]!]
        const kept = partners(first, second) ? sideBySide : pairs
        addPairGame(kept, first, second, finished, drawn)
      }
    }
    nameEveryone(people, game, present)
  }
  const nameOf = (key: string) => people.get(key)!.spellings.shown
  const inOrder = (all: Map<string, Pair>) =>
    [...all.values()].sort(
      (a, b) => byPersonKey(a.first, b.first) || byPersonKey(a.second, b.second),
    )
  const keys = [...people.keys()].sort(byPersonKey)
  const stats: Omit<LibraryStats, 'company'> = {
    games: counted.length,
    finished: counted.filter((game) => game.finished).length,
    players: [...people.entries()]
      .sort(([a], [b]) => byPersonKey(a, b))
      .map(([, person]) => ({
        name: person.spellings.shown,
        ...person.total,
        byGame: person.byGame,
      })),
    headToHead: inOrder(pairs).map((pair) => ({
      players: [nameOf(pair.first), nameOf(pair.second)],
      games: pair.games,
      finished: pair.finished,
      wins: { [nameOf(pair.first)]: pair.firstWins, [nameOf(pair.second)]: pair.secondWins },
      draws: pair.draws,
    })),
    together: inOrder(sideBySide).map((pair) => ({
      players: [nameOf(pair.first), nameOf(pair.second)],
      games: pair.games,
      finished: pair.finished,
      // Partners win together: a game counts when both won (a person seated on both sides, a
      // typing slip, does not make a loss a win).
      wins: pair.bothWins,
      draws: pair.draws,
    })),
    scores: personScores(counted, keys, nameOf),
    streaks: personStreaks(counted, keys, nameOf),
    time: libraryTime(counted, keys, nameOf),
    seats: personSeats(counted, keys, nameOf),
    roles: personRoles(counted, keys, nameOf),
    variants: libraryVariants(counted, keys, nameOf),
    superseded,
    abandoned,
  }
  const names = stats.players.map((person) => person.name)
  return { ...stats, company: personCompany(names, stats.headToHead, stats.together) }
}

interface Person {
  /** The spellings of their games: the one most of them use is shown. */
  spellings: Spellings
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
  /** Games both won: a side's win for two partners. */
  bothWins: number
  draws: number
}

function personFor(people: Map<string, Person>, key: string): Person {
  let person = people.get(key)
  if (!person) {
    person = { spellings: new Spellings(), total: emptyTally(), byGame: {} }
    people.set(key, person)
  }
  return person
}

function addPairGame(
  pairs: Map<string, Pair>,
  first: Present,
  second: Present,
  finished: boolean,
  drawn: boolean,
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
      bothWins: 0,
      draws: 0,
    }
    pairs.set(id, pair)
  }
  pair.games += 1
  if (!finished) return
  pair.finished += 1
  if (first.won) pair.firstWins += 1
  if (second.won) pair.secondWins += 1
  if (first.won && second.won) pair.bothWins += 1
  if (drawn) pair.draws += 1
}

/** Counts each person's spelling in this game, for the one most of their games use. */
function nameEveryone(
  people: Map<string, Person>,
  game: HistoryGame,
  present: readonly Present[],
): void {
  const at = savedAt(game.updatedAt ?? game.createdAt)
  for (const { key, name } of present) people.get(key)!.spellings.add(name, at)
}

/**
 * One copy per game id, the one saved last (games without an id are all distinct), and of those
 * the ones not abandoned.
 */
/**
 * The games every figure counts: of each game id its copy saved last, none its players gave up
 * (as `libraryStats` counts them).
 */
export function countedGames(games: readonly HistoryGame[]): HistoryGame[] {
  return latestCopies(games).counted
}

function latestCopies(games: readonly HistoryGame[]): {
  counted: HistoryGame[]
  superseded: { source: string; by: string }[]
  abandoned: string[]
} {
  const latest = new Map<string, HistoryGame>()
  for (const game of games) {
    const { id } = game
    if (id === undefined) continue
    const kept = latest.get(id)
    if (!kept || savedLater(game.updatedAt, kept.updatedAt)) latest.set(id, game)
  }
  const counted: HistoryGame[] = []
  const superseded: { source: string; by: string }[] = []
  const abandoned: string[] = []
  for (const game of games) {
    const kept = game.id === undefined ? game : latest.get(game.id)!
    if (kept !== game) superseded.push({ source: game.source, by: kept.source })
    else if (game.abandoned) abandoned.push(game.source)
    else counted.push(game)
  }
  return { counted, superseded, abandoned }
}

/** Which games a figure counts: every one, the finished ones, or one outcome of them. */
export type Figure = 'games' | 'finished' | 'wins' | 'draws' | 'losses'

/** How two people of a figure sat: against each other (head to head), or on one side. */
export type Relation = 'against' | 'together'

/**
 * The games behind one figure of `libraryStats`, so that every figure can list them: games all
 * of `people` were in (at `game` when given), those that `figure` counts for the first of them.
 * Two people are opponents there (head to head) unless `relation` asks for partners.
 */
export function gamesBehind(
  games: readonly HistoryGame[],
  filter: {
    people: readonly string[]
    figure: Figure
    game?: string | undefined
    relation?: Relation | undefined
  },
): HistoryGame[] {
  const wanted = filter.people.map(personKey)
  const together = filter.relation === 'together'
  return latestCopies(games).counted.filter((game) => {
    if (filter.game !== undefined && game.game !== filter.game) return false
    const present = peopleByKey(game)
    if (!wanted.every((key) => present.has(key))) return false
    const first = present.get(wanted[0]!)
    const second = wanted[1] === undefined ? undefined : present.get(wanted[1])
    if (second && second !== first && partners(first!, second) !== together) return false
    switch (filter.figure) {
      case 'games':
        return true
      case 'finished':
        return game.finished
      case 'wins':
        return first?.won === true
      case 'draws':
        return isDraw(game)
      case 'losses':
        return game.finished && !isDraw(game) && first?.won === false
    }
  })
}

/** Wins out of finished games (0 to 1); null before any game is finished. */
export function winRate(tally: Pick<Tally, 'wins' | 'finished'>): number | null {
  return tally.finished === 0 ? null : tally.wins / tally.finished
}
