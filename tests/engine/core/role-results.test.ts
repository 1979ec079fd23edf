import { describe, expect, it } from 'vitest'
import { HandRoles } from '../../../src/engine/core/role-results'

describe('a role held hand by hand', () => {
  it('wins a hand by one point, draws it on equal scores, loses it one point short', () => {
    const played = new HandRoles()
    played.add('solo', 'p1', 6, 5)
    played.add('solo', 'p1', 5, 5)
    played.add('solo', 'p1', 4, 5)
    expect(played.results()).toEqual([
      { role: 'solo', player: 'p1', hands: { played: 3, won: 1, drawn: 1 } },
    ])
  })

  it('keeps each player’s roles apart, in the order first played', () => {
    const played = new HandRoles()
    played.add('solo', 'p2', 0, 1)
    played.add('against-solo', 'p1', 1, 0)
    played.add('solo', 'p1', 1, 0)
    expect(played.results().map(({ role, player }) => [role, player])).toEqual([
      ['solo', 'p2'],
      ['against-solo', 'p1'],
      ['solo', 'p1'],
    ])
  })
})
