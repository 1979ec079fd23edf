import { libraryPeople, personKey, type HistoryGame } from '../../engine'
import { countedGames } from '../../engine/stats/library-stats'
import { savedLater } from '../../engine/stats/history-game'
import { peopleOf } from '../../engine/stats/game-people'
import { placesIn } from '../../engine/stats/person-scores'
import { wallClock, type WallTime } from './wall-clock'

/** One person in one play, as the History counts them (each person once, however many seats). */
export interface PlayedBy {
  /** Who they are across plays: their name as the History compares it (`personKey`). */
  key: string
  /** Their first seat in the log's order, from 1: the order they sat in and were dealt to. */
  seat: number
  /** Their final total (of a person seated twice, the better one); null when the engine gave none. */
  total: number | null
  /** False for everyone in a draw, a win every player shares included, as in the History. */
  won: boolean
  /** Their side's place, in games of 3 or 4 players (the History's placings); else null. */
  place: number | null
  /** In a play with teams, their team, numbered from 1 in the engine's order; else null. */
  team: number | null
}

/** A finished game, ready for a play file. */
export interface Play {
  game: string
  /**
   * What names the play at every export (its uuid for BG Stats): the log's id; for a log without
   * one, its game, its start as the log writes it, its people in their seats and their final
   * totals, which a copy of the file keeps wherever it is read from.
   */
  identity: { kind: 'play' | 'play-content'; id: string }
  start: WallTime
  /** Its last save; the start when the log does not say. */
  saved: WallTime
  /** How long it lasted, in whole minutes; null when unknown. */
  minutes: number | null
  /** The highest total wins (a race); otherwise the totals never pick the winner. */
  highestWins: boolean
  /** Some side holds two people or more (Bambus with 4): its members are partners. */
  teams: boolean
  /** In the order they sat. */
  people: PlayedBy[]
}

export interface PlaysToExport {
  /** From the earliest start; plays that started together by their id, so a file never changes. */
  plays: Play[]
  /** Everyone in a play, once, under the spelling most of their plays use (as the History). */
  people: { key: string; name: string }[]
  /** Games the History counts that are not finished: not plays yet, left out. */
  unfinished: number
  /** Finished games whose log says neither when they started nor when they were saved: left out. */
  undated: number
}

/**
 * The plays of what the History counts (decision 0078): one copy of each game, the latest, none
 * abandoned, only the finished ones (a play file records plays that ended), each with its date in
 * `timeZone` (the device's when not given). The figures are the engine's: totals, winners, sides
 * and places are those the History shows.
 */
export function playsToExport(games: readonly HistoryGame[], timeZone?: string): PlaysToExport {
  const counted = countedGames(games)
  const clock = wallClock(timeZone)
  // By identity: two logs without an id that hold one game (a file copied) are one play, the
  // copy saved later, as the History keeps the later copy of a game saved twice.
  const dated = new Map<string, { play: Play; at: number; game: HistoryGame }>()
  let undated = 0
  for (const game of counted) {
    if (!game.finished) continue
    const startedAt = clock(game.createdAt) === null ? game.updatedAt : game.createdAt
    const start = clock(startedAt)
    if (start === null) {
      undated += 1
      continue
    }
    const play = playOf(game, startedAt!, start, clock(game.updatedAt) ?? start)
    const identity = `${play.identity.kind} ${play.identity.id}`
    const kept = dated.get(identity)
    if (!kept || savedLater(game.updatedAt, kept.game.updatedAt)) {
      dated.set(identity, { play, at: Date.parse(startedAt!), game })
    }
  }
  const plays = [...dated.values()].sort(
    (a, b) => a.at - b.at || textOrder(a.play.identity.id, b.play.identity.id),
  )
  const people = libraryPeople(plays.map(({ game }) => game)).map(({ name }) => ({
    key: personKey(name),
    name,
  }))
  return {
    plays: plays.map(({ play }) => play),
    people,
    unfinished: counted.filter((game) => !game.finished).length,
    undated,
  }
}

function playOf(game: HistoryGame, startedAt: string, start: WallTime, saved: WallTime): Play {
  const present = peopleOf(game)
  const teams = game.sides.some((members) => members.length > 1)
  const places = placesIn(game)
  const seats = game.players.map((player) => personKey(player.name))
  const firstSeat = new Map<string, number>()
  seats.forEach((key, at) => {
    if (!firstSeat.has(key)) firstSeat.set(key, at + 1)
  })
  const people = present.map((person) => ({
    key: person.key,
    seat: firstSeat.get(person.key)!,
    total: person.total,
    won: person.won,
    place: places.get(person.key) ?? null,
    team: teams && person.side !== null ? person.side + 1 : null,
  }))
  return {
    game: game.game,
    identity:
      game.id === undefined
        ? {
            kind: 'play-content',
            // Its final totals too: two games of the same people begun the same day (a log
            // that gives only the day) stay two plays, as the History counts them.
            id: JSON.stringify([
              game.game,
              startedAt,
              seats,
              seats.map((_, at) => finalTotal(game, at)),
            ]),
          }
        : { kind: 'play', id: game.id },
    start,
    saved,
    minutes: wholeMinutes(game.length),
    highestWins: game.highestWins,
    teams,
    people: people.sort((a, b) => a.seat - b.seat),
  }
}

/** A seat's final total, as the engine gave it; null when it gave none. */
function finalTotal(game: HistoryGame, seat: number): number | null {
  const total = game.totals[game.players[seat]!.id]
  return typeof total === 'number' ? total : null
}

/** By code unit: the same order on every device, whatever its language. */
function textOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function wholeMinutes(length: number | null): number | null {
  return length !== null && Number.isFinite(length) && length >= 0
    ? Math.round(length / 60_000)
    : null
}
