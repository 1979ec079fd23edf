import { describe, expect, it } from 'vitest'
import { gameLogFormat, gameLogVersion } from '../../../src/engine'
import { firstDealerOf, newLogStart } from '../../../src/renderer/src/components/new-game/new-log'

const now = new Date('2026-11-26T20:15:00.000Z')

describe('the start of a new game’s log', () => {
  it('records the format, the id, the game and one time for its creation and last change', () => {
    const start = newLogStart(
      'jekyll-vs-hyde',
      { names: ['Ada', 'Bram'], firstDealer: 0 },
      'g1',
      now,
    )
    expect(start).toMatchObject({
      format: gameLogFormat,
      version: gameLogVersion,
      id: 'g1',
      game: 'jekyll-vs-hyde',
      createdAt: '2026-11-26T20:15:00.000Z',
      updatedAt: '2026-11-26T20:15:00.000Z',
    })
  })

  it('numbers the players in the order typed, their names trimmed', () => {
    const table = { names: [' Ada ', 'Bram', 'Cleo\t'], firstDealer: 2 }
    const start = newLogStart('jekyll-hyde-bambus', table, 'g2', now)
    expect(start.players).toEqual([
      { id: 'p1', name: 'Ada' },
      { id: 'p2', name: 'Bram' },
      { id: 'p3', name: 'Cleo' },
    ])
    expect(firstDealerOf(start, table)).toBe('p3')
    expect(firstDealerOf(start, { ...table, firstDealer: 0 })).toBe('p1')
  })
})
