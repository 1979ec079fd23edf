// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  helperState,
  lastTap,
  stepHere,
  tap,
  tapsOf,
  tricksFromList,
  tricksOf,
  undoTap,
  type TappedTrick,
} from '../../../../src/games/jekyll-vs-hyde/screens/trick-helper'

const potions = [2, 3, 4, 5]

/** Taps in order, as the table does: each tap goes where the helper says the next one goes. */
function tapAll(taps: readonly string[], start: TappedTrick[] = []): TappedTrick[] {
  return taps.reduce(
    (tricks, tapped) => tap(tricks, helperState(tricks, 'p1', 'p2', potions), tapped, potions),
    start,
  )
}

describe('the live trick helper', () => {
  it('asks the first leader for a card, then the other player', () => {
    expect(helperState([], 'p1', 'p2', potions)).toMatchObject({ step: 'lead', leader: 'p1' })
    const led = tapAll(['pride-6'])
    expect(helperState(led, 'p1', 'p2', potions)).toMatchObject({ step: 'follow', follower: 'p2' })
  })

  it('lets the engine say who took the trick: 4 red beats 6 purple once red is ranked above', () => {
    const state = helperState(tapAll(['pride-6', 'wrath-4']), 'p1', 'p2', potions)

    expect(state.fold.tricks[0]).toMatchObject({ taker: 'p2', effect: null })
    expect(state.fold.ranking).toEqual(['pride', 'wrath', 'greed'])
    expect(state).toMatchObject({ step: 'lead', leader: 'p2' })
    expect(state.fold.piles).toEqual({ p1: 0, p2: 1 })
  })

  it('asks the leader of a potion for the colour he calls before the follow card', () => {
    const tricks = tapAll(['pride-6', 'wrath-4', 'potion-4'])
    expect(helperState(tricks, 'p1', 'p2', potions)).toMatchObject({ step: 'call', leader: 'p2' })

    const called = tapAll(['wrath', 'wrath-6'], tricks)
    const state = helperState(called, 'p1', 'p2', potions)
    expect(called[1]).toEqual({ lead: 'potion-4', call: 'wrath', follow: 'wrath-6' })
    expect(state.fold.tricks[1]).toMatchObject({ taker: 'p1', effect: 'reset' })
    expect(state.fold.ranking).toEqual([])
  })

  it('takes no card already played, nor a colour when a card is due', () => {
    const tricks = tapAll(['pride-6', 'pride-6', 'greed'])
    expect(tricks).toEqual([{ lead: 'pride-6', call: null, follow: null }])
  })

  it('undoes the last tap: the follow card, then the call, then the lead card', () => {
    const tricks = tapAll(['potion-4', 'wrath', 'wrath-6'])
    expect(lastTap(tricks)).toEqual({ card: 'wrath-6' })
    expect(lastTap(undoTap(tricks))).toEqual({ call: 'wrath' })
    expect(lastTap([])).toBeNull()

    const once = undoTap(tricks)
    expect(once).toEqual([{ lead: 'potion-4', call: 'wrath', follow: null }])
    const twice = undoTap(once)
    expect(twice).toEqual([{ lead: 'potion-4', call: null, follow: null }])
    expect(undoTap(twice)).toEqual([])
  })

  it('stops at a card its player had shown he does not hold, until it is undone', () => {
    // p2 follows purple with red: he has shown he holds no purple; he then leads purple.
    const tricks = tapAll(['pride-6', 'wrath-4', 'pride-2', 'greed-1'])
    const state = helperState(tricks, 'p1', 'p2', potions)

    expect(state.step).toBe('fault')
    expect(state.fold.fault).toMatchObject({ trick: 1, rule: 'record-revoke', player: 'p2' })
    expect(helperState(undoTap(tricks), 'p1', 'p2', potions).step).toBe('follow')
  })

  it('is done after ten tricks', () => {
    const cards = [
      ['pride-1', 'pride-2'],
      ['pride-3', 'pride-4'],
      ['pride-5', 'pride-6'],
      ['wrath-1', 'wrath-2'],
      ['wrath-3', 'wrath-4'],
      ['wrath-5', 'wrath-6'],
      ['greed-1', 'greed-2'],
      ['greed-3', 'greed-4'],
      ['greed-5', 'greed-6'],
      ['pride-7', 'wrath-7'],
    ]
    const state = helperState(tapAll(cards.flat()), 'p1', 'p2', potions)

    expect(state.step).toBe('done')
    expect(state.complete).toHaveLength(10)
    expect(state.fold.piles.p1! + state.fold.piles.p2!).toBe(10)
  })

  it('lets the follower tap his card on his own device before the lead card comes from the leader’s', () => {
    const empty = helperState([], 'p1', 'p2', potions)
    // p1 leads and taps on his own device: p2's device asks for p2's card at once.
    expect(stepHere(empty, ['p1'])).toBe('follow')
    // A device tapping for both, or the leader's own, asks in the order of play.
    expect(stepHere(empty, [])).toBe('lead')
    expect(stepHere(empty, ['p2'])).toBe('lead')
    const followed = tap([], empty, 'wrath-4', potions, 'follow')
    expect(followed).toEqual([{ lead: null, call: null, follow: 'wrath-4' }])
    const waiting = helperState(followed, 'p1', 'p2', potions)
    expect(waiting).toMatchObject({ step: 'lead', leader: 'p1', complete: [] })
    expect(waiting.played).toEqual(new Set(['wrath-4']))
    // The lead card arrives: the trick is the one tapped in order.
    const both = tap(followed, waiting, 'pride-6', potions)
    expect(helperState(both, 'p1', 'p2', potions).fold).toEqual(
      helperState(tapAll(['pride-6', 'wrath-4']), 'p1', 'p2', potions).fold,
    )
    expect(undoTap(followed)).toEqual([])
  })

  it('waits for a potion lead’s call before the trick is complete, the follow card down or not', () => {
    const state = helperState(
      [{ lead: 'potion-4', call: null, follow: 'wrath-6' }],
      'p1',
      'p2',
      potions,
    )
    expect(state).toMatchObject({ step: 'call', leader: 'p1', complete: [] })
    expect(stepHere(state, ['p1'])).toBe('call')
  })

  it('keeps each trick by number, its lead card, call and follow card apart, and reads it back', () => {
    const tricks = tapAll(['pride-6', 'wrath-4', 'potion-4', 'wrath'])
    expect(tapsOf(tricks)).toEqual({
      1: { lead: 'pride-6', follow: 'wrath-4' },
      2: { lead: 'potion-4', call: 'wrath' },
    })
    expect(tricksOf(tapsOf(tricks))).toEqual(tricks)
    expect(tricksOf({ 2: { follow: 'wrath-4' } })).toEqual([
      { lead: null, call: null, follow: null },
      { lead: null, call: null, follow: 'wrath-4' },
    ])
    expect(tricksOf({})).toEqual([])
    // A trick emptied by two devices' Undo at once is no trick.
    expect(tricksOf({ 1: { lead: 'pride-6' }, 2: {} })).toEqual([
      { lead: 'pride-6', call: null, follow: null },
    ])
  })

  it('reads the list an older version kept', () => {
    expect(
      tricksFromList([
        { cards: ['potion-4', 'wrath-6'], call: 'wrath' },
        { cards: ['pride-2'], call: null },
      ]),
    ).toEqual([
      { lead: 'potion-4', call: 'wrath', follow: 'wrath-6' },
      { lead: 'pride-2', call: null, follow: null },
    ])
  })
})
