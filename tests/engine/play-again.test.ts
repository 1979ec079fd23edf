import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  checkGameLog,
  parseGameLog,
  playAgainLog,
  serialiseGameLog,
  type GameLog,
} from '../../src/engine'

const now = new Date('2026-11-26T21:00:00.000Z')

function fixture(game: string, name: string): GameLog {
  const read = parseGameLog(readFileSync(`tests/games/${game}/fixtures/${name}.json`, 'utf8'))
  if (!read.ok) throw new Error(`fixture ${game}/${name} does not parse`)
  return read.log
}

/** The log as it stood after its first `count` hands (the game went on, or stopped, there). */
const after = (log: GameLog, count: number) =>
  ({ ...log, hands: log.hands.slice(0, count) }) as GameLog

const again = (log: GameLog) =>
  playAgainLog(log, 'next-game', now) as GameLog & {
    firstDealer?: string
  }

describe('play again: what every game keeps and what it starts afresh', () => {
  const games: [string, string][] = [
    ['mystery-rummy-jekyll-hyde', 'game-won'],
    ['mystery-rummy-jack-the-ripper', 'spec-game-log-example'],
    ['jekyll-hyde-bambus', 'game-won-at-1000'],
    ['jekyll-hyde-bambus', 'three-players-full-rotation'],
    ['jekyll-vs-hyde', 'return-match-better-hyde-wins'],
  ]

  it.each(games)(
    '%s: the same game and rules, the same players, no hands, a new id and start',
    (game, name) => {
      const log = fixture(game, name)
      const played = {
        ...log,
        rules: log.rules ?? {},
        title: 'Friday',
        notes: 'dinner at 8',
      } as GameLog
      const next = again(played)
      expect(next).toMatchObject({
        format: played.format,
        version: played.version,
        game: played.game,
        id: 'next-game',
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        hands: [],
      })
      expect(next.rules).toEqual(played.rules)
      expect(next.rules).not.toBe(played.rules)
      expect([...next.players].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...played.players].sort((a, b) => a.id.localeCompare(b.id)),
      )
      // The title and notes were this evening's: the next game starts without them.
      expect(next).not.toHaveProperty('title')
      expect(next).not.toHaveProperty('notes')
      // The new log is one the engine reads back and scores, without a problem.
      const checked = checkGameLog(serialiseGameLog(next))
      expect(checked.ok && checked.warnings).toEqual([])
    },
  )
})

describe('Mystery Rummy: the deal goes on alternating into the next game', () => {
  const played = fixture('mystery-rummy-jekyll-hyde', 'game-won') // dealt by bram, ada, bram

  it('gives the first hand to the player who did not deal the last one', () => {
    expect(again(played).firstDealer).toBe('ada')
    expect(again(after(played, 2)).firstDealer).toBe('bram')
  })

  it('keeps the chosen first dealer of a game with no hand yet', () => {
    expect(again({ ...after(played, 0), firstDealer: 'ada' } as GameLog).firstDealer).toBe('ada')
  })
})

describe('Jack the Ripper: the deal goes on one seat to the left', () => {
  const played = fixture('mystery-rummy-jack-the-ripper', 'spec-game-log-example') // p3 dealt

  it('gives the first hand to the seat after the last dealer, round the table', () => {
    expect(again(played).firstDealer).toBe('p1')
    const secondDealt = { ...played, hands: [{ ...played.hands[0]!, dealer: 'p1' }] } as GameLog
    expect(again(secondDealt).firstDealer).toBe('p2')
  })

  it('names no dealer when the log never named one', () => {
    const unnamed = { ...played, hands: [{ ...played.hands[0]!, dealer: undefined }] } as GameLog
    expect(again(JSON.parse(JSON.stringify(unnamed)) as GameLog)).not.toHaveProperty('firstDealer')
  })
})

describe('Dr. Jekyll & Mr. Hyde: the deal passes on as after every hand', () => {
  it('with 4 players, to the last dealer’s left neighbour', () => {
    const played = fixture('jekyll-hyde-bambus', 'game-won-at-1000') // p4, p1, p2, p3 dealt
    expect(again(played).firstDealer).toBe('p4')
    expect(again(after(played, 1)).firstDealer).toBe('p1')
  })

  it('with 3 players, to the player the next hand would have', () => {
    const played = fixture('jekyll-hyde-bambus', 'three-players-full-rotation') // p3, p2, p1
    expect(again(played).firstDealer).toBe('p3')
    expect(again(after(played, 1)).firstDealer).toBe('p2')
  })
})

describe('Jekyll vs. Hyde: the roles swap, and Hyde deals as always', () => {
  const ids = (log: GameLog) => log.players.map((player) => player.id)

  it('lists the last game’s Hyde first, whom the first round proposes as Jekyll', () => {
    const single = fixture('jekyll-vs-hyde', 'single-hyde-wins-at-the-cap') // p1 is Jekyll
    expect(ids(again(single))).toEqual(['p2', 'p1'])
    expect(again(single)).not.toHaveProperty('firstDealer')
  })

  it('after a return match, swaps from its last game played', () => {
    const match = fixture('jekyll-vs-hyde', 'return-match-better-hyde-wins') // game 2: p2 Jekyll
    expect(ids(again(match))).toEqual(['p1', 'p2'])
    expect(ids(again(after(match, 3)))).toEqual(['p2', 'p1'])
    expect(ids(again(after(match, 4)))).toEqual(['p1', 'p2'])
  })

  it('leaves the players as they are before any round', () => {
    expect(ids(again(after(fixture('jekyll-vs-hyde', 'potions-1-to-4'), 0)))).toEqual(['p1', 'p2'])
  })
})
