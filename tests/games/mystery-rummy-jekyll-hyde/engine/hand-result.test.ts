import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardIds } from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { resolveRules } from '../../../../src/games/mystery-rummy-jekyll-hyde/engine/rules'
import {
  handResult,
  scoreHand,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine/score-hand'
import { typicalHand, validGame, validHand } from '../../../support/arbitraries'

/** Valid games, their hands of every kind, under any variant and any value of every card. */
const games = fc
  .record({
    log: validGame,
    more: fc.array(fc.oneof(validHand, typicalHand), { maxLength: 4 }),
    values: fc.tuple(...cardIds.map(() => fc.integer({ min: 0, max: 99 }))),
  })
  .map(({ log, more, values }) => ({
    ...log,
    hands: [...log.hands, ...more],
    rules: {
      ...log.rules,
      deck: Object.fromEntries(cardIds.map((card, index) => [card, { value: values[index]! }])),
    },
  }))

describe('the score sheet of a Mystery Rummy hand', () => {
  it('has the scores and shut-out its breakdown adds up to, hand by hand', () => {
    fc.assert(
      fc.property(games, (log) => {
        const players = log.players.map((player) => player.id)
        const resolved = resolveRules(log)
        log.hands.forEach((hand, index) => {
          const {
            number,
            void: isVoid,
            shutOut,
            scores,
          } = scoreHand(hand, players, resolved, index + 1)
          const result = handResult(hand, players, resolved, index + 1)
          expect(result).toStrictEqual({ number, void: isVoid, shutOut, scores })
          expect(Object.keys(result.scores)).toEqual(Object.keys(scores))
        })
      }),
      { numRuns: 500 },
    )
  })
})
