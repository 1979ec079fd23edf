import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  explainHand,
  type HandRecord,
  type ShutOutLine,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { validGame } from '../../../support/arbitraries'
import { adaGoesOut, gameLog } from '../../../support/game-logs'

function shutOutLineOf(hand: HandRecord, player = 'ada'): ShutOutLine {
  const line = explainHand(gameLog([hand]), 1)!.breakdown[player]!.find(
    (candidate) => candidate.kind === 'shut-out',
  )
  if (line?.kind !== 'shut-out') throw new Error(`no shut-out line for ${player}`)
  return line
}

describe('a missed shut-out names the cards at fault', () => {
  it('counts each group of cards that does not match the side up', () => {
    const hand = adaGoesOut('jekyll', {
      ada: { evidence: { utterson: 3, 'hyde-awakes': 1, 'carew-murder-case': 4 } },
      bram: {},
    })
    expect(shutOutLineOf(hand).atFault).toEqual([
      { family: 'carew-murder-case', count: 4, letter: 'H', transformed: false },
      { family: 'hyde-awakes', count: 1, letter: 'H', transformed: false },
    ])
  })

  it('names the cards the Transformation turned to the other letter, and only those', () => {
    // Hyde up: 3 of Ada's 4 Utterson were transformed to H (they match); the 4th is still J.
    // Then Jekyll up: the 3 transformed ones are at fault, the 4th is not.
    const covered = { family: 'utterson', cards: 3, playedBy: 'bram' }
    const areas = { ada: { evidence: { utterson: 4 }, transformation: covered }, bram: {} }
    expect(shutOutLineOf(adaGoesOut('hyde', areas)).atFault).toEqual([
      { family: 'utterson', count: 1, letter: 'J', transformed: false },
    ])
    expect(shutOutLineOf(adaGoesOut('jekyll', areas)).atFault).toEqual([
      { family: 'utterson', count: 3, letter: 'H', transformed: true },
    ])
  })

  it('puts the transformed group last', () => {
    const hand = adaGoesOut('hyde', {
      ada: {
        evidence: { 'carew-murder-case': 3, poole: 2, utterson: 3 },
        transformation: { family: 'carew-murder-case', cards: 3 },
      },
      bram: {},
    })
    expect(
      shutOutLineOf(hand).atFault?.map(({ family, transformed }) => [family, transformed]),
    ).toEqual([
      ['utterson', false],
      ['poole', false],
      ['carew-murder-case', true],
    ])
  })

  it('always names exactly the families the shut-out rule found at fault', () => {
    fc.assert(
      fc.property(validGame, (log) => {
        log.hands.forEach((_, index) => {
          for (const line of Object.values(explainHand(log, index + 1)!.breakdown).flat()) {
            if (line.kind !== 'shut-out') continue
            const families = (line.atFault ?? []).map((group) => group.family).sort()
            expect(families).toEqual([...line.mismatched].sort())
            if (line.outcome === 'missed') expect(line.atFault?.length).toBeGreaterThan(0)
          }
        })
      }),
    )
  })
})
