import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../../../src/engine/core/game-log'
import {
  cardIds,
  jekyllHydeBambus,
  maxSideScore,
  pilesOf,
  refereeTrick,
  resolveRules,
  sidesOf,
  type BambusLog,
  type CardId,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { playedGame, playedHand } from './arbitraries'
import { checkLog, readLog } from './support'

/** The same log with every hand's seats listed from another seat: the same clockwise order. */
function rotateSeats(log: BambusLog, by: number): BambusLog {
  const hands = log.hands.map((hand) => ({
    ...hand,
    seats: hand.seats.map((_, index) => hand.seats[(index + by) % hand.seats.length]!),
  }))
  return { ...log, hands }
}

describe('a hand dealt and played by the rules, with the referee deciding each trick', () => {
  it('gives piles that pass every rule, however the players enter them', () => {
    fc.assert(
      fc.property(playedHand, ({ log }) => {
        expect(checkLog(log).problems).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('scores each side from 0 to 360, and the three piles hold all 60 points', () => {
    fc.assert(
      fc.property(playedHand, ({ log }) => {
        const facts = jekyllHydeBambus.explainHand(readLog(log), 1)!
        const hand = jekyllHydeBambus.score(readLog(log)).hands[0]!
        for (const side of ['jekyll', 'hyde'] as const) {
          expect(hand.sides[side].score).toBeGreaterThanOrEqual(0)
          expect(hand.sides[side].score).toBeLessThanOrEqual(360)
          expect(hand.sides[side].multiplier).toBeLessThanOrEqual(6)
        }
        const neutral = facts.notes
          .filter((line) => line.text.key.endsWith('neutral-card'))
          .reduce((sum, line) => sum + Number(line.text.params!.value), 0)
        expect(hand.sides.jekyll.points + hand.sides.hyde.points + neutral).toBe(60)
      }),
      { numRuns: 200 },
    )
  })

  it('explains each side with lines that add up to its score, received by its players', () => {
    fc.assert(
      fc.property(playedHand, ({ log }) => {
        const read = readLog(log)
        const hand = jekyllHydeBambus.score(read).hands[0]!
        const facts = jekyllHydeBambus.explainHand(read, 1)!
        for (const part of facts.parts) {
          expect(part.lines.reduce((sum, line) => sum + (line.points ?? 0), 0)).toBe(part.score)
          for (const player of part.receivers) expect(hand.scores[player]).toBe(part.score)
        }
        const receivers = facts.parts.flatMap((part) => part.receivers)
        expect([...receivers].sort()).toEqual(read.players.map((player) => player.id).sort())
      }),
      { numRuns: 200 },
    )
  })

  it('is decided the same whoever gave the cards: who gives never changes a trick', () => {
    fc.assert(
      fc.property(playedHand, ({ table, tricks }) => {
        const sides = sidesOf(table)
        let waiting: CardId[] = []
        tricks.forEach((plays, number) => {
          const last = number === tricks.length - 1
          const given = refereeTrick({ sides, waiting, last, plays })
          const own = refereeTrick({
            sides,
            waiting: waiting as never,
            last,
            plays: plays.map(({ seat, card }) => ({ seat, card })),
          })
          expect(own).toEqual(given)
          waiting = given.ok && given.outcome === 'held' ? given.cards : []
        })
      }),
      { numRuns: 100 },
    )
  })
})

describe('changed card values', () => {
  const withValues = fc
    .record({
      played: playedHand,
      values: fc.dictionary(fc.constantFrom(...cardIds), fc.integer({ min: 0, max: 99 })),
    })
    .map(({ played, values }) => ({
      ...played.log,
      rules: {
        ...(played.log.rules ?? {}),
        deck: Object.fromEntries(Object.entries(values).map(([card, value]) => [card, { value }])),
      },
    }))

  it('keep every side from 0 to all the points of the deck times its own three actions', () => {
    fc.assert(
      fc.property(withValues, (log) => {
        const read = readLog(log)
        const resolved = resolveRules(read.rules)
        const hand = jekyllHydeBambus.score(read).hands[0]!
        for (const side of ['jekyll', 'hyde'] as const) {
          expect(hand.sides[side].score).toBeGreaterThanOrEqual(0)
          expect(hand.sides[side].score).toBeLessThanOrEqual(maxSideScore(resolved, side))
        }
        const facts = jekyllHydeBambus.explainHand(read, 1)!
        for (const part of facts.parts) {
          expect(part.lines.reduce((sum, line) => sum + (line.points ?? 0), 0)).toBe(part.score)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('whole games played by the rules', () => {
  it('validate without a warning: teams, seats, deal and solo all in turn', () => {
    fc.assert(
      fc.property(playedGame, (log) => {
        expect(checkLog(log).problems).toEqual([])
      }),
      { numRuns: 100 },
    )
  })

  it('add every hand to the totals; with 4 players a player’s total is his side’s', () => {
    fc.assert(
      fc.property(playedGame, (log) => {
        const score = jekyllHydeBambus.score(readLog(log))
        for (const player of log.players.map((each) => each.id)) {
          const sum = score.hands.reduce((total, hand) => total + hand.scores[player]!, 0)
          expect(score.totals[player]).toBe(sum)
        }
        if (score.sideTotals === null) return
        for (const holder of score.holders) {
          for (const member of holder.members) {
            expect(score.totals[member]).toBe(score.sideTotals[holder.id as 'jekyll' | 'hyde'])
          }
        }
      }),
      { numRuns: 100 },
    )
  })

  it('score the same whichever seat each hand’s list starts from', () => {
    fc.assert(
      fc.property(playedGame, fc.integer({ min: 1, max: 3 }), (log, by) => {
        const rotated = checkLog(rotateSeats(log, by))
        const original = checkLog(log)
        expect(rotated.problems).toEqual(original.problems)
        expect(rotated.score?.hands.map((hand) => hand.scores)).toEqual(
          original.score?.hands.map((hand) => hand.scores),
        )
        expect(rotated.score?.totals).toEqual(original.score?.totals)
      }),
      { numRuns: 100 },
    )
  })

  it('score the same whichever piles the players list: one, the other or both', () => {
    const listing = (log: BambusLog, listed: 'jekyll' | 'hyde' | 'both'): BambusLog => ({
      ...log,
      hands: log.hands.map((hand) => {
        const piles = pilesOf(hand.captured)
        const captured = {
          ...(listed === 'hyde' ? {} : { jekyll: piles.jekyll }),
          ...(listed === 'jekyll' ? {} : { hyde: piles.hyde }),
          neutral: piles.neutral,
        }
        return { ...hand, captured }
      }),
    })
    fc.assert(
      fc.property(playedGame, (log) => {
        const [both, jekyll, hyde] = (['both', 'jekyll', 'hyde'] as const).map((listed) =>
          checkLog(listing(log, listed)),
        )
        expect(both!.problems).toEqual([])
        const { hands, totals, status } = both!.score!
        for (const one of [jekyll, hyde]) {
          expect(one!.problems).toEqual([])
          expect(one!.score!.hands).toEqual(hands)
          expect([one!.score!.totals, one!.score!.status]).toEqual([totals, status])
        }
      }),
      { numRuns: 100 },
    )
  })

  it('survive serialise, read and score unchanged', () => {
    fc.assert(
      fc.property(playedGame, (log) => {
        const first = readLog(log)
        const again = readLog(JSON.parse(serialiseGameLog(first)))
        expect(jekyllHydeBambus.score(again)).toEqual(jekyllHydeBambus.score(first))
      }),
      { numRuns: 50 },
    )
  })
})
