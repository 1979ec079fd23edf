// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { HistoryGame } from '../../../src/engine'
import { scoreSeries } from '../../../src/renderer/src/history/score-series'

/** A finished game of Ada and Bram ended on `day`, with their totals; the first listed won. */
function ended(
  day: string,
  totals: [number, number],
  more: Partial<HistoryGame> = {},
): HistoryGame {
  return {
    source: day,
    game: 'race',
    id: `race-${day}`,
    updatedAt: `${day}T21:00:00.000Z`,
    players: [
      { id: 'p1', name: 'Ada' },
      { id: 'p2', name: 'Bram' },
    ],
    length: null,
    firstDealer: null,
    finished: true,
    abandoned: false,
    winners: [totals[0] >= totals[1] ? 'p1' : 'p2'],
    totals: { p1: totals[0], p2: totals[1] },
    sides: [['p1'], ['p2']],
    highestWins: true,
    roles: [],
    variants: [],
    ...more,
  }
}

describe('a person’s final scores at one game, over time', () => {
  it('gives each finished game in the order they ended, with the winner’s total beside', () => {
    const games = [
      ended('2026-10-02', [100, 52]),
      ended('2026-09-01', [100, 140]),
      ended('2026-10-04', [0, 0], { finished: false, winners: [] }),
      ended('2026-10-03', [120, 80], { game: 'other' }),
    ]
    expect(scoreSeries(games, 'ada', 'race')).toEqual([
      { at: '2026-09-01T21:00:00.000Z', number: 1, total: 100, winning: 140 },
      { at: '2026-10-02T21:00:00.000Z', number: 2, total: 100, winning: 100 },
    ])
  })

  it('gives no winner’s total for a draw, or where the totals never pick the winner', () => {
    const drawn = ended('2026-10-05', [90, 90], { winners: [] })
    const track = ended('2026-10-06', [0, 10], { highestWins: false, winners: ['p1'] })
    expect(scoreSeries([drawn, track], 'Ada', 'race').map((point) => point.winning)).toEqual([
      null,
      null,
    ])
  })
})
