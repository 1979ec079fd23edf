import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { libraryStats } from '../../../src/engine'
import { gameLength } from '../../../src/engine/stats/game-length'
import { arbitraryLibrary, game } from './history-games'

/*
 * Issue 34, point 4: time at the table, from each game's start to its last save (the length
 * the game page shows), per person, per game, and games started per month.
 */

const evening = (start: string, end: string, hands = 3) => ({
  createdAt: `2026-03-06T${start}:00.000Z`,
  updatedAt: `2026-03-06T${end}:00.000Z`,
  hands,
})

describe('how long a game lasted', () => {
  it('is its start to its last save, once it has a hand', () => {
    expect(gameLength(evening('19:00', '20:30'))).toBe(90 * 60_000)
    expect(gameLength(evening('19:00', '20:30', 0))).toBeNull()
    expect(gameLength(evening('19:00', '20:30', 1))).toBe(90 * 60_000)
  })

  it('is 0 for a last save at the very start, and nothing for one a moment before it', () => {
    expect(gameLength(evening('19:00', '19:00'))).toBe(0)
    const before = { ...evening('19:00', '19:00'), updatedAt: '2026-03-06T18:59:59.999Z' }
    expect(gameLength(before)).toBeNull()
  })

  it('is nothing without a readable start or last save', () => {
    expect(gameLength({ hands: 2, updatedAt: '2026-03-06T20:00:00Z' })).toBeNull()
    expect(
      gameLength({ hands: 2, createdAt: 'soon', updatedAt: '2026-03-06T20:00:00Z' }),
    ).toBeNull()
  })
})

describe('time at the table', () => {
  const played = (start: string, end: string, players: string[], kind = 'game-a', hands = 3) =>
    game(players, { finished: false }, { ...evening(start, end, hands), game: kind })

  it('adds each person’s games up, finished or not, and averages those with a length', () => {
    const stats = libraryStats([
      played('19:00', '20:30', ['Ada', 'Bram']),
      played('21:00', '21:30', ['Ada', 'Cleo'], 'game-b'),
      played('22:00', '22:45', ['Ada'], 'game-b', 0),
    ])
    const ada = stats.time.people.find((person) => person.name === 'Ada')!
    expect([ada.timed, ada.played, ada.averageLength]).toEqual([2, 120 * 60_000, 60 * 60_000])
    expect(ada.byGame['game-b']).toEqual({
      timed: 1,
      played: 30 * 60_000,
      averageLength: 30 * 60_000,
    })
    // The game with no hand yet has no length, but it was played last.
    expect(ada.lastPlayed).toBe('2026-03-06T22:45:00.000Z')
    expect(stats.time.byGame['game-a']).toMatchObject({ timed: 1, played: 90 * 60_000 })
  })

  it('counts games by the month they started, in UTC, the first and the last day alike', () => {
    const at = (createdAt: string) =>
      game(['Ada'], {}, { createdAt, updatedAt: '2026-04-01T00:00:00.000Z' }, createdAt)
    const stats = libraryStats([
      at('2026-02-28T23:59:59.999Z'),
      at('2026-03-01T00:00:00.000Z'),
      at('2026-03-31T23:59:59.999Z'),
    ])
    expect(stats.time.months).toEqual([
      { month: '2026-02', games: 1 },
      { month: '2026-03', games: 2 },
    ])
  })
})

describe('for any library', () => {
  it('a person’s time is the sum of their time at each game', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        for (const person of libraryStats(games).time.people) {
          const byGame = Object.values(person.byGame)
          expect(byGame.reduce((sum, each) => sum + each.played, 0)).toBe(person.played)
          expect(byGame.reduce((sum, each) => sum + each.timed, 0)).toBe(person.timed)
        }
      }),
    )
  })
})
