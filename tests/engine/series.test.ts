import { describe, expect, it } from 'vitest'
import { standingOf } from '../../src/engine'

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
