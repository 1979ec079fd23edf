import { describe, expect, it } from 'vitest'
import { nextHandTable } from '../../../../src/games/jekyll-hyde-bambus/engine'
import {
  fourPlayerHand,
  fourPlayers,
  gameLog,
  readLog,
  threePlayerHand,
  threePlayers,
} from './support'

describe('the table the next hand is expected at', () => {
  it('4 players: the same seats and team, the last dealer’s left neighbour dealing', () => {
    const log = readLog(gameLog(fourPlayers, [fourPlayerHand({ dealer: 'p4' })]))
    expect(nextHandTable(log)).toEqual({
      seats: ['p1', 'p2', 'p3', 'p4'],
      jekyll: ['p1', 'p3'],
      dealer: 'p1',
    })
  })

  it('3 players: the solo’s left neighbour moves into the ghost’s seat and deals; the right one is solo', () => {
    // The spec's example: after [p1, p2, ghost, p3] with p1 solo comes [p1, ghost, p2, p3], p3 solo, p2 dealing.
    const log = readLog(gameLog(threePlayers, [threePlayerHand()]))
    expect(nextHandTable(log)).toEqual({
      seats: ['p1', 'ghost', 'p2', 'p3'],
      solo: 'p3',
      dealer: 'p2',
    })
  })

  it('before the first hand: the players in their order round the table, the first dealer’s left neighbour leading', () => {
    // Ada, Bram, Cleo, Dev clockwise, Ada dealing: Bram leads, so Bram's side is Dr. Jekyll.
    const adaDeals = (variants: object) =>
      readLog({ ...gameLog(fourPlayers, [], { variants }), firstDealer: 'p1' })
    expect(nextHandTable(adaDeals({ seatingCard: 'A' }))).toEqual({
      seats: ['p1', 'p2', 'p3', 'p4'],
      jekyll: ['p2', 'p4'],
      dealer: 'p1',
    })
    expect(nextHandTable(adaDeals({ seatingCard: 'B' })).jekyll).toEqual(['p2', 'p3'])
    // With 3, Bram leads as the solo and the ghost sits opposite him, between Cleo and Ada.
    const threeAdaDeals = readLog({ ...gameLog(threePlayers, []), firstDealer: 'p1' })
    expect(nextHandTable(threeAdaDeals)).toEqual({
      seats: ['p1', 'p2', 'p3', 'ghost'],
      solo: 'p2',
      dealer: 'p1',
    })
  })

  it('before the first hand: the first dealer’s team plays Dr. Jekyll when the log says so, with either card', () => {
    const adaDeals = (variants: object) =>
      readLog({ ...gameLog(fourPlayers, [], { variants }), firstDealer: 'p1' })
    // Card A: Ada and Cleo sit opposite; card B: Ada and Dev, on her right, sit side by side.
    expect(nextHandTable(adaDeals({ firstJekyll: 'dealer' }))).toEqual({
      seats: ['p1', 'p2', 'p3', 'p4'],
      jekyll: ['p1', 'p3'],
      dealer: 'p1',
    })
    expect(nextHandTable(adaDeals({ seatingCard: 'B', firstJekyll: 'dealer' })).jekyll).toEqual([
      'p1',
      'p4',
    ])
    expect(nextHandTable(adaDeals({ firstJekyll: 'leader' })).jekyll).toEqual(['p2', 'p4'])
    // With 3 players the solo plays Mr. Hyde whatever it says.
    const three = readLog({
      ...gameLog(threePlayers, [], { variants: { firstJekyll: 'dealer' } }),
      firstDealer: 'p1',
    })
    expect(nextHandTable(three).solo).toBe('p2')
  })

  it('after the first hand the team is the one entered, whatever the setting', () => {
    const log = readLog(
      gameLog(fourPlayers, [fourPlayerHand({ dealer: 'p4' })], {
        variants: { firstJekyll: 'dealer' },
      }),
    )
    expect(nextHandTable(log).jekyll).toEqual(['p1', 'p3'])
  })

  it('before the first hand of a log that names no first dealer: the last player deals', () => {
    expect(nextHandTable(readLog(gameLog(fourPlayers, [])))).toEqual({
      seats: ['p1', 'p2', 'p3', 'p4'],
      jekyll: ['p1', 'p3'],
      dealer: 'p4',
    })
    const sideBySide = readLog(gameLog(fourPlayers, [], { variants: { seatingCard: 'B' } }))
    expect(nextHandTable(sideBySide).jekyll).toEqual(['p1', 'p2'])
    expect(nextHandTable(readLog(gameLog(threePlayers, [])))).toEqual({
      seats: ['p1', 'p2', 'ghost', 'p3'],
      solo: 'p1',
      dealer: 'p3',
    })
  })
})
