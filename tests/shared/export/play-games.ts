import fc from 'fast-check'
import { gameIds } from '../../../src/engine/games'
import { personKey, type HistoryGame } from '../../../src/engine'
import { historyGameOf } from './library-games'

/** Names a play file must carry as they are: markup, JSON, object keys, emoji, lone halves. */
export const hostileNames = [
  '{"toString":1}',
  'toString',
  '__proto__',
  'constructor',
  '</play>',
  '"',
  "'",
  '&amp;',
  ']]>',
  '\\u0041',
  'Zoë 🃏',
  'tab\there',
  'line\nbreak',
  'nul\u0000byte',
  'half \uD800',
  '\uDFFF half',
  'Ada',
  'Bram',
]

/** Seat ids a hand-edited log may hold, which must never reach an object's prototype. */
const seatIds = ['__proto__', 'toString', 'p3', 'constructor']

/**
 * Any small library as the History receives it: 2 to 6 people, each under one name (so that the
 * name a file shows is that one), in games of every kind the History meets: finished or not,
 * abandoned, drawn, won by a lower total, in teams of two, with or without a log id or a length.
 */
export const playGames = fc
  .uniqueArray(
    fc.oneof(fc.constantFrom(...hostileNames), fc.string({ unit: 'binary', maxLength: 12 })),
    { minLength: 2, maxLength: 6, selector: personKey },
  )
  .chain((people) =>
    fc.tuple(
      fc.constant(people),
      fc.array(
        fc.record({
          game: fc.constantFrom(...gameIds, 'a-game-this-version-does-not-know'),
          seated: fc.shuffledSubarray([...people.keys()], {
            minLength: 2,
            maxLength: Math.min(4, people.length),
          }),
          finished: fc.boolean(),
          abandoned: fc.nat(4).map((draw) => draw === 0),
          won: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
          totals: fc.array(fc.integer({ min: -500, max: 2000 }), { minLength: 4, maxLength: 4 }),
          teams: fc.boolean(),
          start: fc.date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2099-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          length: fc.option(fc.nat(6 * 3_600_000), { nil: null }),
          withId: fc.boolean(),
          highestWins: fc.boolean(),
        }),
        { maxLength: 8 },
      ),
    ),
  )
  .map(([people, drawn]) =>
    drawn.map((each, at): HistoryGame => {
      const ids = each.seated.map((_, seat) => seatIds[seat]!)
      // Partners, as Bambus with 4: seats 1 and 3 against 2 and 4, each side one total, one result.
      const teams = each.teams && ids.length === 4
      const sideOf = (seat: number) => (teams ? seat % 2 : seat)
      return historyGameOf({
        source: `game-${at}.json`,
        game: each.game,
        id: each.withId ? `log-${at}` : undefined,
        // A second apart at least: two games without an id never hold one start (decision 0078).
        createdAt: new Date(each.start.getTime() + at * 1000).toISOString(),
        updatedAt: new Date(each.start.getTime() + at * 1000 + (each.length ?? 0)).toISOString(),
        players: each.seated.map((person, seat) => ({ id: ids[seat]!, name: people[person]! })),
        length: each.length,
        firstDealer: null,
        finished: each.finished,
        abandoned: each.abandoned,
        winners: each.finished ? ids.filter((_, seat) => each.won[sideOf(seat)]) : [],
        totals: Object.fromEntries(ids.map((id, seat) => [id, each.totals[sideOf(seat)]!])),
        sides: teams
          ? [
              [ids[0]!, ids[2]!],
              [ids[1]!, ids[3]!],
            ]
          : ids.map((id) => [id]),
        highestWins: each.highestWins,
      })
    }),
  )
