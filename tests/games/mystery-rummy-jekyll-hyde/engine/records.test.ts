import { describe, expect, it } from 'vitest'
import { fixtureRecords } from '../../../support/game-records'

const records = (name: string, kind: string) =>
  fixtureRecords('mystery-rummy-jekyll-hyde', name, kind)

// Worked out by hand from each fixture's hand scores in its .expected.json:
// game-won: hands ada 52 / bram 52 / ada 48, each a shut-out by its scorer (the other scores 0);
// ada leads after every hand (52-0, 52-52 level, 100-52), so she was never behind.
// game-tie-at-target: ada 52, bram 52, 48-48, 0-0, bram 40: bram trails by 52 after hand 1
// and wins 140-100; his shut-outs are hands 2 and 5, ada's hand 1.
describe('Mystery Rummy records', () => {
  it('best hand: each player’s highest hand score, every hand that tied for it', () => {
    expect(records('game-won', 'best-hand')).toEqual([
      { kind: 'best-hand', player: 'ada', value: 52, hands: [1] },
      { kind: 'best-hand', player: 'bram', value: 52, hands: [2] },
    ])
    // A void hand scores 0 for both: still each one's best in a one-hand game.
    expect(records('void-hand', 'best-hand').map((record) => record.value)).toEqual([0, 0])
    // A hand below zero is a best hand too when it is the only one.
    expect(records('left-in-hand-points-total', 'best-hand')[1]).toMatchObject({ value: -13 })
  })

  it('shut-outs made: the hands the player went out and the other scored nothing', () => {
    expect(records('game-tie-at-target', 'shut-outs')).toEqual([
      { kind: 'shut-outs', player: 'ada', value: 1, hands: [1] },
      { kind: 'shut-outs', player: 'bram', value: 2, hands: [2, 5] },
    ])
    // A shut-out tried and missed is none.
    expect(records('shut-out-missed', 'shut-outs').map((record) => record.value)).toEqual([0, 0])
  })

  it('biggest comeback: the winner’s deepest deficit, only in a finished game', () => {
    expect(records('game-tie-at-target', 'comeback')).toEqual([
      { kind: 'comeback', player: 'bram', value: 52, hands: [1] },
    ])
    // Won from the front: no comeback. Not finished: none either.
    expect(records('game-won', 'comeback')).toEqual([])
    expect(records('transformation-held-in-hand', 'comeback')).toEqual([])
  })
})
