import { describe, expect, it } from 'vitest'
import {
  expectedDealer,
  meldLiesElsewhere,
  playerLeftHolding,
  transformationFamilies,
  type HandRecord,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { gameLog } from '../../../support/game-logs'

const plainHand: HandRecord = {
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'ada' },
  areas: { ada: { evidence: { utterson: 3 } }, bram: {} },
}

describe('the dealer of the next hand', () => {
  it('is the player after the previous hand’s dealer: two players alternate', () => {
    expect(expectedDealer(gameLog([{ ...plainHand, dealer: 'bram' }]), 1)).toBe('ada')
    expect(expectedDealer(gameLog([{ ...plainHand, dealer: 'ada' }]), 1)).toBe('bram')
  })

  it('counts the hands since the last recorded dealer when some hands have none', () => {
    const log = gameLog([{ ...plainHand, dealer: 'ada' }, plainHand])
    expect(expectedDealer(log, 2)).toBe('ada')
  })

  it('is the first dealer the app stored for the first hand, else the second player', () => {
    expect(expectedDealer({ ...gameLog([]), firstDealer: 'ada' }, 0)).toBe('ada')
    expect(expectedDealer(gameLog([]), 0)).toBe('bram')
    expect(expectedDealer({ ...gameLog([]), firstDealer: 'nobody' }, 0)).toBe('bram')
  })
})

describe('the families the Transformation may cover in an area', () => {
  it('are the J and H families with a card there, never a J/H family', () => {
    const evidence = { poole: 3, stevenson: 3, 'hydes-hideaway': 1, utterson: 0 }
    expect(transformationFamilies(evidence)).toEqual(['poole', 'hydes-hideaway'])
    expect(transformationFamilies({})).toEqual([])
  })
})

describe('the player left holding cards', () => {
  it('is the one who did not go out, and nobody when the Case File ran out', () => {
    expect(playerLeftHolding(['ada', 'bram'], { type: 'went-out', player: 'ada' })).toBe('bram')
    expect(playerLeftHolding(['ada', 'bram'], { type: 'case-file-exhausted' })).toBeNull()
    expect(playerLeftHolding(['ada', 'bram'], null)).toBeNull()
  })
})

describe('where a family’s meld lies', () => {
  it('is in another area once it holds 3 of the family; with 2 there, those are lay-offs', () => {
    expect(meldLiesElsewhere(2)).toBe(false)
    expect(meldLiesElsewhere(3)).toBe(true)
    expect(meldLiesElsewhere(0)).toBe(false)
  })
})
