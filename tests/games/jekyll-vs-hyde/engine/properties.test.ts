import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  foldRecord,
  recordedTricksOf,
  scoreGame,
  validateLog,
} from '../../../../src/games/jekyll-vs-hyde/engine'
import { validGame } from './arbitraries'
import { Choices, playLegalRound } from './legal-round'
import { gameLog, round } from './support'

describe('properties of any valid log', () => {
  it('validates, and each total is the spaces the marker crossed while that player was Hyde', () => {
    fc.assert(
      fc.property(validGame, (log) => {
        expect(validateLog(log)).toEqual([])
        const score = scoreGame(log)
        for (const { id } of log.players) {
          const asHyde = score.games.filter((game) => game.hyde === id)
          expect(score.totals[id]).toBe(asHyde.reduce((sum, game) => sum + game.position, 0))
        }
      }),
    )
  })

  it('never moves the marker back, nor past the last space', () => {
    fc.assert(
      fc.property(validGame, (log) => {
        const score = scoreGame(log)
        for (const hand of score.hands) {
          expect(hand.position).toBeGreaterThanOrEqual(hand.positionBefore)
          expect(hand.position).toBeLessThanOrEqual(score.trackLength)
        }
      }),
    )
  })

  it('ends a game after 3 rounds at the latest: a fourth round is refused', () => {
    fc.assert(
      fc.property(validGame, (log) => {
        const score = scoreGame(log)
        for (const game of score.games) expect(game.rounds).toBeLessThanOrEqual(3)
        const last = score.games.at(-1)
        if (last === undefined || last.status !== 'finished') return
        const more = {
          ...log,
          hands: [...log.hands, { game: last.game, ...round(last.jekyll, 5) }],
        }
        expect(validateLog(more).map((problem) => problem.rule)).toEqual(['hand-after-end'])
      }),
    )
  })
})

describe('a round played by the rules, folded through the referee', () => {
  const legalRound = fc.record({
    choices: fc.array(fc.nat(10_000), { minLength: 1, maxLength: 60 }),
    potions: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: 4, maxLength: 4 }),
  })

  it('gives piles that add up to 10, the table’s own, and a record that validates with them', () => {
    fc.assert(
      fc.property(legalRound, ({ choices, potions }) => {
        const played = playLegalRound(new Choices(choices), potions, 'p1', 'p2')
        const folded = foldRecord(recordedTricksOf(played.record, potions), 'p1', 'p2')
        expect(folded.fault).toBeNull()
        expect(folded.piles).toEqual(played.piles)
        expect(folded.piles.p1! + folded.piles.p2!).toBe(10)
        const log = gameLog([{ jekyll: 'p1', tricks: played.piles, record: played.record }], {
          deck: { potion: { values: potions } },
        })
        expect(validateLog(log)).toEqual([])
      }),
    )
  })
})
