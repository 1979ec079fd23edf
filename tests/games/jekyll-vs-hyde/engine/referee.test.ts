import { describe, expect, it } from 'vitest'
import {
  cardOf,
  defaultPotionNumbers,
  type Colour,
} from '../../../../src/games/jekyll-vs-hyde/engine/cards'
import { refereeTrick, trickJson } from '../../../../src/games/jekyll-vs-hyde/engine/referee'
import type { TrickInput } from '../../../../src/games/jekyll-vs-hyde/engine/trick-input'

const card = (id: string) => cardOf(id, defaultPotionNumbers)!

function trick(
  ranking: Colour[],
  lead: string,
  follow: string,
  options: { call?: Colour; hand?: string[] } = {},
): TrickInput {
  return {
    ranking,
    lead: card(lead),
    ...(options.call ? { call: options.call } : {}),
    follow: card(follow),
    ...(options.hand ? { followerHand: options.hand.map(card) } : {}),
  }
}

describe('the trick referee', () => {
  it('gives the winner, the rule, the effect, the ranking played and the ranking after', () => {
    expect(refereeTrick(trick([], 'pride-6', 'wrath-4'))).toMatchObject({
      ok: true,
      winner: 'follow',
      decidedBy: 'ranked-colour',
      effect: null,
      rankingPlayed: ['pride', 'wrath', 'greed'],
      ranking: ['pride', 'wrath', 'greed'],
    })
    expect(refereeTrick(trick(['pride'], 'potion-4', 'wrath-6', { call: 'wrath' }))).toMatchObject({
      winner: 'follow',
      decidedBy: 'potion-numbers',
      effect: 'reset',
      rankingPlayed: ['pride', 'wrath', 'greed'],
      ranking: [],
    })
    expect(refereeTrick(trick(['greed'], 'greed-2', 'greed-5'))).toMatchObject({
      winner: 'follow',
      decidedBy: 'same-colour',
    })
  })

  it('keeps the trick it settled, for its explanation', () => {
    const settled = trick(['greed'], 'greed-2', 'greed-5')
    expect(refereeTrick(settled)).toMatchObject({ trick: settled })
  })

  it('prints exactly the winner, the effect and the ranking after the trick', () => {
    const result = refereeTrick(trick(['pride'], 'pride-4', 'potion-4'))
    expect(JSON.stringify(trickJson(result))).toBe(
      '{"winner":"follow","effect":"steal","ranking":["pride"]}',
    )
  })

  describe('the follow rules, judged only with the follower’s hand', () => {
    const follows = (input: TrickInput) => refereeTrick(input).ok

    it('after a colour lead, a follower holding it plays it or a potion', () => {
      expect(
        follows(trick(['pride'], 'pride-3', 'pride-5', { hand: ['pride-5', 'greed-6'] })),
      ).toBe(true)
      expect(follows(trick([], 'wrath-6', 'potion-5', { hand: ['potion-5', 'wrath-2'] }))).toBe(
        true,
      )
      expect(
        refereeTrick(trick(['pride'], 'pride-3', 'greed-6', { hand: ['greed-6', 'pride-5'] })),
      ).toMatchObject({
        ok: false,
        problem: { rule: 'trick-follow', path: 'follow', params: { colour: 'pride' } },
        reason: 'follow-lead-colour',
      })
    })

    it('after a potion lead, a follower holding the called colour plays it, even with a potion', () => {
      const lead = { call: 'greed' as const }
      expect(
        follows(trick([], 'potion-4', 'greed-1', { ...lead, hand: ['greed-1', 'potion-5'] })),
      ).toBe(true)
      expect(
        refereeTrick(trick([], 'potion-4', 'potion-5', { ...lead, hand: ['potion-5', 'greed-1'] })),
      ).toMatchObject({
        ok: false,
        problem: { rule: 'trick-follow', path: 'follow', params: { colour: 'greed' } },
        reason: 'follow-called-colour',
      })
      expect(
        follows(trick([], 'potion-4', 'wrath-1', { ...lead, hand: ['wrath-1', 'greed-1'] })),
      ).toBe(false)
    })

    it('a follower without the required colour may play any card, a potion included', () => {
      expect(
        follows(
          trick([], 'potion-4', 'potion-5', { call: 'greed', hand: ['potion-5', 'wrath-1'] }),
        ),
      ).toBe(true)
      expect(follows(trick([], 'pride-3', 'wrath-1', { hand: ['wrath-1', 'potion-5'] }))).toBe(true)
    })

    it('does not judge the follow without the follower’s hand', () => {
      expect(follows(trick(['pride'], 'pride-3', 'greed-6'))).toBe(true)
    })
  })
})
