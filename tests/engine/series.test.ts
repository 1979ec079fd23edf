import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { raceStanding, standingOf } from '../../src/engine'
import { raceStatus } from '../../src/engine/core/series'

describe('the end of a game played to 100', () => {
  it('goes on while nobody has reached the target', () => {
    expect(standingOf({ ada: 99, bram: -3 }, 100)).toEqual({
      status: 'in-progress',
      winner: null,
      leaders: ['ada'],
    })
  })

  it('is won by the highest total once someone reaches the target, even if both did', () => {
    expect(standingOf({ ada: 104, bram: 131 }, 100)).toEqual({
      status: 'finished',
      winner: 'bram',
      leaders: ['bram'],
    })
  })

  it('calls for one more hand when the highest totals are tied', () => {
    expect(standingOf({ ada: 110, bram: 110 }, 100)).toEqual({
      status: 'tie-break',
      winner: null,
      leaders: ['ada', 'bram'],
    })
  })

  it('simply goes on when a tie-break hand leaves everyone below the target', () => {
    expect(standingOf({ ada: 96, bram: 92 }, 100)).toEqual({
      status: 'in-progress',
      winner: null,
      leaders: ['ada'],
    })
  })

  it('names everyone tied at the top, in the order of the players', () => {
    expect(standingOf({ cleo: 120, ada: 90, bram: 120 }, 100).leaders).toEqual(['cleo', 'bram'])
    expect(standingOf({}, 100)).toEqual({ status: 'in-progress', winner: null, leaders: [] })
  })
})

describe('a race to a target between sides', () => {
  const players = ['p1', 'p2', 'p3', 'p4']
  const sides = [
    { id: 'jekyll', members: ['p3', 'p1'] },
    { id: 'hyde', members: ['p2', 'p4'] },
  ]

  it('is won by a side, and its members are the winners in the order of the players', () => {
    const standing = raceStanding(
      { jekyll: 1010, hyde: 990 },
      { target: 1000, onTie: 'extra-hand' },
      sides,
      players,
    )
    expect(standing).toEqual({
      status: 'finished',
      winner: 'jekyll',
      winners: ['p1', 'p3'],
      leaders: ['jekyll'],
    })
  })

  it('calls for one more hand on a tie at the top when the game says so', () => {
    const standing = raceStanding(
      { jekyll: 1000, hyde: 1000 },
      { target: 1000, onTie: 'extra-hand' },
      sides,
      players,
    )
    expect(standing).toEqual({
      status: 'tie-break',
      winner: null,
      winners: [],
      leaders: ['jekyll', 'hyde'],
    })
  })

  it('lets the tied holders share the win when the game says so', () => {
    const standing = raceStanding(
      { jekyll: 1000, hyde: 1000 },
      { target: 1000, onTie: 'shared' },
      sides,
      players,
    )
    expect(standing).toEqual({
      status: 'finished',
      winner: null,
      winners: players,
      leaders: ['jekyll', 'hyde'],
    })
  })

  it('shares the win only among those tied at the top', () => {
    const solo = [
      { id: 'p1', members: ['p1'] },
      { id: 'p2', members: ['p2'] },
      { id: 'p3', members: ['p3'] },
    ]
    const standing = raceStanding(
      { p1: 1020, p2: 700, p3: 1020 },
      { target: 1000, onTie: 'shared' },
      solo,
      ['p1', 'p2', 'p3'],
    )
    expect(standing).toEqual({
      status: 'finished',
      winner: null,
      winners: ['p1', 'p3'],
      leaders: ['p1', 'p3'],
    })
  })
})

describe('the status a score keeps for each hand', () => {
  it('is the status of the standing, for any totals, target and tie rule', () => {
    const totals = fc.dictionary(
      fc.constantFrom('ada', 'bram', 'cleo', 'dev', '7'),
      fc.oneof(fc.integer({ min: -50, max: 150 }), fc.constantFrom(100, 99, 101)),
    )
    const series = fc.record({
      target: fc.constantFrom(0, 100, 101),
      onTie: fc.constantFrom('extra-hand' as const, 'shared' as const),
    })
    fc.assert(
      fc.property(totals, series, (holderTotals, race) => {
        const holders = Object.keys(holderTotals).map((id) => ({ id, members: [id] }))
        const standing = raceStanding(holderTotals, race, holders, Object.keys(holderTotals))
        expect(raceStatus(holderTotals, race)).toBe(standing.status)
      }),
      { numRuns: 1000 },
    )
  })
})
