import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { trickJson, refereeTrick } from '../../../../src/games/jekyll-vs-hyde/engine/referee'
import { readTrickInput } from '../../../../src/games/jekyll-vs-hyde/engine/trick-input'
import { trickReferee } from '../../../../src/games/jekyll-vs-hyde/engine/trick-referee'

const folder = join(import.meta.dirname, '../fixtures/tricks')
const read = (file: string): unknown => JSON.parse(readFileSync(join(folder, file), 'utf8'))
const tricks = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .map((file) => file.replace(/\.json$/, ''))

/** What `casebook trick --json` prints for a trick file's value, its message aside. */
function settle(value: unknown): object {
  const input = readTrickInput(value)
  return trickJson(input.ok ? refereeTrick(input.input) : input)
}

const ruleOf = (value: unknown) => {
  const input = readTrickInput(value)
  const result = input.ok ? refereeTrick(input.input) : input
  return result.ok ? null : { rule: result.problem.rule, path: result.problem.path }
}

describe('the trick files of tests/games/jekyll-vs-hyde/fixtures/tricks (derived by hand in its README)', () => {
  it('holds the spec’s examples and one file per error rule at least', () => {
    for (const name of [
      't01',
      't02',
      't06',
      't08',
      't10',
      't11',
      't12',
      't13',
      't14',
      't15',
      't16',
      't23',
      's1',
    ]) {
      expect(tricks.some((trick) => trick.startsWith(`${name}-`))).toBe(true)
    }
    const errors = tricks.map(
      (trick) => (read(`${trick}.expected.json`) as { error?: string }).error,
    )
    expect(new Set(errors)).toEqual(
      new Set([undefined, 'trick-ranking', 'trick-card', 'trick-call', 'trick-follow']),
    )
  })

  it.each(tricks)('%s: gives its expected output', (trick) => {
    expect(settle(read(`${trick}.json`))).toEqual(read(`${trick}.expected.json`))
  })
})

const base = { game: 'jekyll-vs-hyde', ranking: ['pride'], lead: 'pride-3', follow: 'greed-6' }

describe('reading a trick file', () => {
  it('gives the referee the cards of the deck, the call and the follower’s hand', () => {
    expect(
      readTrickInput({ ...base, lead: 'potion-2', call: 'greed', followerHand: ['greed-6'] }),
    ).toEqual({
      ok: true,
      input: {
        ranking: ['pride'],
        lead: { kind: 'potion', number: 2 },
        call: 'greed',
        follow: { kind: 'colour', colour: 'greed', number: 6 },
        followerHand: [{ kind: 'colour', colour: 'greed', number: 6 }],
      },
    })
  })

  it('ignores a key the spec does not list: its four errors are the only ones', () => {
    expect(settle({ ...base, note: 'second trick' })).toEqual(settle(base))
  })

  it('trick-ranking: a list of none, one or all three colours, each once', () => {
    for (const ranking of [
      undefined,
      'pride',
      ['pride', 'wrath'],
      ['pride', 'wrath', 'greed', 'pride'],
      ['pride', 'pride', 'wrath'],
      ['purple'],
      [1],
    ]) {
      expect(ruleOf({ ...base, ranking })).toEqual({ rule: 'trick-ranking', path: 'ranking' })
    }
    expect(ruleOf([base])).toEqual({ rule: 'trick-ranking', path: 'ranking' })
    for (const ranking of [[], ['greed'], ['greed', 'wrath', 'pride']]) {
      expect(ruleOf({ ...base, ranking })).toBeNull()
    }
  })

  it('trick-card: the potions are 4 different numbers from 1 to 7', () => {
    for (const potions of [
      [2, 3, 4],
      [2, 3, 4, 4],
      [0, 2, 3, 4],
      [2, 3, 4, 8],
      [2, 3, 4, 4.5],
      '2345',
      null,
    ]) {
      expect(ruleOf({ ...base, potions })).toEqual({ rule: 'trick-card', path: 'potions' })
    }
    expect(ruleOf({ ...base, potions: [7, 1, 6, 2] })).toBeNull()
  })

  it('trick-card: both cards of the deck, a potion only among the potions, never the same', () => {
    expect(ruleOf({ ...base, lead: 'pride-8' })).toEqual({ rule: 'trick-card', path: 'lead' })
    expect(ruleOf({ ...base, lead: undefined })).toEqual({ rule: 'trick-card', path: 'lead' })
    expect(ruleOf({ ...base, follow: 'potion-1' })).toEqual({ rule: 'trick-card', path: 'follow' })
    expect(ruleOf({ ...base, follow: 'potion-1', potions: [1, 2, 3, 4] })).toBeNull()
    expect(ruleOf({ ...base, follow: 'potion-5', potions: [1, 2, 3, 4] })).toEqual({
      rule: 'trick-card',
      path: 'follow',
    })
    expect(ruleOf({ ...base, follow: 'pride-3' })).toEqual({ rule: 'trick-card', path: 'follow' })
  })

  it('trick-card: quotes the card as the file wrote it', () => {
    const cardOf = (lead: unknown) => {
      const read = readTrickInput({ ...base, lead })
      return read.ok ? null : read.problem.params
    }
    expect(cardOf('pride-0')).toEqual({ card: 'pride-0' })
    expect(cardOf(7)).toEqual({ card: '7' })
    expect(cardOf({ colour: 'pride' })).toEqual({ card: '{"colour":"pride"}' })
    // A missing card is quoted as the log's problems quote a missing value.
    expect(cardOf(undefined)).toEqual({ card: 'nothing' })
  })

  it('trick-card: the follower’s hand, cards of the deck once each, with the follow and without the lead', () => {
    const hand = (followerHand: unknown) => ruleOf({ ...base, followerHand })
    expect(hand('greed-6')).toEqual({ rule: 'trick-card', path: 'followerHand' })
    expect(hand(['greed-6', 'greed-9'])).toEqual({ rule: 'trick-card', path: 'followerHand[1]' })
    expect(hand(['greed-6', 'greed-6'])).toEqual({ rule: 'trick-card', path: 'followerHand[1]' })
    expect(hand(['greed-6', 'pride-3'])).toEqual({ rule: 'trick-card', path: 'followerHand[1]' })
    expect(hand(['greed-5'])).toEqual({ rule: 'trick-card', path: 'followerHand' })
    expect(hand(['wrath-1', 'greed-6'])).toBeNull()
  })

  it('trick-call: a potion lead names a colour, a colour lead names none', () => {
    const potionLead = { ...base, lead: 'potion-4' }
    expect(ruleOf(potionLead)).toEqual({ rule: 'trick-call', path: 'call' })
    expect(ruleOf({ ...potionLead, call: 'blue' })).toEqual({ rule: 'trick-call', path: 'call' })
    expect(ruleOf({ ...potionLead, call: null })).toEqual({ rule: 'trick-call', path: 'call' })
    expect(ruleOf({ ...potionLead, call: 'wrath' })).toBeNull()
    expect(ruleOf({ ...base, call: 'pride' })).toEqual({ rule: 'trick-call', path: 'call' })
  })

  it('checks in the spec’s order: the ranking, the cards, the call, then the follow', () => {
    const all = { ranking: ['pride', 'wrath'], lead: 'potion-4', follow: 'potion-9' }
    expect(ruleOf(all)?.rule).toBe('trick-ranking')
    expect(ruleOf({ ...all, ranking: [] })?.rule).toBe('trick-card')
    const badCall = { ranking: [], lead: 'potion-4', call: 'red', follow: 'potion-5' }
    expect(ruleOf({ ...badCall, followerHand: ['potion-5', 'greed-1'] })?.rule).toBe('trick-call')
  })
})

describe('the referee that `casebook trick` asks', () => {
  it('settles a trick file: the spec’s JSON and the sentences to read out', () => {
    const t01 = { game: 'jekyll-vs-hyde', ranking: [], lead: 'pride-6', follow: 'wrath-4' }
    expect(trickReferee.settle(t01)).toEqual({
      ok: true,
      json: { winner: 'follow', effect: null, ranking: ['pride', 'wrath', 'greed'] },
      explanation: [
        expect.objectContaining({ key: 'jekyll-vs-hyde.trick.ranking.first' }),
        expect.objectContaining({ key: 'jekyll-vs-hyde.trick.won.ranked-colour' }),
      ],
    })
  })

  it('refuses an impossible trick with its rule and what exactly is wrong', () => {
    const t15 = read('t15-follow-leaves-the-colour-led.json')
    expect(trickReferee.settle(t15)).toEqual({
      ok: false,
      json: { error: 'trick-follow' },
      rule: 'trick-follow',
      path: 'follow',
      message: {
        key: 'jekyll-vs-hyde.trick.refused.follow-lead-colour',
        params: { path: 'follow', colour: { key: 'jekyll-vs-hyde.colours.pride' } },
      },
    })
  })
})
