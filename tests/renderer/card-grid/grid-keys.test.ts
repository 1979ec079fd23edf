// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nextCell } from '../../../src/renderer/src/components/card-grid'

/** Three colour rows of 7 and a potion row of 4, as Jekyll vs. Hyde's cards lie. */
const grid = [Array(7).fill(0), Array(7).fill(0), Array(7).fill(0), Array(4).fill(0)]

describe('the card grid’s keys', () => {
  it('moves along a row up to its ends, and no further', () => {
    expect(nextCell({ row: 0, column: 5 }, 'ArrowRight', grid)).toEqual({ row: 0, column: 6 })
    expect(nextCell({ row: 0, column: 6 }, 'ArrowRight', grid)).toBeNull()
    expect(nextCell({ row: 0, column: 1 }, 'ArrowLeft', grid)).toEqual({ row: 0, column: 0 })
    expect(nextCell({ row: 0, column: 0 }, 'ArrowLeft', grid)).toBeNull()
    expect(nextCell({ row: 1, column: 3 }, 'End', grid)).toEqual({ row: 1, column: 6 })
    expect(nextCell({ row: 1, column: 3 }, 'Home', grid)).toEqual({ row: 1, column: 0 })
  })

  it('moves between rows, to the last card of a shorter row', () => {
    expect(nextCell({ row: 2, column: 3 }, 'ArrowDown', grid)).toEqual({ row: 3, column: 3 })
    expect(nextCell({ row: 2, column: 4 }, 'ArrowDown', grid)).toEqual({ row: 3, column: 3 })
    expect(nextCell({ row: 3, column: 3 }, 'ArrowDown', grid)).toBeNull()
    expect(nextCell({ row: 0, column: 3 }, 'ArrowUp', grid)).toBeNull()
    expect(nextCell({ row: 3, column: 3 }, 'ArrowUp', grid)).toEqual({ row: 2, column: 3 })
  })

  it('leaves the keys that are not its own to the page', () => {
    for (const key of ['Tab', ' ', 'Enter', 'a']) {
      expect(nextCell({ row: 0, column: 0 }, key, grid)).toBeUndefined()
    }
  })
})
