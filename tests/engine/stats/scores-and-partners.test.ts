import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gamesBehind, libraryStats, personKey } from '../../../src/engine'
import { arbitraryGame, arbitraryLibrary, game } from './history-games'

/*
 * Issue 34, points 1 and 2: partners are partners (head to head counts opponents only, and
 * "together" the games two people played on one side); each person's scores, margins to the
 * winner and placings.
 */

/** Four players in two teams, Ada and Cleo against Bram and Dev; the first team won. */
const teamGame = (winners = [0, 2]) =>
  game(['Ada', 'Bram', 'Cleo', 'Dev'], {
    finished: true,
    winners,
    totals: [1040, 720, 1040, 720],
    sides: [
      [0, 2],
      [1, 3],
    ],
  })

const scoresOf = (stats: ReturnType<typeof libraryStats>, name: string) =>
  stats.scores.find((person) => person.name === name)!

describe('partners', () => {
  it('are not opponents: their game is counted together, with their side’s win', () => {
    const stats = libraryStats([teamGame()])
    expect(stats.together).toEqual([
      { players: ['Ada', 'Cleo'], games: 1, finished: 1, wins: 1, draws: 0 },
      { players: ['Bram', 'Dev'], games: 1, finished: 1, wins: 0, draws: 0 },
    ])
    expect(stats.headToHead.map((pair) => pair.players.join(' – '))).toEqual([
      'Ada – Bram',
      'Ada – Dev',
      'Bram – Cleo',
      'Cleo – Dev',
    ])
    expect(gamesBehind([teamGame()], { people: ['Ada', 'Cleo'], figure: 'games' })).toEqual([])
    expect(
      gamesBehind([teamGame()], { people: ['Ada', 'Cleo'], figure: 'wins', relation: 'together' }),
    ).toHaveLength(1)
  })

  it('win together only when both won: a person typed into both sides does not turn a loss into a win', () => {
    const slip = game(['Ada', 'Bram', 'Dev', 'ada'], {
      finished: true,
      winners: [1, 3],
      totals: [40, 100, 40, 100],
      sides: [
        [0, 2],
        [1, 3],
      ],
    })
    const pair = libraryStats([slip]).together.find((each) => each.players.join() === 'Ada,Dev')
    expect(pair).toMatchObject({ games: 1, finished: 1, wins: 0 })
  })

  it('are opponents again in a game where each holds a total of his own', () => {
    const alone = game(['Ada', 'Cleo', 'Bram'], { finished: true, winners: [0] })
    const stats = libraryStats([teamGame(), alone])
    const pair = stats.headToHead.find((each) => each.players.join() === 'Ada,Cleo')!
    expect([pair.games, pair.wins]).toEqual([1, { Ada: 1, Cleo: 0 }])
    expect(stats.together.find((each) => each.players.join() === 'Ada,Cleo')?.games).toBe(1)
  })
})

describe('scores', () => {
  it('count finished games only: total, best and average', () => {
    const played = [
      game(['Ada', 'Bram'], { finished: true, winners: [0], totals: [100, 52] }),
      game(['Ada', 'Bram'], { finished: true, winners: [1], totals: [90, 140] }),
      game(['Ada', 'Bram'], { finished: false, totals: [400, 0] }),
    ]
    const ada = scoresOf(libraryStats(played), 'Ada')
    expect([ada.scored, ada.total, ada.best, ada.average]).toEqual([2, 190, 100, 95])
  })

  it('measure the margin to the winner where the highest total wins, 0 for the winner', () => {
    const race = [
      game(['Ada', 'Bram'], { finished: true, winners: [0], totals: [100, 52] }),
      game(['Ada', 'Bram'], { finished: true, winners: [1], totals: [90, 140] }),
    ]
    expect(scoresOf(libraryStats(race), 'Ada').averageMargin).toBe(25)
    expect(scoresOf(libraryStats(race), 'Bram').averageMargin).toBe(24)
    // On a track Jekyll wins with 0: the totals say nothing of a margin.
    const track = game(['Ada', 'Bram'], {
      finished: true,
      winners: [0],
      totals: [0, 6],
      highestWins: false,
    })
    expect(scoresOf(libraryStats([track]), 'Bram').averageMargin).toBeNull()
    // Nobody won a draw.
    const draw = game(['Ada', 'Bram'], { finished: true, winners: [], totals: [80, 80] })
    expect(scoresOf(libraryStats([draw]), 'Ada').averageMargin).toBeNull()
  })

  it('give placings from 3 players and up to 4, not for 2 nor 5', () => {
    const seated = (count: number) =>
      game(['Ada', 'Bram', 'Cleo', 'Dev', 'Eve'].slice(0, count), {
        finished: true,
        winners: [0],
        totals: [100, 80, 60, 40, 20].slice(0, count),
      })
    const placingsAt = (count: number) => scoresOf(libraryStats([seated(count)]), 'Bram').placings
    expect(placingsAt(2)).toEqual({})
    expect(placingsAt(3)).toEqual({ 2: 1 })
    expect(placingsAt(4)).toEqual({ 2: 1 })
    expect(placingsAt(5)).toEqual({})
  })

  it('share a place between ties, the next place skipped, and give partners their side’s', () => {
    const tied = game(['Ada', 'Bram', 'Cleo', 'Dev'], {
      finished: true,
      winners: [1],
      totals: [60, 150, 60, 10],
    })
    const places = (stats: ReturnType<typeof libraryStats>) =>
      stats.scores.map((person) => [person.name, person.averagePlacing])
    expect(places(libraryStats([tied]))).toEqual([
      ['Ada', 2],
      ['Bram', 1],
      ['Cleo', 2],
      ['Dev', 4],
    ])
    expect(places(libraryStats([teamGame()]))).toEqual([
      ['Ada', 1],
      ['Bram', 2],
      ['Cleo', 1],
      ['Dev', 2],
    ])
  })

  it('put the winner first even with a lower total (a tie-break hand decided it)', () => {
    const decided = game(['Ada', 'Bram', 'Cleo'], {
      finished: true,
      winners: [2],
      totals: [120, 120, 110],
    })
    expect(scoresOf(libraryStats([decided]), 'Cleo').placings).toEqual({ 1: 1 })
    expect(scoresOf(libraryStats([decided]), 'Ada').placings).toEqual({ 2: 1 })
  })
})

describe('for any library', () => {
  it('the places of a game without teams are a ranking with ties: 1, then each place or the one its rank gives', () => {
    fc.assert(
      fc.property(arbitraryGame, (each) => {
        fc.pre(each.finished && !each.abandoned && each.sides.every((side) => side.length === 1))
        const places = libraryStats([each])
          .scores.flatMap((person) =>
            Object.entries(person.placings).map(([place]) => Number(place)),
          )
          .sort((a, b) => a - b)
        places.forEach((place, index) => {
          expect(place === places[index - 1] || place === index + 1).toBe(true)
        })
        if (places.length > 0) expect(places[0]).toBe(1)
      }),
    )
  })

  it('together and head to head add up to the games two people shared', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        const stats = libraryStats(games)
        const count = (pairs: { players: [string, string]; games: number }[], key: string) =>
          pairs.find((pair) => pair.players.map(personKey).join() === key)?.games ?? 0
        for (const [index, first] of stats.players.entries()) {
          for (const second of stats.players.slice(index + 1)) {
            const key = [first.name, second.name].map(personKey).join()
            const shared =
              gamesBehind(games, { people: [first.name, second.name], figure: 'games' }).length +
              gamesBehind(games, {
                people: [first.name, second.name],
                figure: 'games',
                relation: 'together',
              }).length
            expect(count(stats.headToHead, key) + count(stats.together, key)).toBe(shared)
          }
        }
      }),
    )
  })

  it('scores count each finished game once per person, and the best is at least the average', () => {
    fc.assert(
      fc.property(arbitraryLibrary, (games) => {
        const stats = libraryStats(games)
        for (const person of stats.scores) {
          const tally = stats.players.find((each) => each.name === person.name)!
          expect(person.scored).toBeLessThanOrEqual(tally.finished)
          if (person.average !== null) expect(person.best).toBeGreaterThanOrEqual(person.average)
          const byGame = Object.values(person.byGame)
          expect(byGame.reduce((sum, each) => sum + each.scored, 0)).toBe(person.scored)
          expect(byGame.reduce((sum, each) => sum + each.total, 0)).toBe(person.total)
        }
      }),
    )
  })
})
