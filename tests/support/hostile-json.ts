import fc from 'fast-check'
import { hostileKey, placesIn, replaceAt } from './arbitraries'

/**
 * JSON text a hostile or careless file could hold: what converting to text would call but
 * cannot (`toString`, `valueOf` that are not functions), prototype keys, sizes that hurt, values
 * nested `depth` levels deep, and any JSON value at all.
 */
export const hostileText = (depth = 10_000): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '{"toString": 1}',
      '{"valueOf": "x", "toString": {}}',
      '{"toJSON": 1, "toString": null}',
      '{"__proto__": {"toString": 1}}',
      '{"__proto__": null}',
      '{"constructor": {"prototype": {"toString": 1}}}',
      '[{"toString": 1}]',
      '1e400',
      '-0',
      `"${'é'.repeat(100_000)}"`,
      `[${'"h-a",'.repeat(20_000)}"h-a"]`,
      `[${'{"seat": "p1", "card": "j-b"},'.repeat(5_000)}{}]`,
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.dictionary(hostileKey, fc.jsonValue()).map((value) => JSON.stringify(value)),
  )

/**
 * The text of one of `values` with one thing changed: any value (the root included) replaced
 * by hostile text, or a key of any name added to any object. The text goes in through a marker,
 * as JSON.stringify cannot write `__proto__` keys nor the deepest nesting.
 */
export function mutatedJsonText(values: readonly unknown[], depth?: number): fc.Arbitrary<string> {
  const text = hostileText(depth)
  return fc.constantFrom(...values).chain((value) => {
    const places = placesIn(value)
    const [marker, keyMarker] = ['__hostile__', '__hostile_key__']
    const withText = (changed: unknown, text: string) =>
      JSON.stringify(changed).replace(JSON.stringify(marker), () => text)
    const objects = places.filter((place) => {
      const found = place.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value)
      return typeof found === 'object' && found !== null && !Array.isArray(found)
    })
    const replaced = fc
      .record({ place: fc.constantFrom(...places), text })
      .map(({ place, text }) => withText(replaceAt(value, place, marker), text))
    const added = fc
      .record({ place: fc.constantFrom(...objects), key: hostileKey, text })
      .map(({ place, key, text }) =>
        withText(replaceAt(value, [...place, keyMarker], marker), text).replace(
          JSON.stringify(keyMarker),
          () => JSON.stringify(key),
        ),
      )
    return fc.oneof(replaced, added)
  })
}
