import { describe, expect, it } from 'vitest'
import { parseGameLog, serialiseGameLog } from '../../../../src/engine'
import { gameLog, soundHand } from './support'

const problemsReading = (text: string) => {
  const read = parseGameLog(text)
  return read.ok
    ? []
    : read.problems.map(({ rule, path, messageKey }) => ({ rule, path, messageKey }))
}

describe('reading a Jack the Ripper log', () => {
  it('refuses a reserved key where an id belongs, as an unknown id of that place', () => {
    const text = serialiseGameLog(gameLog([soundHand()])).replace(
      '"victim-kelly": 1',
      '"victim-kelly": 1, "__proto__": 1',
    )
    expect(problemsReading(text)).toEqual([
      {
        rule: 'unknown-id',
        path: 'hands[0].leftInHand.bram.cards.__proto__',
        messageKey: 'mystery-rummy-jack-the-ripper.problems.unknown-id',
      },
    ])
  })

  it('names the rule of a field of the wrong JSON type by where it stands', () => {
    const log = gameLog([
      soundHand({ leftInHand: { bram: { cards: { gull: '2' } } } }),
      soundHand({ ending: { type: 'went-out' } }),
      soundHand({ votes: { ada: 3 } }),
    ])
    expect(problemsReading(serialiseGameLog(log)).map(({ rule, path }) => [rule, path])).toEqual([
      ['bad-number', 'hands[0].leftInHand.bram.cards.gull'],
      ['bad-ending', 'hands[1].ending.player'],
      ['unknown-id', 'hands[2].votes.ada'],
    ])
  })

  it('refuses `hands` that is not a list', () => {
    const text = serialiseGameLog({ ...gameLog([]), hands: {} })
    expect(problemsReading(text).map(({ rule, path }) => [rule, path])).toEqual([
      ['bad-hand', 'hands'],
    ])
  })
})
