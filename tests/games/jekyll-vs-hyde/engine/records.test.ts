import { describe, expect, it } from 'vitest'
import { fixtureRecords } from '../../../support/game-records'

const records = (name: string, kind: string) => fixtureRecords('jekyll-vs-hyde', name, kind)

// Worked out by hand from each fixture's rounds (positions in its .expected.json):
// single-hyde-wins-in-round-2: p2 is Hyde, the marker goes 0 → 6 → 10, the end: won in 2.
// single-jekyll-wins-after-3-rounds: p2 as Hyde reaches 2 then 4 then stays; p1 wins in 3.
// return-match-better-hyde-wins: p2 as Hyde reaches 4 (round 3), p1 as Hyde 8 (round 6);
// p1 wins the match with the better Hyde, his game took 3 rounds.
describe('Jekyll vs. Hyde records', () => {
  it('Hyde’s furthest: the furthest space as Hyde, at the first round it was reached', () => {
    expect(records('single-jekyll-wins-after-3-rounds', 'hyde-furthest')).toEqual([
      { kind: 'hyde-furthest', player: 'p2', value: 4, hands: [2] },
    ])
    expect(records('return-match-better-hyde-wins', 'hyde-furthest')).toEqual([
      { kind: 'hyde-furthest', player: 'p1', value: 8, hands: [6] },
      { kind: 'hyde-furthest', player: 'p2', value: 4, hands: [3] },
    ])
  })

  it('fastest win: the rounds the match’s winner took to win his game', () => {
    expect(records('single-hyde-wins-in-round-2', 'fastest-win')).toEqual([
      { kind: 'fastest-win', player: 'p2', value: 2, hands: [2] },
    ])
    expect(records('single-jekyll-wins-after-3-rounds', 'fastest-win')).toEqual([
      { kind: 'fastest-win', player: 'p1', value: 3, hands: [3] },
    ])
    expect(records('return-match-better-hyde-wins', 'fastest-win')).toEqual([
      { kind: 'fastest-win', player: 'p1', value: 3, hands: [6] },
    ])
  })

  it('no fastest win for a match not finished or drawn', () => {
    expect(records('single-in-progress-hyde-leads', 'fastest-win')).toEqual([])
    expect(records('return-match-draw-same-rounds', 'fastest-win')).toEqual([])
  })
})
