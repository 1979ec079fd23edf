// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { totalsSeries } from '../../../src/renderer/src/components/score-sheet/chart-series'
import { firstHands, game, rescored } from './games'

describe('the running-totals series', () => {
  it('starts at 0 before hand 1, then follows each total hand by hand', () => {
    const { score } = game('game-won')

    expect(totalsSeries(score)).toEqual({
      labels: [0, 1, 2, 3],
      series: [
        { holder: 'ada', totals: [0, 52, 52, 100] },
        { holder: 'bram', totals: [0, 0, 52, 52] },
      ],
      target: [100, 100, 100, 100],
      goal: 'target',
    })
  })

  it('stays flat through a void hand and goes on through the tie-break', () => {
    const { score } = game('game-tie-at-target')

    const { labels, series } = totalsSeries(score)
    expect(labels).toEqual([0, 1, 2, 3, 4, 5])
    expect(series.map((line) => line.totals)).toEqual([
      [0, 52, 52, 100, 100, 100],
      [0, 0, 52, 100, 100, 140],
    ])
  })

  it('goes below 0 when a hand score is negative', () => {
    const { score } = game('transformation-held-in-hand')

    expect(totalsSeries(score).series[1]?.totals).toEqual([0, -7])
  })

  it('draws the target the log sets, at every point', () => {
    const { log } = game('game-won')
    const { score } = rescored(log, (copy) => ({
      ...copy,
      hands: copy.hands.slice(0, 2),
      rules: { targetScore: 150 },
    }))

    expect(totalsSeries(score).target).toEqual([150, 150, 150])
  })

  it('has only the starting point before any hand is played', () => {
    const { score } = firstHands('game-won', 0)

    expect(totalsSeries(score)).toEqual({
      labels: [0],
      series: [
        { holder: 'ada', totals: [0] },
        { holder: 'bram', totals: [0] },
      ],
      target: [100],
      goal: 'target',
    })
  })

  it("follows the holders' order, which is the log's", () => {
    const { log } = game('game-won')
    const swapped = rescored(log, (copy) => ({
      ...copy,
      players: [
        { id: 'bram', name: 'Bramwell' },
        { id: 'ada', name: 'Ada' },
      ],
    }))

    const { series } = totalsSeries(swapped.score)
    expect(series.map((line) => [line.holder, line.totals.at(-1)])).toEqual([
      ['bram', 52],
      ['ada', 100],
    ])
  })
})

describe('the running-totals series of a track', () => {
  it("draws the track's last space as the dashed line the totals climb towards", () => {
    const hands = [
      { number: 1, holderTotals: { ada: 0, bram: 4 } },
      { number: 2, holderTotals: { ada: 0, bram: 10 } },
    ]
    const score = {
      hands,
      holders: [
        { kind: 'player', id: 'ada' },
        { kind: 'player', id: 'bram' },
      ],
      series: { kind: 'track', spaces: 10 },
    } as unknown as Parameters<typeof totalsSeries>[0]

    expect(totalsSeries(score)).toEqual({
      labels: [0, 1, 2],
      series: [
        { holder: 'ada', totals: [0, 0, 0] },
        { holder: 'bram', totals: [0, 4, 10] },
      ],
      target: [10, 10, 10],
      goal: 'last-space',
    })
  })
})
