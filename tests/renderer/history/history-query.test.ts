// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { libraryStats } from '../../../src/engine'
import {
  dayOf,
  historyGamesOf,
  noFilter,
  type HistoryFilter,
} from '../../../src/renderer/src/history/history-games'
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
      group: [],
      players: null,
      variant: null,
    })
    expect(
      filterOf({
        game: [hostile],
        person: '   ',
        from: '8 Oct',
        to: '2026-10-9',
        with: hostile,
        players: hostile,
        variant: hostile,
      }),
    ).toEqual(noFilter)
    expect(filterOf({ person: 'x'.repeat(200) }).person).toHaveLength(200)
    expect(filterOf({ person: 'x'.repeat(201) }).person).toBeNull()
  })

  it('says a filter back as the same address', () => {
    const filter = { ...noFilter, person: 'Zoë', from: '2026-01-01' }
    expect(filterOf(queryOf(filter) as Record<string, string>)).toEqual(filter)
    const group = { ...noFilter, group: ['Ada', 'Bram'] }
    expect(filterOf(queryOf(group) as Record<string, string>)).toEqual(group)
  })

  it('takes a number of players from 1 to 99 and an option of a variant, and says them back', () => {
    expect(filterOf({ players: '1' }).players).toBe(1)
    expect(filterOf({ players: '99' }).players).toBe(99)
    for (const refused of ['0', '100', '03', '3.5', '1e1', ' 3', '-3', ''])
      expect(filterOf({ players: refused }).players, refused).toBeNull()
    expect(filterOf({ players: [hostile] as never }).players).toBeNull()
    const filter = { ...noFilter, game: 'jekyll-vs-hyde', players: 2, variant: 'variant:single' }
    expect(filterOf(queryOf(filter) as Record<string, string>)).toEqual(filter)
    // A variant's rule is its game's: without a game, it is ignored.
    expect(filterOf({ variant: 'variant:single' }).variant).toBeNull()
  })

  it('keeps only the games of the number of players and the variant chosen', () => {
    const single = { rule: 'variant', label: { key: 'l' }, value: { key: 'v' }, choice: 'single' }
    const eight = { rule: 'target', label: { key: 'l' }, value: 8, choice: 8 }
    const games = [
      summary({ id: 'alone-single', variants: [single] }),
      summary({
        id: 'three-at-8',
        players: ['Ada', 'Bram', 'Cleo'].map((name, at) => ({ id: `p${at}`, name })),
        variants: [eight],
      }),
    ]
    const kept = (part: Partial<HistoryFilter>) =>
      historyGamesOf(games, { ...noFilter, ...part }).map((game) => game.id)
    expect(kept({ players: 3 })).toEqual(['three-at-8'])
    expect(kept({ players: 1 })).toEqual(['alone-single'])
    expect(kept({ players: 2 })).toEqual([])
    expect(kept({ variant: 'variant:single' })).toEqual(['alone-single'])
    expect(kept({ variant: 'target:8' })).toEqual(['three-at-8'])
    expect(kept({ variant: 'target:80' })).toEqual([])
  })

  it('names each person of a group once, at most 8, whatever else the address holds', () => {
    expect(filterOf({ with: ['Ada', 'ada ', hostile, '', 'Bram'] }).group).toEqual(['Ada', 'Bram'])
    expect(filterOf({ with: 'Ada' }).group).toEqual(['Ada'])
    const nine = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']
    expect(filterOf({ with: nine.slice(0, 8) }).group).toHaveLength(8)
    expect(filterOf({ with: nine }).group).toEqual(nine.slice(0, 8))
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
    firstDealer: null,
    length: null,
    roles: [],
    variants: [],
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

  it('keeps, with a group chosen, the games played by exactly those people', () => {
    const games = [
      summary({
        id: 'two',
        players: [
          { id: 'p1', name: 'Ada' },
          { id: 'p2', name: 'Bram' },
        ],
      }),
      summary({ id: 'one', players: [{ id: 'p1', name: 'Ada' }] }),
      summary({
        id: 'three',
        players: [
          { id: 'p1', name: ' ADA' },
          { id: 'p2', name: 'Bram' },
          { id: 'p3', name: 'Cleo' },
        ],
      }),
    ]
    const ids = (group: string[]) =>
      historyGamesOf(games, { ...noFilter, group }).map((game) => game.id)
    expect(ids(['bram', 'Ada'])).toEqual(['two'])
    expect(ids(['Ada'])).toEqual(['one'])
    expect(ids(['Ada', 'Bram', 'Cleo'])).toEqual(['three'])
    expect(ids([])).toEqual(['two', 'one', 'three'])
  })

  it('keeps the days of the range, both included, and not the day before or after', () => {
    const day = dayOf('2026-10-08T12:00:00.000Z')!
    const games = [summary({})]
    const range = (from: string | null, to: string | null) =>
      historyGamesOf(games, { ...noFilter, from, to }).length
    expect(range(day, day)).toBe(1)
    expect(range(next(day, 1), null)).toBe(0)
    expect(range(null, next(day, -1))).toBe(0)
    expect(historyGamesOf([summary({ updatedAt: null })], { ...noFilter, from: day })).toEqual([])
  })
})

function next(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`)
  date.setDate(date.getDate() + days)
  return dayOf(date.toISOString())!
}
