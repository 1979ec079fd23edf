import { describe, expect, it } from 'vitest'
import { jekyllHydeBambus, type CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { render } from './phrases'
import {
  fourPlayerHand,
  fourPlayers,
  gameLog,
  readLog,
  rulebookJekyllPile,
  threePlayerHand,
  threePlayers,
} from './support'

const factsOf = (hand: object, players = fourPlayers, rules?: object) =>
  jekyllHydeBambus.explainHand(readLog(gameLog(players, [hand], rules)), 1)!

const partOf = (hand: object, side: 'jekyll' | 'hyde', players = fourPlayers, rules?: object) =>
  factsOf(hand, players, rules).parts.find((part) => part.id === side)!

const linesOf = (hand: object, side: 'jekyll' | 'hyde', players = fourPlayers, rules?: object) =>
  partOf(hand, side, players, rules).lines.map((line) => [
    line.rule,
    render(line.text),
    line.points,
  ])

describe('the dispute view of S1’s example', () => {
  it('shows each point card with its value, the own actions, the denied one, and the formula', () => {
    expect(linesOf(fourPlayerHand(), 'jekyll')).toEqual([
      ['score-points', "Mr. Hyde's apartment (6, Hyde): worth 6", null],
      ['score-points', 'Mr. Utterson (B, Jekyll): worth 1', null],
      ['score-points', 'Dr. Lanyon (C, Jekyll): worth 1', null],
      ['score-points', 'Mr. Hyde (A): worth 1', null],
      ['score-transformation', 'Transformation (Hyde): a Transformation, worth 0', null],
      ['score-own-action', 'Charity: its own action, ×1', null],
      ['score-own-action', 'Remorse: its own action, ×3', null],
      [
        'score-denied-action',
        "Fury (Mr. Hyde's): worth nothing to Dr. Jekyll, denied to Mr. Hyde",
        null,
      ],
      ['score-formula', '(6 + 1 + 1 + 1) × (1 + 3) = 36', 36],
    ])
  })

  it('gives each side’s score to both partners', () => {
    const facts = factsOf(fourPlayerHand())
    expect(facts.parts.map(({ id, receivers, score }) => ({ id, receivers, score }))).toEqual([
      { id: 'jekyll', receivers: ['p1', 'p3'], score: 36 },
      { id: 'hyde', receivers: ['p2', 'p4'], score: 255 },
    ])
  })

  it('gives the other 20 cards to Hyde: 51 points times Brutality and Murder', () => {
    const lines = linesOf(fourPlayerHand(), 'hyde')
    expect(lines.at(-1)).toEqual([
      'score-formula',
      '(7 + 7 + 6 + 5 + 5 + 4 + 4 + 3 + 3 + 1 + 1 + 1 + 1 + 1 + 1 + 1) × (2 + 3) = 255',
      255,
    ])
    expect(lines.filter(([rule]) => rule === 'score-own-action').map(([, text]) => text)).toEqual([
      'Brutality: its own action, ×2',
      'Murder: its own action, ×3',
    ])
  })

  it('reads in French too', () => {
    const jekyll = partOf(fourPlayerHand(), 'jekyll')
    expect(jekyll.lines.map((line) => render(line.text, 'fr'))).toEqual([
      'L’appartement de Mr Hyde (6, Hyde)\u00a0: vaut 6',
      'Mr Utterson (B, Jekyll)\u00a0: vaut 1',
      'Dr Lanyon (C, Jekyll)\u00a0: vaut 1',
      'M. Hyde (A)\u00a0: vaut 1',
      'Transformation (Hyde)\u00a0: une Transformation, vaut 0',
      'Charité\u00a0: action de son propre camp, ×1',
      'Remords\u00a0: action de son propre camp, ×3',
      'Fureur (de Mr Hyde)\u00a0: ne rapporte rien au Dr Jekyll, mais en prive Mr Hyde',
      '(6 + 1 + 1 + 1) × (1 + 3) = 36',
    ])
  })
})

describe('a side without an own action', () => {
  const jekyll: CardId[] = [
    ...(['h-f3', 'h-f4', 'h-f5', 'h-f6', 'h-f7', 'j-a', 'j-b', 'j-c', 'j-e'] as const),
    ...(['j-f3', 'j-f4', 'h-fury'] as const),
  ]

  it('scores its 36 points times 0: nothing', () => {
    const lines = linesOf(fourPlayerHand({ captured: { jekyll } }), 'jekyll')
    expect(lines.slice(-2)).toEqual([
      [
        'score-no-own-action',
        'Dr. Jekyll took none of its own actions: its multiplier is 0, so it scores nothing',
        null,
      ],
      ['score-formula', '(7 + 6 + 5 + 4 + 4 + 3 + 3 + 1 + 1 + 1 + 1) × (0) = 0', 0],
    ])
  })

  it('is marked in the sheet, in its own column', () => {
    const { badges } = factsOf(fourPlayerHand({ captured: { jekyll } }))
    expect(badges).toContainEqual({
      holder: 'jekyll',
      rule: 'score-no-own-action',
      text: {
        key: 'jekyll-hyde-bambus.badges.no-own-action',
        params: { side: { key: 'jekyll-hyde-bambus.sides.jekyll' } },
      },
    })
  })
})

describe('neutral cards', () => {
  const neutral: CardId[] = ['j-b', 'h-transformation', 'j-f5', 'h-c']
  const jekyll: CardId[] = [
    'j-charity',
    'j-remorse',
    'h-fury',
    'h-f7',
    'j-a',
    'h-a',
    'j-f7',
    'h-f6',
  ]
  const hand = fourPlayerHand({ captured: { jekyll, neutral } })

  it('score for nobody, each named as such', () => {
    expect(factsOf(hand).notes.map((line) => [line.rule, render(line.text), line.points])).toEqual([
      [
        'score-neutral',
        'Neutral pile, 4 cards: a Transformation in the last trick, so they score for nobody',
        null,
      ],
      ['score-neutral', 'Mr. Utterson (B, Jekyll) (1): scores for nobody', null],
      ['score-neutral', 'Location 5 (Jekyll) (5): scores for nobody', null],
      ['score-neutral', 'Transformation (Hyde) (0): scores for nobody', null],
      ['score-neutral', 'Dr. Lanyon (C, Hyde) (1): scores for nobody', null],
    ])
  })

  it('are left out of both sides’ points', () => {
    const facts = factsOf(hand)
    const points = facts.parts.map(
      (part) => part.lines.find((line) => line.rule === 'score-formula')!.text.params!.pointTotal,
    )
    expect(points).toEqual([22, 31])
  })

  it('leave no note when there are none', () => {
    expect(factsOf(fourPlayerHand()).notes).toEqual([])
  })
})

describe('3 players', () => {
  it('the Jekyll part goes to both Jekyll players in full, the Hyde part to the solo (A2)', () => {
    const facts = factsOf(threePlayerHand(), threePlayers)
    expect(facts.parts.map(({ id, receivers, score }) => ({ id, receivers, score }))).toEqual([
      { id: 'jekyll', receivers: ['p2', 'p3'], score: 318 },
      { id: 'hyde', receivers: ['p1'], score: 14 },
    ])
    expect(render(facts.parts[0]!.lines.at(-1)!.text)).toBe(
      "Bram and Cleo each receive the full 318: with 3 players, both Jekyll players score their side's points",
    )
  })

  it('shows the solo’s formula: (1 + 1 + 5) × (2) = 14', () => {
    expect(linesOf(threePlayerHand(), 'hyde', threePlayers).at(-1)).toEqual([
      'score-formula',
      '(5 + 1 + 1) × (2) = 14',
      14,
    ])
  })
})

describe('changed card values', () => {
  it('are the values the lines show and the formula uses', () => {
    const rules = { deck: { 'h-f6': { value: 8 }, 'j-remorse': { value: 4 } } }
    const lines = linesOf(fourPlayerHand(), 'jekyll', fourPlayers, rules)
    expect(lines[0]).toEqual(['score-points', "Mr. Hyde's apartment (6, Hyde): worth 8", null])
    expect(lines.at(-1)).toEqual(['score-formula', '(8 + 1 + 1 + 1) × (1 + 4) = 55', 55])
  })
})

it('lists cards in the same order however the pile was entered', () => {
  const reversed = fourPlayerHand({ captured: { jekyll: [...rulebookJekyllPile].reverse() } })
  expect(factsOf(reversed)).toEqual(factsOf(fourPlayerHand()))
})

it('has no breakdown for a hand that is not there', () => {
  expect(jekyllHydeBambus.explainHand(readLog(gameLog(fourPlayers, [fourPlayerHand()])), 2)).toBe(
    null,
  )
})

describe('what heads a hand, and its cells in the sheet', () => {
  it('3 players: who played solo and who dealt', () => {
    const facts = factsOf(threePlayerHand({ note: 'Cleo shuffled' }), threePlayers)
    expect(facts.summary.map((phrase) => render(phrase))).toEqual([
      'Ada plays solo',
      'dealt by Cleo',
    ])
    expect(facts.sheet).toEqual({ before: [{ player: 'p3' }, { player: 'p1' }], after: [] })
    expect(facts.note).toBe('Cleo shuffled')
  })

  it('4 players: who dealt, and how many cards scored for nobody', () => {
    const neutral = ['j-b', 'h-transformation', 'j-f5', 'h-c']
    const jekyll = ['j-charity', 'j-remorse', 'h-fury', 'h-f7', 'j-a', 'h-a', 'j-f7', 'h-f6']
    const facts = factsOf(fourPlayerHand({ captured: { jekyll, neutral } }))
    expect(facts.summary.map((phrase) => render(phrase, 'fr'))).toEqual([
      'donneur\u00a0: Dev',
      '4 cartes ne comptent pour personne',
    ])
    expect(facts.sheet).toEqual({ before: [{ player: 'p4' }], after: [] })
    expect(facts).not.toHaveProperty('note')
  })
})

it('marks a side without an own action, not one whose actions were given the value 0', () => {
  const rules = { deck: { 'j-charity': { value: 0 }, 'j-remorse': { value: 0 } } }
  const facts = factsOf(fourPlayerHand(), fourPlayers, rules)
  expect(facts.parts[0]!.score).toBe(0)
  expect(facts.badges.filter((badge) => badge.rule === 'score-no-own-action')).toEqual([])
  expect(facts.parts[0]!.lines.map((line) => line.rule)).not.toContain('score-no-own-action')
})
