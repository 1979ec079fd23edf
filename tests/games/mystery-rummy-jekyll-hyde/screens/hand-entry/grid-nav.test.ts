// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  moveInGrid,
  typeAhead,
  wordInitials,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/grid-nav'

/** Three cards, two players; the last row (Potion) only in the hand's column. */
const withHand = [[0, 1, 2], [0, 1, 2], [2]]

describe('the arrows in a grid of counts', () => {
  it('move to the card above or below, and to the other player beside', () => {
    const cells = [
      [0, 1],
      [0, 1],
    ]
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowDown', cells)).toEqual({ row: 1, column: 0 })
    expect(moveInGrid({ row: 1, column: 0 }, 'ArrowRight', cells)).toEqual({ row: 1, column: 1 })
    expect(moveInGrid({ row: 1, column: 1 }, 'ArrowUp', cells)).toEqual({ row: 0, column: 1 })
    expect(moveInGrid({ row: 0, column: 1 }, 'ArrowLeft', cells)).toEqual({ row: 0, column: 0 })
  })

  it('stop at the edges', () => {
    const cells = [[0, 1]]
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', cells)).toBeNull()
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowLeft', cells)).toBeNull()
    expect(moveInGrid({ row: 0, column: 1 }, 'ArrowRight', cells)).toBeNull()
  })

  it('land on the nearest count of a row that lacks the column', () => {
    expect(moveInGrid({ row: 1, column: 0 }, 'ArrowDown', withHand)).toEqual({ row: 2, column: 2 })
    expect(moveInGrid({ row: 2, column: 2 }, 'ArrowLeft', withHand)).toBeNull()
    expect(moveInGrid({ row: 2, column: 2 }, 'Home', withHand)).toEqual({ row: 0, column: 2 })
    expect(moveInGrid({ row: 0, column: 0 }, 'End', withHand)).toEqual({ row: 2, column: 2 })
  })

  it('take Left and Right as Up and Down in a grid of one column', () => {
    const cells = [[0], [0], [0]]
    expect(moveInGrid({ row: 1, column: 0 }, 'ArrowRight', cells)).toEqual({ row: 2, column: 0 })
    expect(moveInGrid({ row: 1, column: 0 }, 'ArrowLeft', cells)).toEqual({ row: 0, column: 0 })
  })
})

describe('a letter in a grid of counts', () => {
  const names = [
    'Mr. Utterson',
    'Poole the Butler',
    "Dr. Jekyll's Will",
    'Hyde Awakes',
    'Work in Lab',
  ]

  it('goes to the next card with a word of its name starting with it, going round', () => {
    expect(typeAhead(names, 0, 'w')).toBe(2)
    expect(typeAhead(names, 2, 'w')).toBe(4)
    expect(typeAhead(names, 4, 'W')).toBe(2)
    expect(typeAhead(names, 3, 'u')).toBe(0)
    expect(typeAhead(names, 0, 'a')).toBe(3)
  })

  it('stays put when no other card has one', () => {
    expect(typeAhead(names, 0, 'z')).toBeNull()
    expect(typeAhead(names, 0, 'm')).toBeNull()
  })

  it('reads French names without their accents', () => {
    expect(wordInitials('Travail en laboratoire')).toEqual(['t', 'e', 'l'])
    expect(typeAhead(['Potion', 'Étude de Lanyon'], 0, 'e')).toBe(1)
    expect(typeAhead(['Potion', 'Étude de Lanyon'], 0, 'é')).toBe(1)
  })
})
