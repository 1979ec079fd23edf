import { describe, expect, it } from 'vitest'
import { roundSituation } from '../../../../src/games/jekyll-vs-hyde/engine'
import { gameLog, returnMatch, round } from './support'

describe('the situation before a round', () => {
  it('leaves the roles to the players before game 1’s first round', () => {
    expect(roundSituation(gameLog([]), 0)).toEqual({
      game: 1,
      round: 1,
      jekyll: null,
      hyde: null,
      leader: null,
      position: 0,
      trackLength: 10,
      match: 'single',
      potions: [2, 3, 4, 5],
      finished: false,
    })
  })

  it('keeps the roles, moves the marker and hands the lead to Hyde once on his side', () => {
    const log = gameLog([round('p1', 6), round('p1', 2)])
    expect(roundSituation(log, 1)).toMatchObject({
      round: 2,
      jekyll: 'p1',
      hyde: 'p2',
      leader: 'p1',
      position: 2,
    })
    expect(roundSituation(log, 2)).toMatchObject({ round: 3, leader: 'p2', position: 8 })
  })

  it('swaps the roles and puts the marker back for game 2 of a return match', () => {
    const log = gameLog([round('p1', 0)], returnMatch)
    expect(roundSituation(log, 1)).toMatchObject({
      game: 2,
      round: 1,
      jekyll: 'p2',
      hyde: 'p1',
      leader: 'p2',
      position: 0,
      finished: false,
    })
  })

  it('names no leader once the game is over', () => {
    const log = gameLog([round('p1', 5), round('p1', 5), round('p1', 5)])
    expect(roundSituation(log, 3)).toMatchObject({
      game: 1,
      round: 3,
      leader: null,
      finished: true,
    })
  })

  it('counts only the rounds before the first one at fault', () => {
    const log = gameLog([
      round('p1', 6),
      { jekyll: 'p1', tricks: { p1: 6, p2: 6 } },
      round('p1', 0),
    ])
    expect(roundSituation(log, 3)).toMatchObject({ round: 2, position: 2 })
  })

  it('takes the track length and the potion numbers from the log', () => {
    const log = gameLog([round('p1', 3)], {
      targetScore: 8,
      deck: { potion: { values: [1, 2, 3, 4] } },
    })
    expect(roundSituation(log, 1)).toMatchObject({
      trackLength: 8,
      position: 4,
      leader: 'p2',
      potions: [1, 2, 3, 4],
    })
  })
})
