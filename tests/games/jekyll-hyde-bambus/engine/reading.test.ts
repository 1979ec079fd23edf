import { describe, expect, it } from 'vitest'
import { parseJson } from '../../../../src/engine/core/read-log'
import { jekyllHydeBambus, type BambusLog } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { fourPlayerHand, fourPlayers, gameLog } from './support'

/** Reads a log from its text, as a file reaches the engine. */
function readText(text: string) {
  const json = parseJson(text)
  if (!json.ok) throw new Error(JSON.stringify(json.problems))
  return jekyllHydeBambus.read(json.log, json.reservedKey)
}

const logText = (replace: [string, string]) =>
  JSON.stringify(
    gameLog(fourPlayers, [fourPlayerHand()], { deck: { 'h-f6': { value: 6 } } }),
  ).replace(...replace)

describe('reading a log', () => {
  it('gives a log that keeps every field, known or not', () => {
    const log = { ...gameLog(fourPlayers, [fourPlayerHand()]), club: 'Soho' }
    const read = jekyllHydeBambus.read(log, false)
    expect(read).toEqual({ ok: true, log })
  })

  it('says which rule a field of the wrong type breaks, with this game’s message', () => {
    const read = jekyllHydeBambus.read(gameLog(fourPlayers, [fourPlayerHand({ dealer: 4 })]), true)
    expect(read).toEqual({
      ok: false,
      problems: [
        {
          path: 'hands[0].dealer',
          rule: 'dealer',
          messageKey: 'jekyll-hyde-bambus.problems.dealer',
          params: {},
          severity: 'error',
        },
      ],
    })
  })

  it('names what it found where a card belongs', () => {
    const hand = fourPlayerHand({ captured: { hyde: ['h-b', { card: 'j-c' }] } })
    const read = jekyllHydeBambus.read(gameLog(fourPlayers, [hand]), true)
    expect(read.ok ? [] : read.problems).toEqual([
      expect.objectContaining({
        path: 'hands[0].captured.hyde[1]',
        rule: 'card-unknown',
        params: { card: '{"card":"j-c"}' },
      }),
    ])
  })

  it('leaves a header field of the wrong type to the common rules', () => {
    const read = jekyllHydeBambus.read({ ...gameLog(fourPlayers, []), title: 7 }, false)
    expect(read.ok ? [] : read.problems.map((problem) => problem.rule)).toEqual(['log.schema'])
  })

  it('needs the list of hands', () => {
    const withoutHands: Partial<BambusLog> = gameLog(fourPlayers, [])
    delete withoutHands.hands
    const read = jekyllHydeBambus.read(withoutHands, false)
    expect(read.ok ? [] : read.problems.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: 'hands', rule: 'hand-shape' },
    ])
  })
})

describe('reserved keys: nothing is dropped without a word', () => {
  it('in rules.deck, it is a card this game does not have', () => {
    const read = readText(logText(['"h-f6":', '"__proto__":']))
    expect(read.ok ? [] : read.problems).toEqual([
      {
        path: 'rules.deck.__proto__',
        rule: 'deck',
        messageKey: 'jekyll-hyde-bambus.problems.deck',
        params: { card: '__proto__' },
        severity: 'error',
      },
    ])
  })

  it('in rules.variants, it is a variant this game does not have', () => {
    const text = JSON.stringify(gameLog(fourPlayers, [], { variants: { constructor: 'A' } }))
    const read = readText(text)
    expect(read.ok ? [] : read.problems.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: 'rules.variants.constructor', rule: 'variant' },
    ])
  })

  it('in captured, it is a pile this game does not have', () => {
    const read = readText(logText(['"captured":{"jekyll"', '"captured":{"__proto__"']))
    expect(read.ok ? [] : read.problems.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: 'hands[0].captured.__proto__', rule: 'hand-shape' },
    ])
  })

  it('anywhere else, the common rule', () => {
    const read = readText(logText(['"dealer":', '"prototype":1,"dealer":']))
    expect(read.ok ? [] : read.problems.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: 'hands[0].prototype', rule: 'log.reserved-key' },
    ])
  })
})
