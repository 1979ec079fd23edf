import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { libraryStats } from '../../../src/engine'
import { arbitraryLibrary, game } from './history-games'

/*
 * Issue 34, point 5: a person's winning streaks, and the people they play with most.
 */

/** A finished game of Ada and Bram on day `day` of March: `won` by Ada, by Bram, or drawn. */
const played = (day: number, won: 'Ada' | 'Bram' | 'draw', finished = true) =>
  game(
    ['Ada', 'Bram'],
    { finished, winners: won === 'draw' ? [] : [won === 'Ada' ? 0 : 1] },
    { updatedAt: `2026-03-${String(day).padStart(2, '0')}T20:00:00Z` },
    `day-${day}.json`,
  )

const streaksOf = (games: ReturnType<typeof played>[], name = 'Ada') =>
  libraryStats(games).streaks.find((person) => person.name === name)!

describe('a winning streak', () => {
  it('runs over wins in a row, in the order the games were played, whatever the list order', () => {
    const games = [played(4, 'Ada'), played(1, 'Ada'), played(3, 'Ada'), played(2, 'Bram')]
    expect(streaksOf(games)).toMatchObject({ longest: 2, current: 2 })
  })

  it('is ended by a draw as by a loss: the current one is then 0', () => {
    expect(streaksOf([played(1, 'Ada'), played(2, 'Ada'), played(3, 'draw')])).toMatchObject({
      longest: 2,
      current: 0,
    })
    expect(streaksOf([played(1, 'Ada'), played(2, 'Bram')])).toMatchObject({
      longest: 1,
      current: 0,
    })
  })

  it('leaves a game in progress out: it neither ends nor lengthens a run', () => {
    const games = [played(1, 'Ada'), played(2, 'Bram', false), played(3, 'Ada')]
    expect(streaksOf(games)).toMatchObject({ longest: 2, current: 2 })
  })

  it('takes games saved at the same moment in the order they are listed', () => {
    const same = (won: 'Ada' | 'Bram', source: string) =>
      game(['Ada', 'Bram'], { finished: true, winners: [won === 'Ada' ? 0 : 1] }, {}, source)
    expect(streaksOf([same('Bram', 'a'), same('Ada', 'b')]).current).toBe(1)
    expect(streaksOf([same('Ada', 'a'), same('Bram', 'b')]).current).toBe(0)
  })
})

describe('the people someone plays with most', () => {
  it('are the opponent of most games and the partner of most, the first by name on a tie', () => {
    const teams = game(['Ada', 'Bram', 'Cleo', 'Dev'], {
      finished: true,
      winners: [0, 2],
      sides: [
        [0, 2],
        [1, 3],
      ],
    })
    const stats = libraryStats([teams, game(['Ada', 'Dev']), game(['Ada', 'Dev'])])
    const ada = stats.company.find((person) => person.name === 'Ada')!
    expect(ada.opponent).toEqual({ name: 'Dev', games: 3 })
    expect(ada.partner).toEqual({ name: 'Cleo', games: 1 })
    const cleo = stats.company.find((person) => person.name === 'Cleo')!
    // Bram and Dev: 1 game each against Cleo; Bram comes first by name.
    expect(cleo.opponent).toEqual({ name: 'Bram', games: 1 })
  })

  it('are nobody for a person who played alone', () => {
    expect(libraryStats([game(['Ada'])]).company).toEqual([
      { name: 'Ada', opponent: null, partner: null },
    ])
  })
})

describe('for any library', () => {
  it('the current streak is at most the longest, and the longest at most the wins', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        const stats = libraryStats(games)
        for (const [index, streak] of stats.streaks.entries()) {
          expect(streak.name).toBe(stats.players[index]!.name)
          expect(streak.current).toBeLessThanOrEqual(streak.longest)
          expect(streak.longest).toBeLessThanOrEqual(stats.players[index]!.wins)
        }
      }),
    )
  })
})
