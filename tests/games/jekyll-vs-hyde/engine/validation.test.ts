import { describe, expect, it } from 'vitest'
import { validateLog } from '../../../../src/games/jekyll-vs-hyde/engine'
import { gameLog, returnMatch, round } from './support'

const faults = (log: ReturnType<typeof gameLog>) =>
  validateLog(log).map(({ path, rule }) => ({ path, rule }))

describe('validation of the games of a log', () => {
  it('accepts a single game whose rounds leave out their game, or say 1', () => {
    expect(faults(gameLog([round('p1', 5), round('p1', 5, 1), round('p1', 5)]))).toEqual([])
  })

  it('refuses a first round in game 2, and a round going back to game 1', () => {
    expect(faults(gameLog([round('p1', 5, 2)], returnMatch))).toEqual([
      { path: 'hands[0].game', rule: 'game-index' },
    ])
    const back = [round('p1', 0, 1), round('p2', 5, 2), round('p1', 5, 1)]
    expect(faults(gameLog(back, returnMatch))).toEqual([
      { path: 'hands[2].game', rule: 'game-index' },
    ])
    const leftOut = [round('p1', 0, 1), round('p2', 5, 2), round('p1', 5)]
    expect(faults(gameLog(leftOut, returnMatch))).toEqual([
      { path: 'hands[2].game', rule: 'game-index' },
    ])
  })

  it('keeps game 2’s Jekyll for all its rounds', () => {
    const hands = [round('p1', 0, 1), round('p2', 5, 2), round('p1', 5, 2)]
    expect(faults(gameLog(hands, returnMatch))).toEqual([
      { path: 'hands[2].jekyll', rule: 'role-changed' },
    ])
  })

  it('refuses a round after game 1 ended in a single game, at once or after 3 rounds', () => {
    expect(faults(gameLog([round('p1', 0), round('p1', 5)]))).toEqual([
      { path: 'hands[1]', rule: 'hand-after-end' },
    ])
  })

  it('refuses a round in a game already over, and any round once the match is over', () => {
    const inGameOne = [round('p1', 0, 1), round('p1', 5, 1)]
    expect(faults(gameLog(inGameOne, returnMatch))).toEqual([
      { path: 'hands[1]', rule: 'hand-after-end' },
    ])
    const afterMatch = [round('p1', 0, 1), round('p2', 0, 2), round('p2', 5, 2)]
    expect(faults(gameLog(afterMatch, returnMatch))).toEqual([
      { path: 'hands[2]', rule: 'hand-after-end' },
    ])
  })

  it('checks the rules of a round in the spec’s order: its first broken rule only', () => {
    // An unknown key and a wrong sum: the shape comes first.
    const hand = { jekyll: 'p1', tricks: { p1: 5, p2: 4 }, winner: 'p1' }
    expect(faults(gameLog([hand]))).toEqual([{ path: 'hands[0].winner', rule: 'hand-shape' }])
    // Game 2 too early, with game 1's Jekyll: roles-not-swapped comes before game-not-finished.
    const early = [round('p1', 5, 1), round('p1', 5, 2)]
    expect(faults(gameLog(early, returnMatch))).toEqual([
      { path: 'hands[1].jekyll', rule: 'roles-not-swapped' },
    ])
  })

  it('leaves the rounds unchecked while the header is at fault', () => {
    const log = gameLog([{ jekyll: 'p9', tricks: {} }], { targetScore: 31 })
    expect(faults(log)).toEqual([{ path: 'rules.targetScore', rule: 'target' }])
    const players = [
      { id: 'p1', name: 'Ada' },
      { id: 'p1', name: 'Bram' },
    ]
    expect(faults(gameLog([round('p1', 5)], undefined, players))).toEqual([
      { path: 'players[1].id', rule: 'players' },
    ])
  })

  it('refuses a potion set that is not 4 different numbers from 1 to 7', () => {
    for (const values of [
      [1, 2, 3],
      [1, 2, 3, 3],
      [0, 1, 2, 3],
      [2, 3, 4, 8],
      [2, 3, 4, 4.5],
    ]) {
      expect(faults(gameLog([], { deck: { potion: { values } } }))).toEqual([
        { path: 'rules.deck.potion', rule: 'deck' },
      ])
    }
    expect(faults(gameLog([], { deck: { potion: { values: [7, 1, 6, 2] } } }))).toEqual([])
  })
})
