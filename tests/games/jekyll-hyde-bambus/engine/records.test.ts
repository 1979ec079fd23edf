import { describe, expect, it } from 'vitest'
import { fixtureRecords } from '../../../support/game-records'

const records = (name: string, kind: string) => fixtureRecords('jekyll-hyde-bambus', name, kind)

// Worked out by hand from each fixture's hand scores in its .expected.json. game-won-at-1000:
// p1 and p3 (Jekyll) 36, 360, 360, 360; p2 and p4 255, then 0 three times.
// warnings-three-players: hand 1 p1 is solo and scores 0 against 360; hand 2 p2 is solo with
// 360 against p1 and p3's 0. three-players-full-rotation: p3 solo in hand 2, 255 against 36.
describe('Bambus records', () => {
  it('best hand score: each partner receives his side’s score, ties name every hand', () => {
    expect(records('game-won-at-1000', 'best-hand')).toEqual([
      { kind: 'best-hand', player: 'p1', value: 360, hands: [2, 3, 4] },
      { kind: 'best-hand', player: 'p2', value: 255, hands: [1] },
      { kind: 'best-hand', player: 'p3', value: 360, hands: [2, 3, 4] },
      { kind: 'best-hand', player: 'p4', value: 255, hands: [1] },
    ])
  })

  it('solos won: a 3-player hand the solo’s Hyde side outscored Jekyll’s', () => {
    expect(records('warnings-three-players', 'solos-won')).toEqual([
      { kind: 'solos-won', player: 'p1', value: 0, hands: [] },
      { kind: 'solos-won', player: 'p2', value: 1, hands: [2] },
      { kind: 'solos-won', player: 'p3', value: 0, hands: [] },
    ])
    expect(records('three-players-full-rotation', 'solos-won').map((r) => r.value)).toEqual([
      0, 0, 1,
    ])
  })

  it('a 4-player game has no solo, so no solos-won record', () => {
    expect(records('game-won-at-1000', 'solos-won')).toEqual([])
  })
})
