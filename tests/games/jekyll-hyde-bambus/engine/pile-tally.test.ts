import { describe, expect, it } from 'vitest'
import { pilesOf, resolveRules, tallyPile } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { rulebookJekyllPile } from './support'

describe('the tally of a pile, as the hand entry counts it live', () => {
  const values = resolveRules(undefined).values

  it('S1’s Jekyll pile: 8 cards, 4 of each side, 9 points (the actions give none)', () => {
    expect(tallyPile(rulebookJekyllPile, values)).toEqual({
      cards: 8,
      jekyllCards: 4,
      hydeCards: 4,
      points: 9,
    })
  })

  it('the other pile of the same hand: 20 cards, 10 of each side, the other 51 points', () => {
    const { hyde } = pilesOf({ jekyll: rulebookJekyllPile })
    expect(tallyPile(hyde, values)).toEqual({
      cards: 20,
      jekyllCards: 10,
      hydeCards: 10,
      points: 51,
    })
  })

  it('a forgotten card shows as an odd count and an unbalanced pile', () => {
    expect(tallyPile(rulebookJekyllPile.slice(1), values)).toMatchObject({
      cards: 7,
      jekyllCards: 4,
      hydeCards: 3,
      points: 3,
    })
  })

  it('counts the players’ own card values', () => {
    const changed = resolveRules({ deck: { 'h-f6': { value: 10 } } }).values
    expect(tallyPile(['h-f6', 'j-a'], changed).points).toBe(11)
  })
})
