import { describe, expect, it } from 'vitest'
import { brokenRules, gameLog, problemsOf, soundHand } from './support'

/**
 * At the default values the deck is worth 129 points (Evidence 60, Letters 12, Wilds 4, Suspects
 * 18, Alibis 15, Victims 10, Scenes 10; Ripper Escapes has its own box). The sound hand's table
 * holds 3 Druitt, 3 Gull and Nichols (14 points): Bram can hold at most 115.
 */
const bramHolds = (points: number, rules?: unknown) =>
  gameLog([soundHand({ leftInHand: { bram: { points, ripperEscapes: false } } })], rules)

describe('points left in hand, bounded by what the cards could make', () => {
  it('refuses one point more than the cards off the table are worth, beside the total', () => {
    expect(brokenRules(bramHolds(116))).toEqual([
      { rule: 'left-points-beyond', path: 'hands[0].leftInHand.bram.points', severity: 'error' },
    ])
    const [problem] = problemsOf(bramHolds(116))
    expect(problem).toMatchObject({
      messageKey: 'mystery-rummy-jack-the-ripper.problems.left-points-beyond',
      params: { player: 'bram', points: 116, max: 115 },
    })
  })

  it('accepts exactly what they are worth', () => {
    expect(brokenRules(bramHolds(115))).toEqual([])
  })

  it('refuses the 250 points no hand could hold', () => {
    expect(brokenRules(bramHolds(250)).map(({ rule }) => rule)).toEqual(['left-points-beyond'])
  })

  it('takes the game’s card values: dearer Letters raise the bound', () => {
    const rules = { deck: { letter: { value: 4 } } }
    expect(brokenRules(bramHolds(119, rules))).toEqual([])
    expect(brokenRules(bramHolds(120, rules)).map(({ rule }) => rule)).toEqual([
      'left-points-beyond',
    ])
  })
})
