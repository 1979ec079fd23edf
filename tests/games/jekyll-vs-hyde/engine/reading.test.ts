import { describe, expect, it } from 'vitest'
import { checkGameLog, parseGameLog } from '../../../../src/engine'
import { gameLog, round } from './support'

function problemsOf(hands: unknown[], rules?: unknown) {
  const read = parseGameLog(JSON.stringify(gameLog(hands, rules)))
  return read.ok ? [] : read.problems.map(({ path, rule }) => ({ path, rule }))
}

describe('reading a log: a field of the wrong JSON type breaks the rule of its place', () => {
  it.each([
    ['a round that is not an object', ['round 1'], 'hands[0]', 'hand-shape'],
    ['a round without tricks', [{ jekyll: 'p1' }], 'hands[0].tricks', 'hand-shape'],
    ['a note that is not text', [{ ...round('p1', 5), note: 3 }], 'hands[0].note', 'hand-shape'],
    [
      'a game that is not a number',
      [{ ...round('p1', 5), game: '1' }],
      'hands[0].game',
      'game-index',
    ],
    ['a Jekyll that is not an id', [{ ...round('p1', 5), jekyll: 1 }], 'hands[0].jekyll', 'role'],
    [
      'tricks that are a list',
      [{ jekyll: 'p1', tricks: [5, 5] }],
      'hands[0].tricks',
      'tricks-players',
    ],
    [
      'a count that is text',
      [{ jekyll: 'p1', tricks: { p1: '5', p2: 5 } }],
      'hands[0].tricks.p1',
      'tricks-count',
    ],
    [
      'a record that is not a list',
      [{ ...round('p1', 5), record: {} }],
      'hands[0].record',
      'record-length',
    ],
    [
      'a trick that is not an object',
      [{ ...round('p1', 5), record: [[]] }],
      'hands[0].record[0]',
      'record-shape',
    ],
    [
      'a card that is not text',
      [{ ...round('p1', 5), record: [{ cards: [6, 'wrath-4'] }] }],
      'hands[0].record[0].cards[0]',
      'record-card',
    ],
    [
      'a call that is not text',
      [{ ...round('p1', 5), record: [{ cards: ['potion-2', 'wrath-4'], call: 1 }] }],
      'hands[0].record[0].call',
      'record-call',
    ],
  ])('%s', (_, hands, path, rule) => {
    expect(problemsOf(hands)).toEqual([{ path, rule }])
  })

  it('reports only the first round at fault, as validation does', () => {
    const hands = [
      round('p1', 5),
      { jekyll: 2, tricks: { p1: 5, p2: 5 } },
      { jekyll: 'p1', tricks: 3 },
    ]
    expect(problemsOf(hands)).toEqual([{ path: 'hands[1].jekyll', rule: 'role' }])
  })

  it('refuses a reserved key where a player id belongs as an unknown player', () => {
    const text =
      '{"format":"casebook/game-log","version":1,"game":"jekyll-vs-hyde","players":[{"id":"p1","name":"A"},{"id":"p2","name":"B"}],"hands":[{"jekyll":"p1","tricks":{"p1":5,"__proto__":5}}]}'
    const read = parseGameLog(text)
    expect(read.ok ? [] : read.problems.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: 'hands[0].tricks.__proto__', rule: 'tricks-players' },
    ])
  })

  it('blames the players, not their rounds, for a player id that is a reserved name', () => {
    const text =
      '{"format":"casebook/game-log","version":1,"game":"jekyll-vs-hyde","players":[{"id":"constructor","name":"A"},{"id":"p2","name":"B"}],"hands":[{"jekyll":"p2","tricks":{"constructor":5,"p2":5}}]}'
    const checked = checkGameLog(text)
    expect(checked.ok ? [] : checked.problems.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: 'players[0].id', rule: 'players' },
    ])
  })

  it('refuses rules, variants or a deck that are not objects', () => {
    expect(problemsOf([], { variants: 'return-match' })).toEqual([
      { path: 'rules.variants', rule: 'rules' },
    ])
    expect(problemsOf([], { targetScore: '10' })).toEqual([
      { path: 'rules.targetScore', rule: 'target' },
    ])
  })
})
