import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { libraryStats, personKey, personName, type HistoryGame } from '../../../src/engine'
import { bgStatsPlays } from '../../../src/shared/export/bgstats-plays'
import { playsToExport } from '../../../src/shared/export/plays'
import { stableUuid } from '../../../src/shared/export/stable-uuid'
import { readBgStatsPlays, type ReadPlay } from './bgstats-reader'
import { historyGameOf } from './library-games'
import { hostileNames, playGames } from './play-games'
import { translator } from './support'

/* Any library exports to a BG Stats file that a reader of the shape takes, and says what it holds. */

const english = translator('en')

function readBack(games: readonly HistoryGame[]): ReadPlay[] {
  return readBgStatsPlays(bgStatsPlays(playsToExport(games, 'UTC'), english))
}

/** A finished game nobody won, or whose win every player shares: nobody beat anybody. */
function drawn(game: HistoryGame): boolean {
  return game.winners.length === 0 || game.players.every(({ id }) => game.winners.includes(id))
}

describe('any library, for BG Stats', () => {
  it('gives one play per finished game the History counts, each as the game ended', () => {
    fc.assert(
      fc.property(playGames, (games) => {
        const plays = readBack(games)
        expect(plays).toHaveLength(libraryStats(games).finished)
        const byUuid = new Map(plays.map((play) => [play.uuid, play]))
        for (const game of games.filter((each) => each.finished && !each.abandoned)) {
          const seats = game.players.map(({ name }) => personKey(name))
          const play = byUuid.get(
            game.id === undefined
              ? stableUuid(
                  'play-content',
                  JSON.stringify([
                    game.game,
                    game.createdAt,
                    seats,
                    game.players.map(({ id }) => game.totals[id] ?? null),
                  ]),
                )
              : stableUuid('play', game.id),
          )
          expect(play?.date).toBe(game.createdAt!.slice(0, 19).replace('T', ' '))
          const teams = game.sides.some((side) => side.length > 1)
          expect(play?.players).toEqual(
            game.players.map(({ id, name }, seat) => ({
              name: personName(name),
              uuid: stableUuid('person', personKey(name)),
              score: String(game.totals[id]),
              winner: !drawn(game) && game.winners.includes(id),
              rank: expect.any(Number),
              seatOrder: seat + 1,
              team: teams
                ? String(game.sides.findIndex((side) => side.includes(id)) + 1)
                : undefined,
            })),
          )
        }
      }),
    )
  })

  it('gives each person the wins and the places the History gives them', () => {
    fc.assert(
      fc.property(playGames, (games) => {
        const stats = libraryStats(games)
        const seen = new Map<string, { wins: number; placings: Record<string, number> }>()
        for (const play of readBack(games)) {
          for (const player of play.players) {
            const person = seen.get(player.name) ?? { wins: 0, placings: {} }
            seen.set(player.name, person)
            if (player.winner) person.wins += 1
            if (player.rank > 0)
              person.placings[player.rank] = (person.placings[player.rank] ?? 0) + 1
          }
        }
        for (const [at, person] of stats.players.entries()) {
          if (person.finished === 0) continue
          expect(seen.get(person.name)).toEqual({
            wins: person.wins,
            placings: stats.scores[at]!.placings,
          })
        }
      }),
    )
  })

  it('carries names of 100 KiB and every hostile name as they were entered', () => {
    // 100 KiB in UTF-16 code units, with no white space (which a name loses at its ends, 0049).
    const long = '<&"\'😀</play>'.repeat((100 * 1024) / 12)
    const names = [...hostileNames, long]
    const games = names.slice(1).map((name, at) =>
      historyGameOf({
        source: `hostile-${at}.json`,
        game: 'jekyll-vs-hyde',
        id: `hostile-${at}`,
        // A minute apart, so that the file lists them in this order.
        createdAt: new Date(Date.UTC(2026, 0, 2, 3, at)).toISOString(),
        updatedAt: new Date(Date.UTC(2026, 0, 2, 4, at)).toISOString(),
        players: [
          { id: 'toString', name: names[0]! },
          { id: '__proto__', name },
        ],
        length: 3_600_000,
        firstDealer: null,
        finished: true,
        abandoned: false,
        winners: ['__proto__'],
        totals: Object.fromEntries([
          ['toString', 0],
          ['__proto__', 10],
        ]),
        sides: [['toString'], ['__proto__']],
        highestWins: false,
      }),
    )
    const plays = readBack(games)
    const read = plays.map((play) => play.players.map((player) => player.name))
    expect(read.slice(0, -1)).toEqual(
      names.slice(1, -1).map((name) => [names[0], personName(name)]),
    )
    // Compared apart, so that a failure does not print 100 KiB.
    expect(read.at(-1)?.[1] === long).toBe(true)
    expect(plays.map((play) => play.players[1]?.winner)).toEqual(names.slice(1).map(() => true))
  })
})
