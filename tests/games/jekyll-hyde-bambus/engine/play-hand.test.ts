import { describe, expect, it } from 'vitest'
import {
  firstLeader,
  playHand,
  sidesOf,
  type CardId,
  type HandTable,
  type Play,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { fourPlayers, gameLog, scoreOf } from './support'

/** Dev (p4) deals; Ada and Cleo (p1, p3) are Jekyll, opposite each other. */
const table: HandTable = { seats: ['p1', 'p2', 'p3', 'p4'], dealer: 'p4', jekyll: ['p1', 'p3'] }

const trick = (...plays: [string, CardId][]): Play[] =>
  plays.map(([seat, card]) => ({ seat, card }))

/** A whole hand: two Transformations hold two tricks, each taken with the next. */
const tricks: Play[][] = [
  trick(['p1', 'j-f6'], ['p2', 'h-a'], ['p3', 'j-b'], ['p4', 'h-f3']), // A: Bram, Hyde
  trick(['p2', 'h-transformation'], ['p3', 'j-c'], ['p4', 'h-f4'], ['p1', 'j-d']), // held
  trick(['p2', 'h-b'], ['p3', 'j-a'], ['p4', 'h-c'], ['p1', 'j-e']), // A: Cleo takes 8
  trick(['p3', 'j-f7'], ['p4', 'h-fury'], ['p1', 'j-charity'], ['p2', 'h-f5']), // first F
  trick(['p3', 'j-transformation'], ['p4', 'h-d'], ['p1', 'j-f3'], ['p2', 'h-e']), // held
  trick(['p3', 'j-pity'], ['p4', 'h-f6'], ['p1', 'j-remorse'], ['p2', 'h-brutality']), // Dev, 8
  trick(['p4', 'h-f7'], ['p1', 'j-f4'], ['p2', 'h-murder'], ['p3', 'j-f5']), // Dev, last
]

describe('a whole hand, trick by trick', () => {
  const played = playHand(table, tricks)

  it('starts with the dealer’s left neighbour and follows each trick’s winner or holder', () => {
    expect(firstLeader(table)).toBe('p1')
    if (!played.ok) expect.fail(JSON.stringify(played))
    expect(played.tricks.map((each) => [each.outcome, each.nextLeader])).toEqual([
      ['won', 'p2'],
      ['held', 'p2'],
      ['won', 'p3'],
      ['won', 'p3'],
      ['held', 'p3'],
      ['won', 'p4'],
      ['won', null],
    ])
    expect(played).toMatchObject({ complete: true, nextLeader: null, waiting: [] })
  })

  it('puts each won trick, with the cards it held, in its winner’s side’s pile', () => {
    if (!played.ok) expect.fail(JSON.stringify(played))
    expect(played.captured).toEqual({
      jekyll: [
        ...['h-transformation', 'j-c', 'h-f4', 'j-d', 'h-b', 'j-a', 'h-c', 'j-e'],
        ...['j-f7', 'h-fury', 'j-charity', 'h-f5'],
      ],
      hyde: [
        ...['j-f6', 'h-a', 'j-b', 'h-f3', 'j-transformation', 'h-d', 'j-f3', 'h-e'],
        ...['j-pity', 'h-f6', 'j-remorse', 'h-brutality', 'h-f7', 'j-f4', 'h-murder', 'j-f5'],
      ],
      neutral: [],
    })
  })

  it('gives piles that make a valid hand: 22 × 1 for Jekyll, 38 × 5 for Hyde', () => {
    if (!played.ok) expect.fail(JSON.stringify(played))
    const hand = { ...table, captured: played.captured }
    const score = scoreOf(gameLog(fourPlayers, [hand]))
    expect(score.hands[0]!.sides).toEqual({
      jekyll: { points: 22, multiplier: 1, score: 22 },
      hyde: { points: 38, multiplier: 5, score: 190 },
    })
  })

  it('in progress, tells who leads next and what waits on the table', () => {
    const twoTricks = playHand(table, tricks.slice(0, 2))
    expect(twoTricks).toMatchObject({
      ok: true,
      complete: false,
      nextLeader: 'p2',
      waiting: ['h-transformation', 'j-c', 'h-f4', 'j-d'],
      captured: { jekyll: [], hyde: ['j-f6', 'h-a', 'j-b', 'h-f3'], neutral: [] },
    })
  })

  it('puts a last trick held by a Transformation, and the trick waiting, in the neutral pile', () => {
    const lastTwo = [
      trick(['p3', 'j-transformation'], ['p4', 'h-d'], ['p1', 'j-f3'], ['p2', 'h-e']),
      trick(['p3', 'j-pity'], ['p4', 'h-transformation'], ['p1', 'j-remorse'], ['p2', 'h-f6']),
    ]
    const opening = [
      trick(['p1', 'j-f6'], ['p2', 'h-a'], ['p3', 'j-b'], ['p4', 'h-f3']),
      trick(['p2', 'h-b'], ['p3', 'j-a'], ['p4', 'h-c'], ['p1', 'j-e']),
      trick(['p3', 'j-f7'], ['p4', 'h-fury'], ['p1', 'j-charity'], ['p2', 'h-f5']),
      trick(['p3', 'j-c'], ['p4', 'h-f7'], ['p1', 'j-d'], ['p2', 'h-f4']),
      trick(['p3', 'j-f4'], ['p4', 'h-brutality'], ['p1', 'j-f5'], ['p2', 'h-murder']),
    ]
    const played = playHand(table, [...opening, ...lastTwo])
    if (!played.ok) expect.fail(JSON.stringify(played))
    expect(played.captured.neutral).toEqual([
      ...['j-transformation', 'h-d', 'j-f3', 'h-e'],
      ...['j-pity', 'h-transformation', 'j-remorse', 'h-f6'],
    ])
    expect(scoreOf(gameLog(fourPlayers, [{ ...table, captured: played.captured }]))).toBeTruthy()
  })
})

describe('3 players', () => {
  const threeTable: HandTable = { seats: ['p1', 'p2', 'ghost', 'p3'], dealer: 'p3', solo: 'p1' }

  it('the solo and the ghost are Hyde, and the solo leads', () => {
    expect(sidesOf(threeTable)).toEqual({ p1: 'hyde', p2: 'jekyll', ghost: 'hyde', p3: 'jekyll' })
    expect(firstLeader(threeTable)).toBe('p1')
  })

  it('a trick the ghost’s card wins is Hyde’s, and the ghost’s seat leads next', () => {
    const played = playHand(threeTable, [
      trick(['p1', 'h-f3'], ['p2', 'j-c'], ['ghost', 'h-a'], ['p3', 'j-b']),
    ])
    expect(played).toMatchObject({
      ok: true,
      nextLeader: 'ghost',
      captured: { hyde: ['h-f3', 'j-c', 'h-a', 'j-b'] },
    })
  })
})

describe('a hand that cannot have been played', () => {
  it('trick-order: a trick goes clockwise from its leader', () => {
    const outOfTurn = [trick(['p2', 'h-a'], ['p3', 'j-b'], ['p4', 'h-f3'], ['p1', 'j-f6'])]
    expect(playHand(table, outOfTurn)).toMatchObject({
      ok: false,
      trick: 1,
      problem: {
        rule: 'trick-order',
        path: 'tricks[0].plays[0].seat',
        params: { trick: 1, player: 'p1' },
      },
    })
  })

  it('trick-order: a hand has 7 tricks', () => {
    const eighth = trick(['p4', 'h-f7'], ['p1', 'j-f4'], ['p2', 'h-murder'], ['p3', 'j-f5'])
    expect(playHand(table, [...tricks, eighth])).toMatchObject({
      ok: false,
      trick: 8,
      problem: { rule: 'trick-order' },
    })
  })

  it('trick-cards: a card is played once in a hand', () => {
    const again = trick(['p2', 'h-b'], ['p3', 'j-b'], ['p4', 'h-c'], ['p1', 'j-e'])
    expect(playHand(table, [tricks[0]!, again])).toMatchObject({
      ok: false,
      trick: 2,
      problem: { rule: 'trick-cards', path: 'tricks[1].plays[1].card', params: { card: 'j-b' } },
    })
  })

  it('any rule of the referee, located in its trick', () => {
    const wrongSide = trick(['p1', 'h-f6'], ['p2', 'h-a'], ['p3', 'j-b'], ['p4', 'j-f3'])
    expect(playHand(table, [wrongSide])).toMatchObject({
      ok: false,
      trick: 1,
      problem: { rule: 'trick-wrong-side', path: 'tricks[0].plays[0].card' },
    })
  })
})
