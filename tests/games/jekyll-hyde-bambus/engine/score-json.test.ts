import { expect, it } from 'vitest'
import { jekyllHydeBambus } from '../../../../src/games/jekyll-hyde-bambus/engine'
import {
  fourPlayerHand,
  fourPlayers,
  gameLog,
  readLog,
  threePlayerHand,
  threePlayers,
} from './support'

const printed = (log: ReturnType<typeof gameLog>) => {
  const read = readLog(log)
  return JSON.stringify(jekyllHydeBambus.scoreJson(read, jekyllHydeBambus.score(read)))
}

it('prints a 4-player game exactly as the spec, field by field and in its order', () => {
  const log = gameLog(fourPlayers, [fourPlayerHand()])
  expect(printed(log)).toBe(
    JSON.stringify({
      game: 'jekyll-hyde-bambus',
      hands: [
        {
          number: 1,
          scores: { p1: 36, p2: 255, p3: 36, p4: 255 },
          sides: {
            jekyll: { points: 9, multiplier: 4, score: 36 },
            hyde: { points: 51, multiplier: 5, score: 255 },
          },
        },
      ],
      totals: { p1: 36, p2: 255, p3: 36, p4: 255 },
      status: 'in-progress',
      winner: null,
      winners: [],
      sideTotals: { jekyll: 36, hyde: 255 },
      winningSide: null,
    }),
  )
})

it('prints a 3-player game exactly as the spec, without sides to total', () => {
  const log = gameLog(threePlayers, [threePlayerHand()])
  expect(printed(log)).toBe(
    JSON.stringify({
      game: 'jekyll-hyde-bambus',
      hands: [
        {
          number: 1,
          solo: 'p1',
          scores: { p1: 14, p2: 318, p3: 318 },
          sides: {
            jekyll: { points: 53, multiplier: 6, score: 318 },
            hyde: { points: 7, multiplier: 2, score: 14 },
          },
        },
      ],
      totals: { p1: 14, p2: 318, p3: 318 },
      status: 'in-progress',
      winner: null,
      winners: [],
    }),
  )
})

it('names the winning side, never a winning player, when a side wins a 4-player game', () => {
  const hands = ['p4', 'p1', 'p2'].map((dealer) =>
    fourPlayerHand({ dealer, captured: { hyde: [] } }),
  )
  const json = JSON.parse(printed(gameLog(fourPlayers, hands))) as Record<string, unknown>
  expect(json).toMatchObject({
    status: 'finished',
    winner: null,
    winners: ['p1', 'p3'],
    winningSide: 'jekyll',
    sideTotals: { jekyll: 1080, hyde: 0 },
  })
})

it('names the single winning player of a 3-player game', () => {
  // The solo takes every card: 360 for Ada alone, past a target of 300.
  const hand = threePlayerHand({ captured: { jekyll: [] } })
  const json = JSON.parse(printed(gameLog(threePlayers, [hand], { targetScore: 300 })))
  expect(json).toMatchObject({
    status: 'finished',
    winner: 'p1',
    winners: ['p1'],
    totals: { p1: 360, p2: 0, p3: 0 },
  })
  expect(json).not.toHaveProperty('sideTotals')
  expect(json).not.toHaveProperty('winningSide')
})
