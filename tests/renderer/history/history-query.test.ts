// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { libraryStats } from '../../../src/engine'
import { dayOf, historyGamesOf, noFilter } from '../../../src/renderer/src/history/history-games'
import { figureQueryOf, filterOf, queryOf } from '../../../src/renderer/src/history/history-query'
import type { GameSummary } from '../../../src/renderer/src/game/summary'

const hostile = { toString: 1 } as unknown as string

describe('the history page’s address', () => {
  it('keeps what it can use and ignores anything else typed there', () => {
    expect(
      filterOf({ game: 'jekyll-vs-hyde', person: 'Ada', from: '2026-10-08', to: '2026-10-09' }),
    ).toEqual({
      game: 'jekyll-vs-hyde',
      person: 'Ada',
      from: '2026-10-08',
      to: '2026-10-09',
    })
    expect(filterOf({ game: [hostile], person: '   ', from: '8 Oct', to: '2026-10-9' })).toEqual(
      noFilter,
    )
    expect(filterOf({ person: 'x'.repeat(200) }).person).toHaveLength(200)
    expect(filterOf({ person: 'x'.repeat(201) }).person).toBeNull()
  })

  it('says a filter back as the same address', () => {
    const filter = { game: null, person: 'Zoë', from: '2026-01-01', to: null }
    expect(filterOf(queryOf(filter) as Record<string, string>)).toEqual(filter)
  })

  it('lists a figure’s games for one or two people and a known figure only', () => {
    expect(figureQueryOf({ people: ['Ada', 'Bram', 'Cleo'], figure: 'wins' })).toMatchObject({
      people: ['Ada', 'Bram'],
      figure: 'wins',
    })
    expect(figureQueryOf({ people: 'Ada', figure: 'losses' })?.people).toEqual(['Ada'])
    expect(figureQueryOf({ people: 'Ada', figure: 'toString' })).toBeNull()
    expect(figureQueryOf({ figure: 'wins' })).toBeNull()
  })
})

function summary(part: Partial<GameSummary>): GameSummary {
  return {
    id: 'g',
    game: 'some-game',
    title: null,
    players: [{ id: 'p1', name: 'Ada' }],
    createdAt: null,
    updatedAt: '2026-10-08T12:00:00.000Z',
    hands: 1,
    status: 'finished',
    totals: {},
    winner: 'p1',
    winners: ['p1'],
    abandoned: false,
    sides: [['p1']],
    highestWins: true,
    ...part,
  }
}

describe('the games the history counts', () => {
  it('leaves out a game with rule errors, as the command line skips it', () => {
    expect(historyGamesOf([summary({ status: null })], noFilter)).toEqual([])
    expect(historyGamesOf([summary({})], noFilter)).toHaveLength(1)
  })

  it('passes an abandoned game on as such: the engine leaves it out and names it apart', () => {
    const games = historyGamesOf([summary({ abandoned: true }), summary({ id: 'h' })], noFilter)
    expect(games.map((game) => game.abandoned)).toEqual([true, false])
    const stats = libraryStats(games)
    expect([stats.games, stats.abandoned]).toEqual([1, ['g']])
  })

  it('keeps the days of the range, both included, and not the day before or after', () => {
    const day = dayOf('2026-10-08T12:00:00.000Z')!
    const games = [summary({})]
    const range = (from: string | null, to: string | null) =>
      historyGamesOf(games, { game: null, from, to }).length
    expect(range(day, day)).toBe(1)
    expect(range(next(day, 1), null)).toBe(0)
    expect(range(null, next(day, -1))).toBe(0)
    expect(
      historyGamesOf([summary({ updatedAt: null })], { game: null, from: day, to: null }),
    ).toEqual([])
  })
})

function next(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`)
  date.setDate(date.getDate() + days)
  return dayOf(date.toISOString())!
}
