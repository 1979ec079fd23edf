import { describe, expect, it } from 'vitest'
import { libraryStats, personKey } from '../../../src/engine'
import { firstDealerOf } from '../../../src/engine/stats/history-game'
import { game } from './history-games'

/* Issue 34, point 3: a person's results by the number of players, and when they dealt first. */

const seatsOf = (games: ReturnType<typeof game>[], name = 'Ada') =>
  libraryStats(games).seats.find((person) => personKey(person.name) === personKey(name))!

describe('results by the table', () => {
  it('count each game under its number of seats, fewest first', () => {
    const games = [
      game(['Ada', 'Bram', 'Cleo'], { finished: true, winners: [0] }),
      game(['Ada', 'Bram'], { finished: true, winners: [1] }),
      game(['Ada', 'Bram'], { finished: false }),
    ]
    const ada = seatsOf(games)
    expect(Object.keys(ada.byPlayers)).toEqual(['2', '3'])
    expect(ada.byPlayers['2']).toEqual({ games: 2, finished: 1, wins: 0, draws: 0, losses: 1 })
    expect(ada.byPlayers['3']).toEqual({ games: 1, finished: 1, wins: 1, draws: 0, losses: 0 })
  })

  it('count a dealt-first game for the person the log names, by name across seats', () => {
    const dealt = game(['ada ', 'Bram'], { finished: true, winners: [0] }, { firstDealer: 'p1' })
    const other = game(['Ada', 'Bram'], { finished: true, winners: [0] }, { firstDealer: 'p2' })
    expect(seatsOf([dealt, other]).asFirstDealer).toMatchObject({ games: 1, wins: 1 })
    expect(seatsOf([dealt, other], 'Bram').asFirstDealer).toMatchObject({ games: 1, losses: 1 })
  })

  it('take a first dealer only when the log names one of its players', () => {
    const log = {
      format: 'casebook/game-log',
      version: 1,
      game: 'g',
      players: [{ id: 'p1', name: 'Ada' }],
      hands: [],
    }
    expect(firstDealerOf({ ...log, firstDealer: 'p1' })).toBe('p1')
    expect(firstDealerOf({ ...log, firstDealer: 'p9' })).toBeNull()
    expect(firstDealerOf({ ...log, firstDealer: { toString: 1 } })).toBeNull()
    expect(firstDealerOf(log)).toBeNull()
  })
})
