import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { handsPastTheEnd } from '../../src/engine/core/hands-past-the-end'
import { gameIds, type GameLog } from '../../src/engine/games'
import { readGameLog, validateGameLog, withHands } from '../../src/engine'

function fixture(game: string, name: string): GameLog {
  const read = readGameLog(
    JSON.parse(readFileSync(`tests/games/${game}/fixtures/${name}.json`, 'utf8')) as unknown,
  )
  if (!read.ok) throw new Error(`${game}/${name} does not read`)
  return read.log
}

/** A finished game of each game whose end depends on its hands: each ends at its last hand. */
const finished: Record<(typeof gameIds)[number], GameLog> = {
  'mystery-rummy-jekyll-hyde': fixture('mystery-rummy-jekyll-hyde', 'game-won'),
  'jekyll-hyde-bambus': fixture('jekyll-hyde-bambus', 'game-won-at-1000'),
  'mystery-rummy-jack-the-ripper': fixture(
    'mystery-rummy-jack-the-ripper',
    'game-tie-break-hand-then-won',
  ),
  'jekyll-vs-hyde': fixture('jekyll-vs-hyde', 'single-hyde-wins-in-round-2'),
}

describe('the hands past the end of a game, as the engine says', () => {
  it.each(gameIds)('are none in a game of %s that ends at its last hand', (game) => {
    expect(handsPastTheEnd(finished[game], validateGameLog)).toEqual([])
  })

  it.each(gameIds)('are every hand recorded after the end of a game of %s', (game) => {
    const log = finished[game]
    const last = log.hands.at(-1)!
    const longer = withHands(log, [...log.hands, last, last] as GameLog['hands'][number][])
    const count = log.hands.length
    expect(handsPastTheEnd(longer, validateGameLog)).toEqual([count, count + 1])
  })

  it('are only the rounds of a return match’s first game after its end, not the second game’s', () => {
    const log = fixture('jekyll-vs-hyde', 'return-match-faster-hyde-wins')
    const hands = [...log.hands] as GameLog['hands'][number][]
    // Game 1 ended at its round 2 (index 1): a third round of game 1 put before game 2 is late.
    hands.splice(2, 0, hands[1]!)
    expect(handsPastTheEnd(withHands(log, hands), validateGameLog)).toEqual([2])
  })

  it('leave a log whose problems are not about the end alone', () => {
    const log = finished['mystery-rummy-jekyll-hyde']
    expect(handsPastTheEnd(log, () => [])).toEqual([])
    const elsewhere = [
      { path: 'hands[0]', rule: 'other', messageKey: 'x', params: {}, severity: 'error' as const },
    ]
    expect(handsPastTheEnd(log, () => elsewhere)).toEqual([])
  })
})
