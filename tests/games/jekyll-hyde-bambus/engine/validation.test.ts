import { describe, expect, it } from 'vitest'
import { cardIds, type CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import {
  error,
  fourPlayerHand,
  fourPlayers,
  gameLog,
  problemsOf,
  readLog,
  threePlayerHand,
  threePlayers,
  warning,
} from './support'

const fourHands = (...hands: unknown[]) => gameLog(fourPlayers, hands)
const threeHands = (...hands: unknown[]) => gameLog(threePlayers, hands)
const ofFourPlayerHand = (overrides: Record<string, unknown>) =>
  problemsOf(fourHands(fourPlayerHand(overrides)))
const ofThreePlayerHand = (overrides: Record<string, unknown>) =>
  problemsOf(threeHands(threePlayerHand(overrides)))
const captured = (piles: Record<string, unknown>) => ofFourPlayerHand({ captured: piles })
const withRules = (rules: unknown, players = fourPlayers, hand: object = fourPlayerHand()) =>
  problemsOf(gameLog(players, [hand], rules))

/** Every card but these, in deck order. */
const allBut = (...cards: CardId[]) => cardIds.filter((card) => !cards.includes(card))

describe('valid hands', () => {
  it('have no problem at all, with 4 players or 3', () => {
    expect(problemsOf(fourHands(fourPlayerHand()))).toEqual([])
    expect(problemsOf(threeHands(threePlayerHand()))).toEqual([])
  })

  it('keep and ignore fields this version does not know', () => {
    const hand = fourPlayerHand({ tricks: 7, table: { lamp: 'green' } })
    expect(problemsOf(fourHands(hand))).toEqual([])
    expect(readLog(fourHands(hand)).hands[0]).toMatchObject({ tricks: 7, table: { lamp: 'green' } })
  })
})

describe('players', () => {
  it('are 3 or 4', () => {
    expect(problemsOf(gameLog(fourPlayers.slice(0, 2), []))).toEqual([error('players', 'players')])
    const five = [...fourPlayers, { id: 'p5', name: 'Eve' }]
    expect(problemsOf(gameLog(five, []))).toEqual([error('players', 'players')])
  })

  it('each have an id of their own: unique, not empty, of letters, digits, - and _', () => {
    const players = [
      { id: 'p1', name: 'Ada' },
      { id: 'p1', name: 'Bram' },
      { id: '', name: 'Cleo' },
      { id: 'Dév', name: 'Dev' },
    ]
    expect(problemsOf(gameLog(players, []))).toEqual([
      error('players[1].id', 'players'),
      error('players[2].id', 'players'),
      error('players[3].id', 'players'),
    ])
  })

  it('may not be called "ghost", the empty seat of a 3-player game', () => {
    const players = [...threePlayers.slice(0, 2), { id: 'ghost', name: 'Casper' }]
    expect(problemsOf(gameLog(players, []))).toEqual([error('players[2].id', 'players')])
  })

  it('have a name', () => {
    const players = [...threePlayers.slice(0, 2), { id: 'p3' }]
    expect(problemsOf(gameLog(players, []))).toEqual([error('players[2].name', 'players')])
  })
})

describe('the rules', () => {
  it('rules: the rules, their variants and their card values are objects', () => {
    expect(withRules([])).toEqual([error('rules', 'rules')])
    expect(withRules({ variants: 'A' })).toEqual([error('rules.variants', 'rules')])
    expect(withRules({ deck: [] })).toEqual([error('rules.deck', 'rules')])
  })

  it('target: the target score is a positive whole number', () => {
    expect(withRules({ targetScore: 0 })).toEqual([error('rules.targetScore', 'target')])
    expect(withRules({ targetScore: 999.5 })).toEqual([error('rules.targetScore', 'target')])
    expect(withRules({ targetScore: '1000' })).toEqual([error('rules.targetScore', 'target')])
    expect(withRules({ targetScore: 500 })).toEqual([])
  })

  it('variant: only seatingCard and endTie, with their own values', () => {
    expect(withRules({ variants: { seatingCard: 'C' } })).toEqual([
      error('rules.variants.seatingCard', 'variant'),
    ])
    expect(withRules({ variants: { endTie: 'sudden-death' } })).toEqual([
      error('rules.variants.endTie', 'variant'),
    ])
    expect(withRules({ variants: { transformationPoints: 'area-owner' } })).toEqual([
      error('rules.variants.transformationPoints', 'variant'),
    ])
  })

  it('variant: firstJekyll is the leader’s team or the dealer’s, nothing else', () => {
    expect(withRules({ variants: { firstJekyll: 'leader' } })).toEqual([])
    expect(withRules({ variants: { firstJekyll: 'dealer' } })).toEqual([])
    for (const value of ['Leader', 'hyde', '', 1, null, { toString: 1 }, ['dealer']]) {
      expect(withRules({ variants: { firstJekyll: value } })).toEqual([
        error('rules.variants.firstJekyll', 'variant'),
      ])
    }
  })

  it('deck: a value for one of the 28 cards, a whole number from 0 to 99', () => {
    expect(withRules({ deck: { 'j-f8': { value: 8 } } })).toEqual([
      error('rules.deck.j-f8', 'deck'),
    ])
    expect(withRules({ deck: { 'h-f6': { value: 100 } } })).toEqual([
      error('rules.deck.h-f6.value', 'deck'),
    ])
    expect(withRules({ deck: { 'h-f6': { value: -1 } } })).toEqual([
      error('rules.deck.h-f6.value', 'deck'),
    ])
    expect(withRules({ deck: { 'h-f6': { value: '6' } } })).toEqual([
      error('rules.deck.h-f6.value', 'deck'),
    ])
    expect(withRules({ deck: { 'h-f6': 6 } })).toEqual([error('rules.deck.h-f6', 'deck')])
    expect(withRules({ deck: { 'h-f6': { value: 0 }, 'j-remorse': { value: 99 } } })).toEqual([])
  })

  it('seating-card-3p: seating card B is refused with 3 players (A4)', () => {
    expect(withRules({ variants: { seatingCard: 'B' } }, threePlayers, threePlayerHand())).toEqual([
      error('rules.variants.seatingCard', 'seating-card-3p'),
    ])
  })
})

describe('hand-shape', () => {
  it('a hand is an object', () => {
    expect(problemsOf(fourHands('p4 dealt'))).toEqual([error('hands[0]', 'hand-shape')])
    expect(problemsOf(fourHands([]))).toEqual([error('hands[0]', 'hand-shape')])
  })

  it('captured is there, and is an object', () => {
    expect(ofFourPlayerHand({ captured: undefined })).toEqual([
      error('hands[0].captured', 'hand-shape'),
    ])
    expect(ofFourPlayerHand({ captured: [] })).toEqual([error('hands[0].captured', 'hand-shape')])
  })

  it('captured holds only the lists jekyll, hyde and neutral: a mistyped pile never gives every card away', () => {
    expect(captured({ jeckyll: ['j-a', 'h-a', 'j-b', 'h-b'] })).toEqual([
      error('hands[0].captured.jeckyll', 'hand-shape'),
    ])
    expect(captured({ jekyll: 'j-a' })).toEqual([error('hands[0].captured.jekyll', 'hand-shape')])
  })

  it('a 4-player hand names its Jekyll team as a list, and no solo', () => {
    expect(ofFourPlayerHand({ jekyll: undefined })).toEqual([
      error('hands[0].jekyll', 'hand-shape'),
    ])
    expect(ofFourPlayerHand({ jekyll: 'p1' })).toEqual([error('hands[0].jekyll', 'hand-shape')])
    expect(ofFourPlayerHand({ solo: 'p1' })).toEqual([error('hands[0].solo', 'hand-shape')])
  })

  it('a 3-player hand names its solo as a string, and no team', () => {
    expect(ofThreePlayerHand({ solo: undefined })).toEqual([error('hands[0].solo', 'hand-shape')])
    expect(ofThreePlayerHand({ solo: ['p1'] })).toEqual([error('hands[0].solo', 'hand-shape')])
    expect(ofThreePlayerHand({ jekyll: ['p2', 'p3'] })).toEqual([
      error('hands[0].jekyll', 'hand-shape'),
    ])
  })

  it('a note is text', () => {
    expect(ofFourPlayerHand({ note: 36 })).toEqual([error('hands[0].note', 'hand-shape')])
  })
})

describe('the table', () => {
  it('seats: exactly the 4 players, or the 3 players and the ghost', () => {
    expect(ofFourPlayerHand({ seats: undefined })).toEqual([error('hands[0].seats', 'seats')])
    expect(ofFourPlayerHand({ seats: ['p1', 'p2', 'p3'] })).toEqual([
      error('hands[0].seats', 'seats'),
    ])
    expect(ofFourPlayerHand({ seats: ['p1', 'p2', 'p3', 'p3'] })).toEqual([
      error('hands[0].seats', 'seats'),
    ])
    expect(ofFourPlayerHand({ seats: ['p1', 'ghost', 'p3', 'p4'] })).toEqual([
      error('hands[0].seats', 'seats'),
    ])
    expect(ofThreePlayerHand({ seats: ['p1', 'p2', 'p4', 'p3'] })).toEqual([
      error('hands[0].seats', 'seats'),
    ])
  })

  it('dealer: one of the players, never the ghost', () => {
    expect(ofFourPlayerHand({ dealer: undefined })).toEqual([error('hands[0].dealer', 'dealer')])
    expect(ofFourPlayerHand({ dealer: 'p5' })).toEqual([error('hands[0].dealer', 'dealer')])
    expect(ofThreePlayerHand({ dealer: 'ghost' })).toEqual([error('hands[0].dealer', 'dealer')])
  })

  it('team: the Jekyll side is 2 different players of the game', () => {
    expect(ofFourPlayerHand({ jekyll: ['p1'] })).toEqual([error('hands[0].jekyll', 'team')])
    expect(ofFourPlayerHand({ jekyll: ['p1', 'p1'] })).toEqual([error('hands[0].jekyll', 'team')])
    expect(ofFourPlayerHand({ jekyll: ['p1', 'p5'] })).toEqual([error('hands[0].jekyll', 'team')])
    expect(ofFourPlayerHand({ jekyll: ['p1', 3] })).toEqual([error('hands[0].jekyll[1]', 'team')])
  })

  it('team-seating: with card A partners sit opposite, with card B side by side', () => {
    expect(ofFourPlayerHand({ jekyll: ['p1', 'p2'] })).toEqual([
      error('hands[0].seats', 'team-seating'),
    ])
    const sideBySide = fourPlayerHand({ jekyll: ['p1', 'p2'] })
    expect(withRules({ variants: { seatingCard: 'B' } }, fourPlayers, sideBySide)).toEqual([])
    expect(withRules({ variants: { seatingCard: 'B' } })).toEqual([
      error('hands[0].seats', 'team-seating'),
    ])
  })

  it('team-changed: teams are drawn once, for the whole game', () => {
    const second = fourPlayerHand({ dealer: 'p1', jekyll: ['p2', 'p4'] })
    expect(problemsOf(fourHands(fourPlayerHand(), second))).toEqual([
      error('hands[1].jekyll', 'team-changed'),
    ])
    const sameTeamOtherWayRound = fourPlayerHand({ dealer: 'p1', jekyll: ['p3', 'p1'] })
    expect(problemsOf(fourHands(fourPlayerHand(), sameTeamOtherWayRound))).toEqual([])
  })

  it('solo: one of the players', () => {
    expect(ofThreePlayerHand({ solo: 'ghost' })).toEqual([error('hands[0].solo', 'solo')])
    expect(ofThreePlayerHand({ solo: 'p4' })).toEqual([error('hands[0].solo', 'solo')])
  })

  it('ghost-seat: the ghost sits opposite the solo', () => {
    expect(ofThreePlayerHand({ seats: ['p1', 'ghost', 'p2', 'p3'] })).toEqual([
      error('hands[0].seats', 'ghost-seat'),
    ])
  })
})

describe('the captured cards', () => {
  it('pile-missing: at least one of the Jekyll and Hyde piles is listed', () => {
    expect(captured({})).toEqual([error('hands[0].captured', 'pile-missing')])
    expect(captured({ neutral: ['j-b', 'h-transformation', 'j-f5', 'h-c'] })).toEqual([
      error('hands[0].captured', 'pile-missing'),
    ])
  })

  it('card-unknown: a listed card is one of the 28 ids, and nothing else follows from it', () => {
    expect(captured({ jekyll: ['j-a', 'h-a', 'j-b', 'h-g'] })).toEqual([
      error('hands[0].captured.jekyll[3]', 'card-unknown'),
    ])
    expect(captured({ jekyll: ['j-a', 'h-a', 'j-b', 7] })).toEqual([
      error('hands[0].captured.jekyll[3]', 'card-unknown'),
    ])
  })

  it('card-repeated: a card twice in one list, or in two lists', () => {
    expect(captured({ jekyll: ['j-a', 'h-a', 'j-a', 'h-b'] })).toEqual([
      error('hands[0].captured.jekyll[2]', 'card-repeated'),
    ])
    const jekyll: CardId[] = ['j-a', 'h-a', 'j-b', 'h-b']
    expect(captured({ jekyll, hyde: [...allBut(...jekyll), 'h-b'] })).toEqual([
      error('hands[0].captured.hyde[24]', 'card-repeated'),
    ])
  })

  it('card-missing: with both piles listed, every card is in some list', () => {
    const jekyll: CardId[] = ['j-a', 'h-a', 'j-b', 'h-b']
    const hyde = allBut(...jekyll, 'h-murder')
    expect(captured({ jekyll, hyde })).toEqual([error('hands[0].captured', 'card-missing')])
  })

  it('pile-size: a pile is whole tricks, a multiple of 4 cards; the pile not listed is not blamed too', () => {
    expect(captured({ jekyll: ['j-a', 'h-a', 'j-b', 'h-b', 'j-c', 'h-c'] })).toEqual([
      error('hands[0].captured.jekyll', 'pile-size'),
    ])
  })

  it('pile-balance: every trick is 2 Jekyll and 2 Hyde cards, so every pile is half and half', () => {
    expect(captured({ hyde: ['j-a', 'h-a', 'j-b', 'j-c'] })).toEqual([
      error('hands[0].captured.hyde', 'pile-balance'),
    ])
    expect(
      captured({
        jekyll: [...['j-a', 'h-a', 'j-b', 'h-b']],
        neutral: ['j-transformation', 'j-c', 'j-d', 'h-f7'],
      }),
    ).toEqual([error('hands[0].captured.neutral', 'pile-balance')])
  })

  it('neutral-size: 0, 4 or 8 neutral cards', () => {
    expect(
      captured({ jekyll: ['j-a', 'h-a', 'j-b', 'h-b'], neutral: ['h-transformation'] }),
    ).toEqual([error('hands[0].captured.neutral', 'neutral-size')])
  })

  it('neutral-transformation: 4 neutral cards hold a Transformation, 8 hold both', () => {
    expect(
      captured({ jekyll: ['j-a', 'h-a', 'j-b', 'h-b'], neutral: ['j-c', 'h-c', 'j-d', 'h-d'] }),
    ).toEqual([error('hands[0].captured.neutral', 'neutral-transformation')])
    const oneOfTwo = ['j-transformation', 'h-c', 'j-d', 'h-d', 'j-e', 'h-e', 'j-f3', 'h-f3']
    expect(captured({ jekyll: ['j-a', 'h-a', 'j-b', 'h-b'], neutral: oneOfTwo })).toEqual([
      error('hands[0].captured.neutral', 'neutral-transformation'),
    ])
  })

  it('held-trick: a pile holding a Transformation holds the next trick too, 8 cards or more', () => {
    expect(captured({ jekyll: ['j-transformation', 'h-a', 'j-a', 'h-f7'] })).toEqual([
      error('hands[0].captured.jekyll', 'held-trick'),
    ])
    // The Hyde pile is not listed: it is every other card, here 4 with a Transformation.
    const hyde: CardId[] = ['h-transformation', 'j-b', 'h-b', 'j-c']
    expect(captured({ jekyll: allBut(...hyde) })).toEqual([
      error('hands[0].captured.hyde', 'held-trick'),
    ])
    // The first size accepted, listed or not: 8 cards with the Transformation.
    const eight: CardId[] = [...hyde, 'h-c', 'j-d', 'h-d', 'j-e']
    expect(captured({ jekyll: allBut(...eight) })).toEqual([])
    expect(captured({ hyde: eight })).toEqual([])
  })
})

describe('the end of the game', () => {
  it('hand-after-end: no hand follows the hand that decided the game', () => {
    const everything = { hyde: [] }
    const hands = ['p4', 'p1', 'p2', 'p3'].map((dealer) =>
      fourPlayerHand({ dealer, captured: everything }),
    )
    expect(problemsOf(fourHands(...hands))).toEqual([error('hands[3]', 'hand-after-end')])
  })

  it('a tie-break hand is not after the end: the game goes on', () => {
    // Each side takes 30 points and its own three actions: 180 each, twice, tied at 360.
    const even = {
      jekyll: ['j-a', 'j-b', 'j-f4', 'j-charity', 'j-pity', 'j-remorse'].concat([
        'h-a',
        'h-b',
        'h-f4',
        'h-f5',
        'h-f6',
        'h-f7',
      ]),
    }
    const hands = ['p4', 'p1', 'p2'].map((dealer, index) =>
      fourPlayerHand({ dealer, captured: index < 2 ? even : { hyde: [] } }),
    )
    expect(problemsOf(gameLog(fourPlayers, hands.slice(0, 2), { targetScore: 300 }))).toEqual([])
    expect(problemsOf(gameLog(fourPlayers, hands, { targetScore: 300 }))).toEqual([])
    const afterTheDecider = fourPlayerHand({ dealer: 'p3', captured: { hyde: [] } })
    expect(
      problemsOf(gameLog(fourPlayers, [...hands, afterTheDecider], { targetScore: 300 })),
    ).toEqual([error('hands[3]', 'hand-after-end')])
  })
})

describe('warnings: the log is still scored', () => {
  it('dealer-out-of-turn, 4 players: the deal passes to the left from the 2nd hand on', () => {
    const second = fourPlayerHand({ dealer: 'p2' })
    expect(problemsOf(fourHands(fourPlayerHand(), second))).toEqual([
      warning('hands[1].dealer', 'dealer-out-of-turn'),
    ])
    expect(problemsOf(fourHands(fourPlayerHand({ dealer: 'p2' })))).toEqual([])
  })

  it('dealer-out-of-turn, 3 players: the dealer sits on the solo’s right, in the first hand too', () => {
    expect(ofThreePlayerHand({ dealer: 'p2' })).toEqual([
      warning('hands[0].dealer', 'dealer-out-of-turn'),
    ])
  })

  it('solo-out-of-turn: the last solo’s right-hand neighbour plays solo next', () => {
    const next = threePlayerHand({ seats: ['p1', 'ghost', 'p2', 'p3'], solo: 'p3', dealer: 'p2' })
    expect(problemsOf(threeHands(threePlayerHand(), next))).toEqual([])
    const wrong = threePlayerHand({ seats: ['p1', 'p2', 'p3', 'ghost'], solo: 'p2', dealer: 'p1' })
    expect(problemsOf(threeHands(threePlayerHand(), wrong))).toEqual([
      warning('hands[1].solo', 'solo-out-of-turn'),
      warning('hands[1].seats', 'seats-moved'),
    ])
  })

  it('seats-moved, 4 players: the clockwise order changed; another starting seat is the same order', () => {
    const rotated = fourPlayerHand({ dealer: 'p1', seats: ['p3', 'p4', 'p1', 'p2'] })
    expect(problemsOf(fourHands(fourPlayerHand(), rotated))).toEqual([])
    const turned = fourPlayerHand({ dealer: 'p3', seats: ['p1', 'p4', 'p3', 'p2'] })
    expect(problemsOf(fourHands(fourPlayerHand(), turned))).toEqual([
      warning('hands[1].seats', 'seats-moved'),
    ])
  })

  it('seats-moved, 3 players: only the solo’s left neighbour moves, into the ghost’s seat', () => {
    const rotated = threePlayerHand({
      seats: ['p3', 'p1', 'ghost', 'p2'],
      solo: 'p3',
      dealer: 'p2',
    })
    expect(problemsOf(threeHands(threePlayerHand(), rotated))).toEqual([])
    const swapped = threePlayerHand({
      seats: ['p2', 'ghost', 'p1', 'p3'],
      solo: 'p3',
      dealer: 'p1',
    })
    expect(problemsOf(threeHands(threePlayerHand(), swapped))).toEqual([
      warning('hands[1].seats', 'seats-moved'),
    ])
  })
})
