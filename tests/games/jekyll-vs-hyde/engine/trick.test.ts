import { describe, expect, it } from 'vitest'
import { cardOf, type Card, type Colour } from '../../../../src/games/jekyll-vs-hyde/engine/cards'
import { breaksFollowRule, judgeTrick } from '../../../../src/games/jekyll-vs-hyde/engine/trick'

const card = (id: string): Card => cardOf(id, [2, 3, 4, 5])!

function judge(ranking: Colour[], lead: string, follow: string) {
  const { winner, effect, ranking: after } = judgeTrick(ranking, card(lead), card(follow))
  return { winner, effect, ranking: after }
}

describe('who takes a trick (spec: "The trick referee")', () => {
  it('t01: the first two colours set the ranking, the third is strongest at once', () => {
    expect(judge([], 'pride-6', 'wrath-4')).toEqual({
      winner: 'follow',
      effect: null,
      ranking: ['pride', 'wrath', 'greed'],
    })
  })

  it('t02: a potion meeting red is decided by numbers and clears the ranking', () => {
    expect(judge(['pride', 'wrath', 'greed'], 'potion-4', 'wrath-6')).toEqual({
      winner: 'follow',
      effect: 'reset',
      ranking: [],
    })
  })

  it('t06: the colour not yet played becomes the strongest', () => {
    expect(judge(['greed'], 'wrath-2', 'pride-1')).toEqual({
      winner: 'follow',
      effect: null,
      ranking: ['greed', 'wrath', 'pride'],
    })
  })

  it('t08 and t10: a potion wins a tie of numbers', () => {
    expect(judge(['pride'], 'pride-4', 'potion-4')).toEqual({
      winner: 'follow',
      effect: 'steal',
      ranking: ['pride'],
    })
    expect(judge([], 'potion-2', 'greed-2')).toEqual({
      winner: 'lead',
      effect: 'swap',
      ranking: ['greed'],
    })
  })

  it('t11: 3+ loses to 4', () => {
    expect(judge([], 'potion-3', 'pride-4').winner).toBe('follow')
  })

  it('t12: two potions cancel each other and leave the ranking', () => {
    expect(judge(['wrath', 'greed', 'pride'], 'potion-3', 'potion-5')).toEqual({
      winner: 'follow',
      effect: 'cancel',
      ranking: ['wrath', 'greed', 'pride'],
    })
  })

  it('t13: the effect follows the card played, not the colour called', () => {
    expect(judge(['greed'], 'potion-5', 'pride-7')).toEqual({
      winner: 'follow',
      effect: 'steal',
      ranking: ['greed', 'pride', 'wrath'],
    })
  })
})

describe('the follow rules', () => {
  const hand = (...ids: string[]) => ids.map(card)

  it('t14: a potion may answer a colour the follower holds', () => {
    expect(
      breaksFollowRule(card('wrath-6'), undefined, card('potion-5'), hand('potion-5', 'wrath-2')),
    ).toBe(false)
  })

  it('t15: another colour may not answer a colour the follower holds', () => {
    expect(
      breaksFollowRule(card('pride-3'), undefined, card('greed-6'), hand('greed-6', 'pride-5')),
    ).toBe(true)
  })

  it('t16: after a potion lead the called colour must be played, even by a potion holder', () => {
    expect(
      breaksFollowRule(card('potion-4'), 'greed', card('potion-5'), hand('potion-5', 'greed-1')),
    ).toBe(true)
  })

  it('a follower without the required colour may play anything', () => {
    expect(
      breaksFollowRule(card('potion-3'), 'wrath', card('potion-5'), hand('potion-5', 'pride-1')),
    ).toBe(false)
  })
})
