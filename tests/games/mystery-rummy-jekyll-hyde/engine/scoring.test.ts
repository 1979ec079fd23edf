import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { handFactsOf, scoreGameLog } from '../../../../src/engine'
import {
  explainHand,
  type BreakdownLine,
  type HandRecord,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { typicalHand } from '../../../support/arbitraries'
import { adaGoesOut, gameLog } from '../../../support/game-logs'

function scoreOf(hand: HandRecord, rules?: Parameters<typeof gameLog>[1]) {
  const score = explainHand(gameLog([hand], rules), 1)
  if (!score) throw new Error('no hand scored')
  return score
}

const linesOf = (hand: HandRecord, player: string, kind: BreakdownLine['kind']) =>
  scoreOf(hand).breakdown[player]!.filter((line) => line.kind === kind)

describe('doubling', () => {
  it('doubles the cards whose letter is the side up at the end of the hand', () => {
    const hand = adaGoesOut('hyde', {
      ada: { evidence: { 'hyde-awakes': 3, poole: 3 } },
      bram: { evidence: {} },
    })
    expect(linesOf(hand, 'ada', 'evidence')).toMatchObject([
      { family: 'poole', doubling: 'other-letter', points: 6 },
      { family: 'hyde-awakes', doubling: 'doubled', points: 12 },
    ])
  })

  it('never doubles J/H Evidence cards, Work in Lab or the Transformation card', () => {
    const hand = adaGoesOut('jekyll', {
      ada: {
        evidence: { stevenson: 4, 'lanyons-story': 3, utterson: 3 },
        workInLab: 2,
        transformation: { family: 'utterson', cards: 3 },
      },
      bram: {},
    })
    const lines = scoreOf(hand).breakdown.ada!
    expect(lines).toContainEqual(
      expect.objectContaining({ family: 'stevenson', doubling: 'never-doubles', points: 12 }),
    )
    expect(lines).toContainEqual(
      expect.objectContaining({ family: 'lanyons-story', doubling: 'never-doubles', points: 6 }),
    )
    expect(lines).toContainEqual(expect.objectContaining({ kind: 'work-in-lab', points: 2 }))
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'transformation-card', points: 5 }),
    )
  })
})

describe('the Transformation', () => {
  const transformedMeld = adaGoesOut(
    'hyde',
    {
      ada: { evidence: { 'hyde-awakes': 3, poole: 4 } },
      bram: {
        evidence: { utterson: 4, poole: 1 },
        transformation: { family: 'utterson', cards: 3, playedBy: 'ada' },
      },
    },
    { bram: { points: 0 } },
  )

  it('makes the covered cards count with the other letter, in the area where it rests only', () => {
    const bram = scoreOf(transformedMeld).breakdown.bram!
    expect(bram).toContainEqual(
      expect.objectContaining({
        family: 'utterson',
        count: 3,
        transformed: true,
        letter: 'H',
        doubling: 'doubled',
        points: 12,
      }),
    )
    expect(bram).toContainEqual(
      expect.objectContaining({
        family: 'utterson',
        count: 1,
        transformed: false,
        letter: 'J',
        points: 2,
      }),
    )
    expect(scoreOf(transformedMeld).breakdown.ada).toContainEqual(
      expect.objectContaining({ family: 'poole', letter: 'J', transformed: false }),
    )
  })

  it("gives its 5 points to the area's owner by default", () => {
    expect(linesOf(transformedMeld, 'bram', 'transformation-card')).toMatchObject([
      { points: 5, area: 'bram', playedBy: 'ada' },
    ])
    expect(linesOf(transformedMeld, 'ada', 'transformation-card')).toEqual([])
  })

  it('gives its 5 points to the player who played it under that variant', () => {
    const score = scoreOf(transformedMeld, {
      variants: { transformationPoints: 'player-who-played' },
    })
    expect(score.breakdown.ada).toContainEqual(
      expect.objectContaining({ kind: 'transformation-card', points: 5 }),
    )
    expect(score.breakdown.bram!.some((line) => line.kind === 'transformation-card')).toBe(false)
  })

  it('costs 10 when left in hand, or 5 under that variant', () => {
    const hand = adaGoesOut(
      'jekyll',
      { ada: { evidence: { utterson: 3, 'hyde-awakes': 3 } }, bram: {} },
      {
        bram: { cards: { transformation: 1, poole: 1 } },
      },
    )
    expect(scoreOf(hand).scores.bram).toBe(-12)
    expect(scoreOf(hand, { variants: { transformationHeldPenalty: 5 } }).scores.bram).toBe(-7)
  })

  it('costs its face value and 5 more when held, whatever value the table gave it', () => {
    const hand = adaGoesOut(
      'jekyll',
      { ada: { evidence: { utterson: 3, 'hyde-awakes': 3 } }, bram: {} },
      { bram: { points: 0, transformation: true } },
    )
    const twelve = { deck: { transformation: { value: 12 } } }
    expect(scoreOf(hand, twelve).breakdown.bram).toEqual([
      {
        kind: 'transformation-held',
        rule: 'score.transformation-held',
        face: 12,
        extra: 5,
        points: -17,
      },
    ])
    const faceOnly = { ...twelve, variants: { transformationHeldPenalty: 5 as const } }
    expect(scoreOf(hand, faceOnly).scores.bram).toBe(-12)
    expect(scoreOf(hand, { deck: { transformation: { value: 0 } } }).scores.bram).toBe(-5)
  })
})

describe('shut-outs', () => {
  it('leaves the opponent at 0 whatever is in their area or hand', () => {
    const hand = adaGoesOut(
      'jekyll',
      {
        ada: { evidence: { utterson: 3, stevenson: 4 }, workInLab: 1 },
        bram: { evidence: { poole: 5 } },
      },
      { bram: { points: 12, transformation: true } },
    )
    const score = scoreOf(hand)
    expect(score.shutOut).toBe('ada')
    expect(score.scores).toEqual({ ada: 12 + 12 + 1, bram: 0 })
    expect(score.breakdown.bram).toMatchObject([
      { kind: 'shut-out', outcome: 'suffered', by: 'ada' },
    ])
  })

  it('is missed when one family in front of the player who went out has the other letter, and says which', () => {
    const hand = adaGoesOut(
      'jekyll',
      { ada: { evidence: { utterson: 3, 'hyde-awakes': 3 } }, bram: {} },
      { bram: { points: 4 } },
    )
    const score = scoreOf(hand)
    expect(score.shutOut).toBeNull()
    expect(linesOf(hand, 'ada', 'shut-out')).toMatchObject([
      { outcome: 'missed', mismatched: ['hyde-awakes'] },
    ])
    expect(score.scores.bram).toBe(-4)
  })
})

describe('the end of a hand', () => {
  it('costs the player who did not go out the face value of each card left in hand, never doubled', () => {
    const hand = adaGoesOut(
      'hyde',
      {
        ada: { evidence: { 'hyde-awakes': 3, poole: 3 } },
        bram: { evidence: { 'carew-murder-case': 3 } },
      },
      {
        bram: { cards: { 'enfields-story': 2, stevenson: 1, 'work-in-lab': 1, potion: 2 } },
      },
    )
    expect(scoreOf(hand).scores.bram).toBe(12 - 4 - 3 - 1)
  })

  it('scores nothing for anyone when the Case File runs out a second time', () => {
    const score = scoreOf({
      identity: 'hyde',
      ending: { type: 'case-file-exhausted' },
      areas: { ada: { evidence: { 'hyde-awakes': 5 } }, bram: { evidence: { utterson: 3 } } },
    })
    expect(score).toMatchObject({ void: true, shutOut: null, scores: { ada: 0, bram: 0 } })
  })

  it('can make a hand score negative', () => {
    const hand = adaGoesOut(
      'hyde',
      { ada: { evidence: { 'hyde-awakes': 3, poole: 3 } }, bram: {} },
      { bram: { points: 20 } },
    )
    expect(scoreOf(hand).scores.bram).toBe(-20)
  })
})

describe('a long game', () => {
  it('keeps one badge list per outcome, each equal to the hand’s own badges', () => {
    const hands = fc.sample(typicalHand, { numRuns: 300, seed: 20261123 })
    const log = gameLog(hands, { targetScore: 1_000_000_000 })
    const score = scoreGameLog(log)
    for (const hand of score.hands) {
      expect(hand.badges).toEqual(handFactsOf(log, hand.number)?.badges)
    }
    // No badge, a void hand, or a shut-out made by one of the two players.
    expect(new Set(score.hands.map((hand) => hand.badges)).size).toBeLessThanOrEqual(4)
  })
})
