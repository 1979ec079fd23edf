import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../../../src/engine/core/problems'
import {
  explainHand,
  mysteryRummyJackTheRipper,
  resolveRules,
  scoreGame,
  suspectTotals,
  type JackTheRipperLog,
} from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'
import { buildHand, validGame } from './arbitraries'
import { gameLog } from './support'

const aHand = (seated: number) =>
  fc
    .array(fc.nat(), { minLength: 80, maxLength: 80 })
    .map((values) =>
      gameLog([buildHand(['p1', 'p2', 'p3', 'p4'].slice(0, seated), values)], undefined, seated),
    )
    .map((log): JackTheRipperLog => ({
      ...log,
      players: log.players.map((_, index) => ({ id: `p${index + 1}`, name: `P${index + 1}` })),
    }))

describe('a random valid hand', () => {
  it('validates, and each player’s lines add up to his score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }).chain(aHand), (log) => {
        expect(errorsOf(mysteryRummyJackTheRipper.check(log).problems)).toEqual([])
        const scores = scoreGame(log).hands[0]!.scores
        for (const part of explainHand(log, 1)!.parts) {
          const sum = part.lines.reduce((total, line) => total + (line.points ?? 0), 0)
          expect(sum).toBe(scores[part.id])
        }
      }),
      { numRuns: 200 },
    )
  })

  it('never names as the Ripper a suspect the Alibi clears, nor one below another candidate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }).chain(aHand), (log) => {
        const ripper = scoreGame(log).hands[0]!.ripper
        if (ripper === null) return
        const hand = log.hands[0]!
        const cleared = Object.values(hand.areas ?? {}).map((area) => area.alibi)
        expect(cleared).not.toContain(ripper)
        const totals = suspectTotals(hand.areas, resolveRules(log.rules))
        const named = totals.find((entry) => entry.suspect === ripper)!
        for (const other of totals.filter((entry) => !entry.cleared)) {
          expect(named.total).toBeGreaterThanOrEqual(other.total)
          if (other.total === named.total)
            expect(named.tieBreak).toBeLessThanOrEqual(other.tieBreak)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('a random valid game', () => {
  it('scores the same whatever the order of its players', () => {
    fc.assert(
      fc.property(
        validGame.chain((log) =>
          fc
            .shuffledSubarray(log.players, { minLength: log.players.length })
            .map((players) => [log, { ...log, players }] as const),
        ),
        ([log, reordered]) => {
          const score = scoreGame(log)
          const again = scoreGame(reordered)
          expect(again.totals).toEqual(score.totals)
          expect(again.hands.map((hand) => hand.scores)).toEqual(
            score.hands.map((hand) => hand.scores),
          )
          expect(again.winner).toBe(score.winner)
          expect(again.status).toBe(score.status)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('scores each hand as its breakdown adds up, and marks the right votes its lines reward', () => {
    // The game's score adds points without writing the lines a breakdown shows: both must agree.
    fc.assert(
      fc.property(validGame, (log) => {
        const score = scoreGame(log)
        score.hands.forEach((hand, index) => {
          const parts = explainHand(log, index + 1, score)!.parts
          for (const part of parts) {
            const sum = part.lines.reduce((total, line) => total + (line.points ?? 0), 0)
            expect(hand.scores[part.id]).toBe(sum)
          }
          const rewarded = parts
            .filter((part) => part.lines.some((line) => line.rule === 'vote-bonus' && line.points))
            .map((part) => part.id)
          const marked = hand.badges.filter((badge) => badge.rule === 'vote-bonus')
          expect(marked.map((badge) => badge.holder)).toEqual(rewarded)
        })
      }),
      { numRuns: 200 },
    )
  })
})
