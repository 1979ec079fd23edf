import { describe, expect, it } from 'vitest'
import { fixtureRoles } from '../../../support/game-records'

const roles = (name: string) => fixtureRoles('jekyll-hyde-bambus', name)

// Hand by hand, from each fixture's .expected.json (Jekyll's score – Hyde's, solo):
// warnings-three-players: 360–0 (p1), 0–360 (p2); three-players-full-rotation: 318–14 (p1),
// 36–255 (p3), 360–0 (p2).
describe('Bambus roles', () => {
  it('with 4 players, the Jekyll team and the Hyde team of the first hand, for the whole game', () => {
    expect(roles('game-won-at-1000')).toEqual([
      { role: 'jekyll-team', player: 'p1' },
      { role: 'hyde-team', player: 'p2' },
      { role: 'jekyll-team', player: 'p3' },
      { role: 'hyde-team', player: 'p4' },
    ])
  })

  it('with 3, the solo and those against him, hand by hand, won by the higher side', () => {
    expect(roles('warnings-three-players')).toEqual([
      { role: 'solo', player: 'p1', hands: { played: 1, won: 0, drawn: 0 } },
      { role: 'against-solo', player: 'p2', hands: { played: 1, won: 1, drawn: 0 } },
      { role: 'against-solo', player: 'p3', hands: { played: 2, won: 1, drawn: 0 } },
      { role: 'solo', player: 'p2', hands: { played: 1, won: 1, drawn: 0 } },
      { role: 'against-solo', player: 'p1', hands: { played: 1, won: 0, drawn: 0 } },
    ])
    const rotation = roles('three-players-full-rotation')
    expect(rotation.filter((result) => result.role === 'solo')).toEqual([
      { role: 'solo', player: 'p1', hands: { played: 1, won: 0, drawn: 0 } },
      { role: 'solo', player: 'p3', hands: { played: 1, won: 1, drawn: 0 } },
      { role: 'solo', player: 'p2', hands: { played: 1, won: 0, drawn: 0 } },
    ])
  })
})
