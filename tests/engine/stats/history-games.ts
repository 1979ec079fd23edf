import fc from 'fast-check'
import type { HistoryGame } from '../../../src/engine'
import type { PlayedVariant } from '../../../src/engine/stats/game-facts'
import { gameLength } from '../../../src/engine/stats/game-length'

/**
 * A game as the history reads it: who sat, whether it is over, who won, each seat's total and
 * the sides (by seat). Each seat is a side of its own unless told.
 */
export function game(
  players: string[],
  outcome: {
    finished?: boolean
    winners?: number[]
    abandoned?: boolean
    totals?: number[]
    sides?: number[][]
    highestWins?: boolean
    /** Each seat's roles: [seat, role] for a role held for the game, with [played, won, drawn] hands for one held hand by hand. */
    roles?: [number, string, [number, number, number]?][]
  } = {},
  header: {
    id?: string
    updatedAt?: string
    createdAt?: string
    game?: string
    hands?: number
    firstDealer?: string
    variants?: PlayedVariant[]
  } = {},
  source = `game-${players.join('-')}.json`,
): HistoryGame {
  const ids = players.map((_, seat) => `p${seat + 1}`)
  return {
    source,
    game: header.game ?? 'some-game',
    id: header.id,
    updatedAt: header.updatedAt,
    createdAt: header.createdAt,
    length: gameLength({ ...header, hands: header.hands ?? 3 }),
    firstDealer: header.firstDealer ?? null,
    players: players.map((name, seat) => ({ id: ids[seat]!, name })),
    finished: outcome.finished ?? false,
    abandoned: outcome.abandoned ?? false,
    winners: (outcome.winners ?? []).map((seat) => ids[seat]!),
    totals: Object.fromEntries((outcome.totals ?? []).map((total, seat) => [ids[seat]!, total])),
    sides: (outcome.sides ?? ids.map((_, seat) => [seat])).map((side) =>
      side.map((seat) => ids[seat]!),
    ),
    highestWins: outcome.highestWins ?? true,
    roles: (outcome.roles ?? []).map(([seat, role, hands]) => ({
      player: ids[seat]!,
      role,
      hands: hands ? { played: hands[0], won: hands[1], drawn: hands[2] } : null,
    })),
    variants: header.variants ?? [],
  }
}

export const names = [
  'Ada',
  'ada ',
  'Bram',
  'Cleo',
  'Dev',
  'Zoë',
  'Zoe\u0308',
  '__proto__',
  'toString',
]
export const arbitraryGame = fc
  .record({
    players: fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 4 }),
    finished: fc.boolean(),
    winnerSeats: fc.uniqueArray(fc.nat(3)),
    id: fc.option(fc.constantFrom('g1', 'g2', 'g3'), { nil: undefined }),
    day: fc.integer({ min: 1, max: 28 }),
    kind: fc.constantFrom('game-a', 'game-b'),
    abandoned: fc.boolean(),
    totals: fc.array(fc.integer({ min: -50, max: 200 }), { minLength: 4, maxLength: 4 }),
    teams: fc.boolean(),
    highestWins: fc.boolean(),
    // Minutes before its last save that the game started (some before midnight), and its hands.
    minutes: fc.option(fc.integer({ min: -5, max: 600 }), { nil: undefined }),
    hands: fc.nat(3),
  })
  .map(
    ({
      players,
      finished,
      winnerSeats,
      id,
      day,
      kind,
      abandoned,
      totals,
      teams,
      highestWins,
      minutes,
      hands,
    }) =>
      game(
        players,
        {
          finished,
          winners: winnerSeats.filter((seat) => seat < players.length),
          abandoned,
          totals: totals.slice(0, players.length),
          // Four players may play in two teams, partners opposite (Bambus).
          ...(teams &&
            players.length === 4 && {
              sides: [
                [0, 2],
                [1, 3],
              ],
            }),
          highestWins,
        },
        {
          id,
          updatedAt: `2026-02-${String(day).padStart(2, '0')}T00:00:00Z`,
          ...(minutes !== undefined && {
            createdAt: new Date(Date.UTC(2026, 1, day) - minutes * 60_000).toISOString(),
          }),
          game: kind,
          hands,
        },
      ),
  )
export const arbitraryLibrary = fc.array(arbitraryGame, { maxLength: 12 })
