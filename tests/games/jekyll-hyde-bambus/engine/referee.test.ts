import { describe, expect, it } from 'vitest'
import {
  refereeTrick,
  trickJson,
  type CardId,
  type Play,
  type Side,
  type TrickInput,
} from '../../../../src/games/jekyll-hyde-bambus/engine'

/** Seats clockwise p1 p2 p3 p4; Jekyll p1 and p3, Hyde p2 and p4 (the spec's examples). */
const teams: Record<string, Side> = { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', p4: 'hyde' }

const plays = (...pairs: [string, CardId][]): Play[] =>
  pairs.map(([seat, card]) => ({ seat, card }))

function trick(input: Partial<TrickInput> & Pick<TrickInput, 'plays'>): TrickInput {
  return { sides: teams, waiting: [], last: false, ...input }
}

/** Example 5's cards: the trick a Jekyll Transformation held on the table. */
const heldByExample5: CardId[] = ['j-transformation', 'h-a', 'j-a', 'h-f7']

describe('the spec’s ten examples', () => {
  it('1: B is the strongest card, so p4 wins for Hyde and leads', () => {
    const result = refereeTrick(
      trick({ plays: plays(['p3', 'j-d'], ['p4', 'h-b'], ['p1', 'j-f6'], ['p2', 'h-c']) }),
    )
    expect(trickJson(result)).toEqual({
      outcome: 'won',
      strongest: 1,
      winner: 'p4',
      side: 'hyde',
      nextLeader: 'p4',
      cards: ['j-d', 'h-b', 'j-f6', 'h-c'],
    })
  })

  it('2: of two equal D’s the first played wins: p4 for Hyde', () => {
    const result = refereeTrick(
      trick({ plays: plays(['p4', 'h-d'], ['p1', 'j-d'], ['p2', 'h-f5'], ['p3', 'j-charity']) }),
    )
    expect(result).toMatchObject({ outcome: 'won', strongest: 0, winner: 'p4', side: 'hyde' })
  })

  it('3: all locations are equal whatever their value: p1 wins for Jekyll with the 4', () => {
    const result = refereeTrick(
      trick({ plays: plays(['p1', 'j-f4'], ['p2', 'h-f3'], ['p3', 'j-pity'], ['p4', 'h-f7']) }),
    )
    expect(result).toMatchObject({ outcome: 'won', strongest: 0, winner: 'p1', side: 'jekyll' })
  })

  it('4: the lowest character beats three actions: p1 for Jekyll with E', () => {
    const result = refereeTrick(
      trick({
        plays: plays(['p2', 'h-brutality'], ['p3', 'j-remorse'], ['p4', 'h-murder'], ['p1', 'j-e']),
      }),
    )
    expect(result).toMatchObject({ outcome: 'won', strongest: 3, winner: 'p1', side: 'jekyll' })
  })

  it('5: a Transformation holds the trick: nobody wins, p3 leads, 4 cards wait', () => {
    const result = refereeTrick(
      trick({
        plays: plays(['p3', 'j-transformation'], ['p4', 'h-a'], ['p1', 'j-a'], ['p2', 'h-f7']),
      }),
    )
    expect(trickJson(result)).toEqual({
      outcome: 'held',
      strongest: 0,
      winner: null,
      side: null,
      nextLeader: 'p3',
      cards: heldByExample5,
    })
  })

  it('6: after example 5, D beats E and p2 takes all 8 cards for Hyde', () => {
    const result = refereeTrick(
      trick({
        waiting: heldByExample5,
        plays: plays(['p3', 'j-f3'], ['p4', 'h-e'], ['p1', 'j-f5'], ['p2', 'h-d']),
      }),
    )
    expect(trickJson(result)).toEqual({
      outcome: 'won',
      strongest: 3,
      winner: 'p2',
      side: 'hyde',
      nextLeader: 'p2',
      cards: [...heldByExample5, 'j-f3', 'h-e', 'j-f5', 'h-d'],
    })
  })

  it('7: after example 5, the second Transformation holds again: 8 cards wait and p4 leads', () => {
    const result = refereeTrick(
      trick({
        waiting: heldByExample5,
        plays: plays(['p3', 'j-c'], ['p4', 'h-transformation'], ['p1', 'j-b'], ['p2', 'h-f4']),
      }),
    )
    expect(result).toMatchObject({ outcome: 'held', strongest: 1, nextLeader: 'p4', winner: null })
    expect(result.ok && result.cards).toHaveLength(8)
  })

  it('8: a Transformation in the last trick makes it neutral: the 4 cards score for nobody', () => {
    const result = refereeTrick(
      trick({
        last: true,
        plays: plays(['p1', 'j-b'], ['p2', 'h-transformation'], ['p3', 'j-f5'], ['p4', 'h-c']),
      }),
    )
    expect(trickJson(result)).toEqual({
      outcome: 'neutral',
      strongest: 1,
      winner: null,
      side: null,
      nextLeader: null,
      cards: ['j-b', 'h-transformation', 'j-f5', 'h-c'],
    })
  })

  it('9: with 3 players the ghost is a Hyde seat; of equal E’s the first wins, p3 for Jekyll', () => {
    const result = refereeTrick({
      sides: { p2: 'hyde', ghost: 'hyde', p1: 'jekyll', p3: 'jekyll' },
      waiting: [],
      last: false,
      plays: plays(['p2', 'h-f5'], ['p3', 'j-e'], ['ghost', 'h-e'], ['p1', 'j-f4']),
    })
    expect(result).toMatchObject({ outcome: 'won', strongest: 1, winner: 'p3', side: 'jekyll' })
  })

  it('10: a card counts for the seat whose turn it was, not the hand it came from: p1 wins', () => {
    const result = refereeTrick(
      trick({
        plays: [
          { seat: 'p1', card: 'j-a', from: 'p4' },
          { seat: 'p2', card: 'h-a', from: 'p1' },
          { seat: 'p3', card: 'j-f7' },
          { seat: 'p4', card: 'h-f6' },
        ],
      }),
    )
    expect(result).toMatchObject({ outcome: 'won', strongest: 0, winner: 'p1', side: 'jekyll' })
  })
})

describe('S1’s naming example', () => {
  // Adam and Christian are Hyde, Betty and Doris Jekyll, seated clockwise in that order.
  const sides: Record<string, Side> = {
    Adam: 'hyde',
    Betty: 'jekyll',
    Christian: 'hyde',
    Doris: 'jekyll',
  }
  const named: Play[] = [
    { seat: 'Adam', card: 'h-f4', from: 'Christian' },
    { seat: 'Betty', card: 'j-d', from: 'Adam' },
    { seat: 'Christian', card: 'h-e', from: 'Doris' },
    { seat: 'Doris', card: 'j-f6', from: 'Doris' },
  ]

  it('gives every seat one card, although Doris gave two and Betty none', () => {
    const result = refereeTrick({ sides, waiting: [], last: false, plays: named })
    expect(result).toMatchObject({ outcome: 'won', winner: 'Betty', side: 'jekyll' })
  })

  it('decides the same whoever gave the cards', () => {
    const withoutGivers = named.map(({ seat, card }) => ({ seat, card }))
    expect(refereeTrick({ sides, waiting: [], last: false, plays: withoutGivers })).toEqual(
      refereeTrick({ sides, waiting: [], last: false, plays: named }),
    )
  })
})

describe('a trick that cannot have been played', () => {
  const legal = plays(['p1', 'j-b'], ['p2', 'h-c'], ['p3', 'j-f5'], ['p4', 'h-d'])
  const ruleOf = (input: TrickInput) => {
    const result = refereeTrick(input)
    return result.ok ? null : result.problem.rule
  }

  it('has no outcome, only the rule it breaks', () => {
    const result = refereeTrick(trick({ plays: legal.slice(0, 3) }))
    expect(trickJson(result)).toEqual({ error: 'trick-seats' })
  })

  it('trick-seats: fewer than 4 cards, a seat twice, a seat not at the table, or 3 seats of a side', () => {
    expect(ruleOf(trick({ plays: legal.slice(0, 3) }))).toBe('trick-seats')
    expect(ruleOf(trick({ plays: [...legal.slice(0, 3), { seat: 'p1', card: 'j-c' }] }))).toBe(
      'trick-seats',
    )
    expect(ruleOf(trick({ plays: [...legal.slice(0, 3), { seat: 'p9', card: 'h-e' }] }))).toBe(
      'trick-seats',
    )
    expect(ruleOf(trick({ sides: { ...teams, p4: 'jekyll' }, plays: legal }))).toBe('trick-seats')
  })

  it('trick-cards: an unknown card, or a card twice among the waiting and played cards', () => {
    const unknown = [...legal.slice(0, 3), { seat: 'p4', card: 'h-g' as CardId }]
    expect(ruleOf(trick({ plays: unknown }))).toBe('trick-cards')
    const twice = [...legal.slice(0, 2), { seat: 'p3', card: 'j-b' as CardId }, legal[3]!]
    expect(ruleOf(trick({ plays: twice }))).toBe('trick-cards')
    const waiting: CardId[] = ['j-transformation', 'h-a', 'j-b', 'h-f7']
    expect(ruleOf(trick({ waiting, plays: legal }))).toBe('trick-cards')
  })

  it('trick-wrong-side: a card of the other side in front of a seat', () => {
    const wrong = [legal[0]!, { seat: 'p2', card: 'j-c' as CardId }, ...legal.slice(2)]
    const result = refereeTrick(trick({ plays: wrong }))
    expect(result.ok ? null : result.problem).toMatchObject({
      rule: 'trick-wrong-side',
      path: 'plays[1].card',
      params: { card: 'j-c', player: 'p2' },
    })
  })

  it('trick-waiting: not 0, 4 or 8 cards, 4 without a Transformation, 8 without both', () => {
    expect(ruleOf(trick({ waiting: ['j-transformation', 'h-a', 'j-a'], plays: legal }))).toBe(
      'trick-waiting',
    )
    expect(ruleOf(trick({ waiting: ['j-a', 'h-a', 'j-c', 'h-f7'], plays: legal }))).toBe(
      'trick-waiting',
    )
    const oneTransformation: CardId[] = [
      'j-transformation',
      'h-a',
      'j-a',
      'h-f7',
      'j-c',
      'h-b',
      'j-e',
      'h-f4',
    ]
    expect(ruleOf(trick({ waiting: oneTransformation, plays: legal }))).toBe('trick-waiting')
  })
})

describe('Transformations', () => {
  it('both in one trick: the first played is the strongest, and its seat leads', () => {
    const result = refereeTrick(
      trick({
        plays: plays(
          ['p2', 'h-f3'],
          ['p3', 'j-transformation'],
          ['p4', 'h-transformation'],
          ['p1', 'j-a'],
        ),
      }),
    )
    expect(result).toMatchObject({ outcome: 'held', strongest: 1, nextLeader: 'p3' })
  })

  it('the seat in front of which it lies leads, even when another hand supplied it (A6)', () => {
    const result = refereeTrick(
      trick({
        plays: [
          { seat: 'p1', card: 'j-f3' },
          { seat: 'p2', card: 'h-transformation', from: 'p1' },
          { seat: 'p3', card: 'j-a' },
          { seat: 'p4', card: 'h-b' },
        ],
      }),
    )
    expect(result).toMatchObject({ outcome: 'held', nextLeader: 'p2' })
  })

  it('a last trick held with a trick waiting leaves all 8 cards neutral (A1)', () => {
    const result = refereeTrick(
      trick({
        last: true,
        waiting: heldByExample5,
        plays: plays(['p3', 'j-c'], ['p4', 'h-transformation'], ['p1', 'j-b'], ['p2', 'h-f4']),
      }),
    )
    expect(result).toMatchObject({ outcome: 'neutral', nextLeader: null })
    expect(result.ok && result.cards).toEqual([
      ...heldByExample5,
      'j-c',
      'h-transformation',
      'j-b',
      'h-f4',
    ])
  })

  it('a last trick that is won goes to its winner with the waiting cards; nobody leads after it', () => {
    const result = refereeTrick(
      trick({
        last: true,
        waiting: heldByExample5,
        plays: plays(['p3', 'j-c'], ['p4', 'h-b'], ['p1', 'j-f4'], ['p2', 'h-f3']),
      }),
    )
    expect(result).toMatchObject({ outcome: 'won', winner: 'p4', side: 'hyde', nextLeader: null })
    expect(result.ok && result.cards).toHaveLength(8)
  })
})
