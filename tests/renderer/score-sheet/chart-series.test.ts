import { describe, expect, it } from 'vitest'
import { totalsSeries } from '../../../src/renderer/src/components/score-sheet/chart-series'
import { firstHands, game, rescored } from './games'

describe('the running-totals series', () => {
  it('starts at 0 before hand 1, then follows each total hand by hand', () => {
    const { log, score } = game('game-won')

    expect(totalsSeries(log, score)).toEqual({
      labels: [0, 1, 2, 3],
      series: [
        { player: 'ada', name: 'Ada', totals: [0, 52, 52, 100] },
        { player: 'bram', name: 'Bram', totals: [0, 0, 52, 52] },
      ],
      target: [100, 100, 100, 100],
    })
  })

  it('stays flat through a void hand and goes on through the tie-break', () => {
    const { log, score } = game('game-tie-at-target')

    const { labels, series } = totalsSeries(log, score)
    expect(labels).toEqual([0, 1, 2, 3, 4, 5])
    expect(series.map((line) => line.totals)).toEqual([
      [0, 52, 52, 100, 100, 100],
      [0, 0, 52, 100, 100, 140],
    ])
  })

  it('goes below 0 when a hand score is negative', () => {
    const { log, score } = game('transformation-held-in-hand')

    expect(totalsSeries(log, score).series[1]?.totals).toEqual([0, -7])
  })

  it('draws the target the log sets, at every point', () => {
    const { log } = game('game-won')
    const { log: changed, score } = rescored(log, (copy) => ({
      ...copy,
      hands: copy.hands.slice(0, 2),
      rules: { targetScore: 150 },
    }))

    expect(totalsSeries(changed, score).target).toEqual([150, 150, 150])
  })

  it('has only the starting point before any hand is played', () => {
    const { log, score } = firstHands('game-won', 0)

    expect(totalsSeries(log, score)).toEqual({
      labels: [0],
      series: [
        { player: 'ada', name: 'Ada', totals: [0] },
        { player: 'bram', name: 'Bram', totals: [0] },
      ],
      target: [100],
    })
  })

  it("uses the players' names and order from the log", () => {
    const { log } = game('game-won')
    const swapped = rescored(log, (copy) => ({
      ...copy,
      players: [
        { id: 'bram', name: 'Bramwell' },
        { id: 'ada', name: 'Ada' },
      ],
    }))

    const { series } = totalsSeries(swapped.log, swapped.score)
    expect(series.map((line) => [line.name, line.totals.at(-1)])).toEqual([
      ['Bramwell', 52],
      ['Ada', 100],
    ])
  })
})
