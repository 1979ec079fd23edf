import { describe, expect, it } from 'vitest'
import { fixtureRoles } from '../../../support/game-records'

const roles = (name: string) => fixtureRoles('jekyll-vs-hyde', name)

describe('Jekyll vs. Hyde roles', () => {
  it('in a single game, the first round’s Jekyll is Dr. Jekyll and the other Mr. Hyde', () => {
    expect(roles('single-jekyll-wins-after-3-rounds')).toEqual([
      { role: 'jekyll', player: 'p1' },
      { role: 'hyde', player: 'p2' },
    ])
    expect(roles('single-hyde-wins-in-round-1')).toEqual([
      { role: 'hyde', player: 'p1' },
      { role: 'jekyll', player: 'p2' },
    ])
  })

  it('a game in progress has its roles already', () => {
    expect(roles('single-in-progress-hyde-leads')).toHaveLength(2)
  })

  it('a return match gives none: each player took both roles, and the better Hyde wins', () => {
    expect(roles('return-match-better-hyde-wins')).toEqual([])
    expect(roles('return-match-between-games')).toEqual([])
  })
})
