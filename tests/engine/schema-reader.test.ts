import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { hasFastReader, readValid } from '../../src/engine/core/schema-reader'
import { bambusLogSchema } from '../../src/games/jekyll-hyde-bambus/engine/log'
import { jekyllVsHydeLogSchema } from '../../src/games/jekyll-vs-hyde/engine/log'
import { jackTheRipperLogSchema } from '../../src/games/mystery-rummy-jack-the-ripper/engine/log'
import { mysteryRummyLogSchema } from '../../src/games/mystery-rummy-jekyll-hyde/engine/log'
import { hostileKey, placesIn, replaceAt, shuffleKeys, validGame } from '../support/arbitraries'
import { playedGame as bambusGame } from '../games/jekyll-hyde-bambus/engine/arbitraries'
import { validGame as jekyllVsHydeGame } from '../games/jekyll-vs-hyde/engine/arbitraries'
import { validGame as jackTheRipperGame } from '../games/mystery-rummy-jack-the-ripper/engine/arbitraries'

const games: [string, v.GenericSchema, fc.Arbitrary<object>][] = [
  ['Mystery Rummy', mysteryRummyLogSchema, validGame],
  ['Bambus', bambusLogSchema, bambusGame],
  ['Jack the Ripper', jackTheRipperLogSchema, jackTheRipperGame],
  ['Jekyll vs. Hyde', jekyllVsHydeLogSchema, jekyllVsHydeGame],
]

type Place = (string | number)[]

const at = (value: unknown, place: Place) =>
  place.reduce<unknown>((found, key) => (found as Record<string, unknown>)[key], value)
const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value a hostile or careless file could hold in place of any other. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(hostileKey, fc.jsonValue()),
  fc.constantFrom({ toString: 1 }, { valueOf: {} }, [], {}, [{}], '', 0, null, true),
)

/**
 * A valid log as JSON.parse reads it, with one thing changed or not: a value replaced, a key
 * added (reserved ones too) or removed, an object written as an array, or every object's keys
 * in another order; any of these with the keys shuffled too.
 */
function changed(valid: fc.Arbitrary<object>): fc.Arbitrary<unknown> {
  return valid.chain((log) => {
    const json = JSON.parse(JSON.stringify(log)) as unknown
    const places = placesIn(json)
    const inner = places.filter((place) => place.length > 0)
    const objects = places.filter((place) => isObject(at(json, place)))
    const replaced = fc
      .record({ place: fc.constantFrom(...places), by: anyValue })
      .map(({ place, by }) => replaceAt(json, place, by))
    // JSON.stringify cannot write a "__proto__" key: the new key goes in through the text.
    const added = fc
      .record({ place: fc.constantFrom(...objects), key: hostileKey, by: anyValue })
      .map(({ place, key, by }) => {
        const marker = '__added_key__'
        const text = JSON.stringify(replaceAt(json, [...place, marker], by))
        return JSON.parse(text.replace(JSON.stringify(marker), () => JSON.stringify(key)))
      })
    const removed = fc.constantFrom(...inner).map((place) => {
      const parent = structuredClone(at(json, place.slice(0, -1))) as Record<string, unknown>
      if (Array.isArray(parent)) parent.splice(place.at(-1) as number, 1)
      else delete parent[place.at(-1)!]
      return replaceAt(json, place.slice(0, -1), parent)
    })
    const asArray = fc
      .constantFrom(...objects)
      .map((place) => replaceAt(json, place, Object.values(at(json, place) as object)))
    const one = fc.oneof(fc.constant(json), replaced, added, removed, asArray)
    return fc.tuple(one, fc.boolean(), fc.integer()).map(([value, shuffle, seed]) => {
      if (!shuffle) return value
      let state = seed
      const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 + 1) % 1
      return JSON.parse(JSON.stringify(shuffleKeys(value, random))) as unknown
    })
  })
}

/** Every key of a value in the order it has them, with where it stands. */
function keyOrder(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.keys(value).flatMap((key) => [
    `${path}/${key}`,
    ...keyOrder((value as Record<string, unknown>)[key], `${path}/${key}`),
  ])
}

// Each case makes and changes a whole log: slow on a busy 2-core machine, whatever the reader.
describe.each(games)('the reader of a %s log', { timeout: 30_000 }, (_, schema, valid) => {
  it('is made for every part of the schema, so no valid log goes the slow way', () => {
    expect(hasFastReader(schema)).toBe(true)
  })

  it('accepts what valibot accepts, and reads it as valibot does, keys in the same order', () => {
    fc.assert(
      fc.property(changed(valid), (value) => {
        const fast = readValid(schema, value)
        expect(fast !== null).toBe(v.is(schema, value))
        if (fast === null) return
        const slow = v.parse(schema, value)
        expect(fast.output).toStrictEqual(slow)
        expect(keyOrder(fast.output)).toEqual(keyOrder(slow))
      }),
      { numRuns: 200 },
    )
  })
})

describe('the reader of any schema', () => {
  const schema = v.looseObject({
    kind: v.variant('type', [
      v.looseObject({ type: v.literal('a'), n: v.number() }),
      v.strictObject({ type: v.literal('b'), list: v.array(v.nullable(v.string())) }),
    ]),
    either: v.optional(v.union([v.object({ x: v.boolean() }), v.picklist([1, 2])])),
    counts: v.optional(v.record(v.string(), v.number())),
  })
  const values = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        kind: fc.oneof(
          fc.record({ type: fc.constantFrom('a', 'b', 'c'), n: anyValue }, { requiredKeys: [] }),
          fc.record({ type: fc.constant('b'), list: fc.array(fc.oneof(fc.string(), anyValue)) }),
        ),
        either: fc.oneof(fc.record({ x: fc.oneof(fc.boolean(), anyValue) }), anyValue),
        counts: fc.oneof(fc.dictionary(hostileKey, fc.oneof(fc.integer(), anyValue)), anyValue),
        extra: anyValue,
      },
      { requiredKeys: [] },
    ),
  )

  it('agrees with valibot on every kind a log uses, objects given as arrays too', () => {
    expect(hasFastReader(schema)).toBe(true)
    fc.assert(
      fc.property(values, (value) => {
        const fast = readValid(schema, value)
        expect(fast !== null).toBe(v.is(schema, value))
        if (fast !== null) expect(fast.output).toStrictEqual(v.parse(schema, value))
      }),
      { numRuns: 1000 },
    )
  })

  it('leaves a schema with a default to valibot, which fills it in', () => {
    expect(hasFastReader(v.object({ a: v.optional(v.number(), 1) }))).toBe(false)
  })
})
