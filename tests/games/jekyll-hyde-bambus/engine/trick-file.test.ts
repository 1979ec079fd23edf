import { describe, expect, it } from 'vitest'
import {
  explainTrick,
  jekyllHydeBambus,
  readTrickInput,
  refereeTrick,
  type TrickResult,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { render } from './phrases'

/** The spec's trick file, as `casebook trick FILE` reads it. */
const specTrick = {
  game: 'jekyll-hyde-bambus',
  sides: { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', p4: 'hyde' },
  waiting: [],
  last: false,
  plays: [
    { seat: 'p1', card: 'j-b' },
    { seat: 'p2', card: 'h-a' },
    { seat: 'p3', card: 'j-f7' },
    { seat: 'p4', card: 'h-e' },
  ],
}

const ruleOf = (value: unknown) => {
  const read = readTrickInput(value)
  return read.ok ? null : { rule: read.problem.rule, path: read.problem.path }
}

describe('reading a trick file', () => {
  it('gives the referee its input', () => {
    expect(readTrickInput(specTrick)).toEqual({
      ok: true,
      input: {
        sides: specTrick.sides,
        waiting: [],
        last: false,
        plays: specTrick.plays,
      },
    })
  })

  it('keeps who gave a card, and takes no waiting cards and a trick that is not the last when they are left out', () => {
    const short = { game: specTrick.game, sides: specTrick.sides }
    const plays = [{ ...specTrick.plays[0]!, from: 'p4' }, ...specTrick.plays.slice(1)]
    const read = readTrickInput({ ...short, plays })
    expect(read).toMatchObject({ ok: true, input: { waiting: [], last: false, plays } })
  })

  it('trick-file: an object of this game, with last true or false', () => {
    expect(ruleOf([specTrick])).toEqual({ rule: 'trick-file', path: 'game' })
    expect(ruleOf({ ...specTrick, game: 'jekyll-vs-hyde' })).toEqual({
      rule: 'trick-file',
      path: 'game',
    })
    expect(ruleOf({ ...specTrick, last: 'no' })).toEqual({ rule: 'trick-file', path: 'last' })
  })

  it('trick-seats: the sides of the seats, and each play from a seat', () => {
    expect(ruleOf({ ...specTrick, sides: ['p1'] })).toEqual({ rule: 'trick-seats', path: 'sides' })
    expect(ruleOf({ ...specTrick, sides: { ...specTrick.sides, p4: 'ghost' } })).toEqual({
      rule: 'trick-seats',
      path: 'sides.p4',
    })
    const proto = JSON.parse('{"__proto__": "hyde", "p1": "jekyll"}') as object
    expect(ruleOf({ ...specTrick, sides: proto })).toEqual({
      rule: 'trick-seats',
      path: 'sides.__proto__',
    })
    expect(ruleOf({ ...specTrick, plays: 'p1 j-b' })).toEqual({
      rule: 'trick-seats',
      path: 'plays',
    })
    expect(ruleOf({ ...specTrick, plays: [{ card: 'j-b' }] })).toEqual({
      rule: 'trick-seats',
      path: 'plays[0]',
    })
  })

  it('trick-cards and trick-waiting: cards are card ids, waiting is a list', () => {
    expect(ruleOf({ ...specTrick, plays: [{ seat: 'p1', card: 'j-z' }] })).toEqual({
      rule: 'trick-cards',
      path: 'plays[0].card',
    })
    expect(ruleOf({ ...specTrick, waiting: 'j-transformation' })).toEqual({
      rule: 'trick-waiting',
      path: 'waiting',
    })
  })
})

describe('explaining the decision, as a player reads it out', () => {
  const decide = (value: unknown): TrickResult => {
    const read = readTrickInput(value)
    if (!read.ok) return read
    return refereeTrick(read.input)
  }
  const say = (result: TrickResult, locale: 'en' | 'fr' = 'en') =>
    explainTrick(result).map((phrase) => render(phrase, locale))

  it('names the highest card and who takes the trick', () => {
    expect(say(decide(specTrick))).toEqual([
      'Mr. Hyde (A) is the highest card.',
      'Bram takes the trick for Mr. Hyde and leads the next one.',
    ])
    expect(say(decide(specTrick), 'fr')).toEqual([
      'M. Hyde (A) est la carte la plus haute.',
      'Bram remporte le pli pour Mr Hyde et entame le suivant.',
    ])
  })

  it('says why the first of equal cards wins', () => {
    const plays = [
      { seat: 'p4', card: 'h-d' },
      { seat: 'p1', card: 'j-d' },
      { seat: 'p2', card: 'h-f5' },
      { seat: 'p3', card: 'j-charity' },
    ]
    expect(say(decide({ ...specTrick, plays }))[0]).toBe(
      'Mr. Enfield (D, Hyde) is the highest card: Mr. Enfield (D, Jekyll) is as high, but was played later.',
    )
  })

  it('says a Transformation holds the trick, and who leads', () => {
    const plays = [
      { seat: 'p3', card: 'j-transformation' },
      { seat: 'p4', card: 'h-a' },
      { seat: 'p1', card: 'j-a' },
      { seat: 'p2', card: 'h-f7' },
    ]
    expect(say(decide({ ...specTrick, plays }))).toEqual([
      'Transformation (Jekyll) is the highest card.',
      "Cleo leads the next trick: a Transformation never wins, so these 4 cards stay on the table for the next trick's winner.",
    ])
  })

  it('counts the waiting cards the winner takes', () => {
    const waiting = ['j-transformation', 'h-a', 'j-a', 'h-f7']
    const plays = [
      { seat: 'p3', card: 'j-f3' },
      { seat: 'p4', card: 'h-e' },
      { seat: 'p1', card: 'j-f5' },
      { seat: 'p2', card: 'h-d' },
    ]
    expect(say(decide({ ...specTrick, waiting, plays }))[1]).toBe(
      'Bram takes all 8 cards for Mr. Hyde, the 4 left on the table included, and leads the next trick.',
    )
  })

  it('says a last trick with a Transformation scores for nobody', () => {
    const plays = [
      { seat: 'p1', card: 'j-b' },
      { seat: 'p2', card: 'h-transformation' },
      { seat: 'p3', card: 'j-f5' },
      { seat: 'p4', card: 'h-c' },
    ]
    expect(say(decide({ ...specTrick, last: true, plays }))[1]).toBe(
      'A Transformation in the last trick: nobody can take it, so its 4 cards score for nobody.',
    )
  })

  it('names the ghost as a seat', () => {
    const plays = [
      { seat: 'p2', card: 'h-f5' },
      { seat: 'p3', card: 'j-f4' },
      { seat: 'ghost', card: 'h-b' },
      { seat: 'p1', card: 'j-e' },
    ]
    const sides = { p1: 'jekyll', p2: 'hyde', p3: 'jekyll', ghost: 'hyde' }
    expect(say(decide({ ...specTrick, sides, plays }))[1]).toBe(
      'Ghost takes the trick for Mr. Hyde and leads the next one.',
    )
  })

  it('explains an impossible trick by its rule', () => {
    const plays = [{ seat: 'p1', card: 'h-b' }, ...specTrick.plays.slice(1)]
    expect(say(decide({ ...specTrick, plays }))).toEqual([
      'Mr. Utterson (B, Hyde) cannot lie in front of Ada: a seat only ever gets a card of its own side.',
    ])
  })
})

describe('the referee the command line asks', () => {
  const { referee } = jekyllHydeBambus

  it('settles a trick file: what --json prints, and the sentences', () => {
    expect(referee?.settle(specTrick)).toEqual({
      ok: true,
      json: {
        outcome: 'won',
        strongest: 1,
        winner: 'p2',
        side: 'hyde',
        nextLeader: 'p2',
        cards: ['j-b', 'h-a', 'j-f7', 'h-e'],
      },
      explanation: explainTrick(decideSpecTrick()),
    })
  })

  it('refuses an impossible trick with its rule id and message', () => {
    const settled = referee?.settle({ ...specTrick, plays: specTrick.plays.slice(0, 3) })
    expect(settled).toMatchObject({
      ok: false,
      json: { error: 'trick-seats' },
      rule: 'trick-seats',
    })
    expect(settled?.ok === false && render(settled.message)).toBe(
      'The 4 cards must lie in front of the 4 seats of the table, one each: 2 Jekyll seats and 2 Hyde seats.',
    )
  })

  it('refuses a file that is no trick of this game', () => {
    expect(referee?.settle({ game: 'jekyll-hyde-bambus' })).toMatchObject({
      ok: false,
      json: { error: 'trick-seats' },
    })
    expect(referee?.settle('p1 plays the B')).toMatchObject({ ok: false, rule: 'trick-file' })
  })
})

function decideSpecTrick(): TrickResult {
  const read = readTrickInput(specTrick)
  if (!read.ok) throw new Error(JSON.stringify(read.problem))
  return refereeTrick(read.input)
}
