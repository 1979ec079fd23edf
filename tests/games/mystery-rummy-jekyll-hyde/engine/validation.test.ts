import { describe, expect, it } from 'vitest'
import { validateGameLog, type GameLog, type Problem } from '../../../../src/engine'
import {
  type HandRecord,
  type MysteryRummyLog,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { adaGoesOut, gameLog } from '../../../support/game-logs'

const problemsOf = (log: GameLog) =>
  validateGameLog(log).map(({ path, rule, severity }: Problem) => ({ path, rule, severity }))

const ofHand = (hand: HandRecord) => problemsOf(gameLog([hand]))

/** Ada went out with ten cards on the table; used as the starting point of each case. */
const plainHand = (overrides: Partial<HandRecord> = {}): HandRecord => ({
  ...adaGoesOut(
    'jekyll',
    { ada: { evidence: { utterson: 5, poole: 5 } }, bram: { evidence: { 'hyde-awakes': 3 } } },
    { bram: { points: 4 } },
  ),
  ...overrides,
})

describe('a valid hand', () => {
  it('has no problem at all', () => {
    expect(ofHand(plainHand())).toEqual([])
  })
})

describe('the deck', () => {
  it('counts each family across both areas and the cards left in hand', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 } },
        bram: { evidence: { 'hyde-awakes': 3, utterson: 1 } },
      },
    })
    expect(ofHand(hand)).toContainEqual({
      path: 'hands[0].areas.ada.evidence.utterson',
      rule: 'deck.card-count',
      severity: 'error',
    })
  })

  it('has 6 Work in Lab and 5 Potions', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 }, workInLab: 4 },
        bram: { evidence: { 'hyde-awakes': 3 }, workInLab: 2 },
      },
      leftInHand: { bram: { cards: { 'work-in-lab': 1, potion: 6 } } },
    })
    expect(ofHand(hand).filter((problem) => problem.rule === 'deck.card-count')).toEqual([
      { path: 'hands[0].areas.ada.workInLab', rule: 'deck.card-count', severity: 'error' },
      { path: 'hands[0].leftInHand.bram.cards.potion', rule: 'deck.card-count', severity: 'error' },
    ])
  })

  it('knows only its own cards', () => {
    const hand = plainHand({
      areas: { ada: { evidence: { utterson: 5, poole: 5, 'jack-the-ripper': 3 } }, bram: {} },
    })
    expect(ofHand(hand)).toContainEqual({
      path: 'hands[0].areas.ada.evidence.jack-the-ripper',
      rule: 'deck.unknown-card',
      severity: 'error',
    })
  })

  it('takes card values that are whole numbers, for cards it knows', () => {
    const log = gameLog([plainHand()], {
      deck: { utterson: { value: 2.5 }, joker: { value: 1 }, poole: { value: 1e308 } },
    })
    expect(problemsOf(log)).toEqual([
      { path: 'rules.deck.utterson.value', rule: 'deck.card-value', severity: 'error' },
      { path: 'rules.deck.joker', rule: 'deck.unknown-card', severity: 'error' },
      { path: 'rules.deck.poole.value', rule: 'deck.card-value', severity: 'error' },
    ])
  })
})

describe('counts', () => {
  it('are whole and not negative', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 }, workInLab: -1 },
        bram: { evidence: { 'hyde-awakes': 3.5 } },
      },
    })
    expect(ofHand(hand)).toEqual(
      expect.arrayContaining([
        { path: 'hands[0].areas.ada.workInLab', rule: 'count.whole', severity: 'error' },
        {
          path: 'hands[0].areas.bram.evidence.hyde-awakes',
          rule: 'count.whole',
          severity: 'error',
        },
      ]),
    )
  })
})

describe('melds', () => {
  it('need 3 cards of a family in some area before any of that family is on the table', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5, 'hyde-awakes': 2 } },
        bram: { evidence: { 'hyde-awakes': 1 } },
      },
    })
    expect(ofHand(hand)).toEqual([
      { path: 'hands[0].areas.ada.evidence.hyde-awakes', rule: 'meld.minimum', severity: 'error' },
    ])
  })

  it('may be laid off on by the other player, whose cards stay in their own area', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5, 'hyde-awakes': 1 } },
        bram: { evidence: { 'hyde-awakes': 3 } },
      },
    })
    expect(ofHand(hand)).toEqual([])
  })
})

describe('the Transformation', () => {
  it('is a single card, played or held', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 }, transformation: { family: 'poole', cards: 5 } },
        bram: { evidence: { 'hyde-awakes': 3 } },
      },
      leftInHand: { bram: { points: 2, transformation: true } },
    })
    expect(ofHand(hand)).toContainEqual({
      path: 'hands[0].areas.ada.transformation',
      rule: 'transformation.single',
      severity: 'error',
    })
  })

  it('covers a J or an H family only, never J/H', () => {
    const hand = plainHand({
      areas: {
        ada: {
          evidence: { utterson: 5, poole: 5, stevenson: 3 },
          transformation: { family: 'stevenson', cards: 3 },
        },
        bram: { evidence: { 'hyde-awakes': 3 } },
      },
    })
    expect(ofHand(hand)).toEqual([
      {
        path: 'hands[0].areas.ada.transformation.family',
        rule: 'transformation.family',
        severity: 'error',
      },
    ])
  })

  it('covers one card or a whole meld, never two cards', () => {
    const two = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 } },
        bram: {
          evidence: { 'hyde-awakes': 3 },
          transformation: { family: 'hyde-awakes', cards: 2 },
        },
      },
    })
    expect(ofHand(two)).toEqual([
      {
        path: 'hands[0].areas.bram.transformation.cards',
        rule: 'transformation.coverage',
        severity: 'error',
      },
    ])
  })

  it('covers between 1 and the cards of that family in its area', () => {
    const over = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 } },
        bram: {
          evidence: { 'hyde-awakes': 3 },
          transformation: { family: 'hyde-awakes', cards: 4 },
        },
      },
    })
    const none = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 } },
        bram: {
          evidence: { 'hyde-awakes': 3 },
          transformation: { family: 'hyde-awakes', cards: 0 },
        },
      },
    })
    const expected = [
      {
        path: 'hands[0].areas.bram.transformation.cards',
        rule: 'transformation.coverage',
        severity: 'error',
      },
    ]
    expect(ofHand(over)).toEqual(expected)
    expect(ofHand(none)).toEqual(expected)
  })
})

describe('players', () => {
  it('are exactly two, with ids of their own', () => {
    const log = {
      ...gameLog([]),
      players: [
        { id: 'ada', name: 'Ada' },
        { id: 'ada', name: 'Ada again' },
        { id: 'cy', name: 'Cy' },
      ],
    }
    expect(problemsOf(log)).toEqual([
      { path: 'players', rule: 'players.count', severity: 'error' },
      { path: 'players[1].id', rule: 'players.unique-id', severity: 'error' },
    ])
  })

  it('have ids that are short names, never a word every object already has', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'has space', '']) {
      const log = {
        ...gameLog([plainHand()]),
        players: [
          { id, name: 'X' },
          { id: 'bram', name: 'Bram' },
        ],
      }
      expect(problemsOf(log)).toEqual([
        { path: 'players[0].id', rule: 'players.id-format', severity: 'error' },
      ])
    }
  })

  it('are the only ids a hand may name', () => {
    const hand = plainHand({ dealer: 'zoe', ending: { type: 'went-out', player: 'ada' } })
    expect(ofHand(hand)).toEqual([
      { path: 'hands[0].dealer', rule: 'players.known-id', severity: 'error' },
    ])
  })
})

describe('going out', () => {
  it('leaves nothing in the hand of the player who went out', () => {
    const hand = plainHand({
      leftInHand: { ada: { cards: { utterson: 0, potion: 1 } }, bram: { points: 4 } },
    })
    expect(ofHand(hand)).toEqual([
      { path: 'hands[0].leftInHand.ada', rule: 'hand.went-out-holds-nothing', severity: 'error' },
    ])
  })

  it('warns when the player who went out put fewer than 10 cards on the table', () => {
    const hand = plainHand({
      areas: {
        ada: { evidence: { utterson: 5, poole: 3 } },
        bram: { evidence: { 'hyde-awakes': 3 } },
      },
    })
    expect(ofHand(hand)).toEqual([
      { path: 'hands[0].areas.ada', rule: 'hand.went-out-card-count', severity: 'warning' },
    ])
  })

  it('warns when nothing is entered as left in the other hand', () => {
    expect(ofHand(plainHand({ leftInHand: {} }))).toEqual([
      { path: 'hands[0].leftInHand', rule: 'hand.left-in-hand-missing', severity: 'warning' },
    ])
  })

  it('takes cards left in hand card by card or as a total, not both', () => {
    const hand = plainHand({ leftInHand: { bram: { cards: { poole: 0 }, points: 3 } as never } })
    expect(ofHand(hand)).toContainEqual({
      path: 'hands[0].leftInHand.bram',
      rule: 'hand.left-in-hand-form',
      severity: 'error',
    })
  })
})

describe('the two forms of cards left in hand', () => {
  it.each([
    [
      'the Transformation of the quick form beside cards',
      { cards: { potion: 1 }, transformation: true },
    ],
    ['cards that are not a list beside a total', { points: 3, cards: 'poole, poole' }],
  ])('are never mixed: %s would be left out of the score', (_case, held) => {
    expect(ofHand(plainHand({ leftInHand: { bram: held as never } }))).toContainEqual({
      path: 'hands[0].leftInHand.bram',
      rule: 'hand.left-in-hand-form',
      severity: 'error',
    })
  })
})

describe('fields this version does not know', () => {
  const unknownField = (path: string) => ({ path, rule: 'log.unknown-field', severity: 'warning' })

  it('are kept, with a warning, wherever they would change nothing in a hand', () => {
    const hand = {
      ...plainHand(),
      dealr: 'bram',
      ending: { type: 'went-out', player: 'ada', after: 'a long turn' },
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 }, workinLab: 2 },
        bram: {
          evidence: { 'hyde-awakes': 3 },
          transformation: { family: 'hyde-awakes', cards: 3, by: 'ada' },
        },
      },
      leftInHand: { bram: { points: 4, potions: 2 } },
    } as HandRecord
    expect(ofHand(hand)).toEqual([
      unknownField('hands[0].dealr'),
      unknownField('hands[0].ending.after'),
      unknownField('hands[0].areas.ada.workinLab'),
      unknownField('hands[0].areas.bram.transformation.by'),
      unknownField('hands[0].leftInHand.bram.potions'),
    ])
  })

  it('are kept, with a warning, in the rules and the card values', () => {
    const log = gameLog([], {
      targetscore: 50,
      deck: { poole: { value: 3, colour: 'blue' } },
    } as MysteryRummyLog['rules'])
    expect(problemsOf(log)).toEqual([
      unknownField('rules.targetscore'),
      unknownField('rules.deck.poole.colour'),
    ])
  })

  it('are kept without a word at the top of the log and beside a player, where other tools add their own', () => {
    const log = {
      ...gameLog([plainHand()]),
      club: 'Baker Street',
      players: [
        { id: 'ada', name: 'Ada', colour: 'red' },
        { id: 'bram', name: 'Bram' },
      ],
    }
    expect(problemsOf(log)).toEqual([])
  })

  it('include no variant: a variant this version does not know is an error', () => {
    const log = gameLog([], {
      variants: { transformationPoints: 'area-owner', doubleStevenson: true } as never,
    })
    expect(problemsOf(log)).toEqual([
      { path: 'rules.variants.doubleStevenson', rule: 'variants.unknown', severity: 'error' },
    ])
  })
})

describe('the series', () => {
  it('has a target score that is a whole number above 0', () => {
    expect(problemsOf(gameLog([], { targetScore: 0 }))).toEqual([
      { path: 'rules.targetScore', rule: 'series.target-score', severity: 'error' },
    ])
  })

  it('records no hand after the game was won', () => {
    const log = gameLog([plainHand(), plainHand()], { targetScore: 30 })
    expect(problemsOf(log)).toEqual([
      { path: 'hands[1]', rule: 'series.after-win', severity: 'error' },
    ])
  })
})

describe('a points total left in hand', () => {
  const boundProblem = {
    path: 'hands[0].leftInHand.bram.points',
    rule: 'hand.points-left-bound',
    severity: 'error',
  }
  const withPoints = (points: number) => plainHand({ leftInHand: { bram: { points } } })

  // The default deck is worth 108 without the Transformation; 5 Utterson, 5 Poole and
  // 3 Hyde Awakes (26 points) are on the table, so Bram can hold 82 at most.
  it('is refused above what the cards not on the table are worth, and accepted at it', () => {
    expect(ofHand(withPoints(83))).toContainEqual(boundProblem)
    expect(ofHand(withPoints(82))).toEqual([])
    expect(ofHand(withPoints(250))).toContainEqual(boundProblem)
  })

  it('names the holder, the total and the most the cards could make', () => {
    const [problem] = validateGameLog(gameLog([withPoints(250)]))
    expect(problem).toMatchObject({ params: { player: 'bram', value: 250, max: 82 } })
    expect(problem!.messageKey).toBe('mystery-rummy-jekyll-hyde.problems.hand.points-left-bound')
  })

  it('follows the game’s card values', () => {
    // Robert Louis Stevenson at 5 instead of 3: four of them add 8 to the bound.
    const rules = { deck: { stevenson: { value: 5 } } }
    expect(problemsOf(gameLog([withPoints(91)], rules))).toContainEqual(boundProblem)
    expect(problemsOf(gameLog([withPoints(90)], rules))).toEqual([])
  })

  it('leaves out the cards entered in the other hand', () => {
    const hand = (points: number): HandRecord => ({
      identity: 'jekyll',
      ending: { type: 'case-file-exhausted' },
      areas: {
        ada: { evidence: { utterson: 5, poole: 5 } },
        bram: { evidence: { 'hyde-awakes': 3 } },
      },
      leftInHand: { ada: { cards: { stevenson: 4 } }, bram: { points } },
    })
    expect(ofHand(hand(71))).toContainEqual(boundProblem)
    expect(ofHand(hand(70))).toEqual([])
  })

  it('is not bounded while a card value is itself wrong (that value says why)', () => {
    const rules = { deck: { stevenson: { value: -1 } } }
    const rulesOf = problemsOf(gameLog([withPoints(250)], rules)).map(({ rule }) => rule)
    expect(rulesOf).toEqual(['deck.card-value'])
  })
})
