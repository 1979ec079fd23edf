import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstDuplicateKey, parseGameLog, serialiseGameLog } from '../../src/engine'
import { scanKeys, scanKeysOf } from '../../src/engine/core/duplicate-keys'
import { adaGoesOut, gameLog } from '../support/game-logs'

describe('a key written twice in one object', () => {
  it('is found where it stands, with arrays and objects on the way', () => {
    const text = '{"hands": [{}, {"areas": {"ada": {"evidence": {"poole": 3, "poole": 5}}}}]}'
    expect(firstDuplicateKey(text)).toEqual({
      path: 'hands[1].areas.ada.evidence.poole',
      key: 'poole',
    })
  })

  it('is found however it is spaced or escaped', () => {
    expect(firstDuplicateKey('{"a" : 1,\n  "\\u0061"\t: 2}')).toEqual({ path: 'a', key: 'a' })
    expect(firstDuplicateKey('{"a\\"b": 1, "a\\"b": 2}')).toEqual({ path: 'a"b', key: 'a"b' })
  })

  it('is not confused by equal keys in different objects, nor by strings that look like keys', () => {
    expect(firstDuplicateKey('{"a": {"b": 1}, "c": {"b": 2}, "d": [{"b": 3}, {"b": 4}]}')).toBe(
      null,
    )
    expect(firstDuplicateKey('{"a": "\\\\", "b": "a", "note": "\\"a\\": 1, \\"a\\": 2"}')).toBe(
      null,
    )
    expect(firstDuplicateKey('["a", "a"]')).toBe(null)
  })

  it('is never found in JSON that has none, whatever its strings hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, indent) => {
        expect(firstDuplicateKey(JSON.stringify(value, null, indent))).toBe(null)
      }),
      { numRuns: 500 },
    )
  })

  it('is always found when one is added, and located', () => {
    const objectWithKeys = fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 })
    fc.assert(
      fc.property(objectWithKeys, fc.nat(), (object, pick) => {
        const keys = Object.keys(object)
        const key = keys[pick % keys.length]!
        const text = `${JSON.stringify({ outer: [object] }).slice(0, -3)},${JSON.stringify(key)}:0}]}`
        expect(firstDuplicateKey(text)).toEqual({
          path: `outer[0]${key === '' ? '.' : `.${key}`}`,
          key,
        })
      }),
      { numRuns: 300 },
    )
  })

  it('makes a game log refused, since which of the two counts cannot be known', () => {
    const log = gameLog([
      adaGoesOut('jekyll', { ada: { evidence: { poole: 3 } }, bram: {} }, { bram: { points: 2 } }),
    ])
    const text = serialiseGameLog(log).replace('"poole": 3', '"poole": 3, "poole": 5')
    expect(parseGameLog(text)).toEqual({
      ok: false,
      problems: [
        {
          path: 'hands[0].areas.ada.evidence.poole',
          rule: 'log.duplicate-key',
          messageKey: 'problems.log.duplicate-key',
          params: { key: 'poole' },
          severity: 'error',
        },
      ],
    })
  })
})

describe('a text JSON.parse has read', () => {
  // JSON.parse keeps a "__proto__" key as a key of its own, which JSON.stringify writes back.
  const reserved = fc.constantFrom('__proto__', 'constructor', 'prototype', 'a', 'toString')
  const withReservedKeys = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 2 }),
      fc.array(tie('value'), { maxLength: 3 }),
      fc
        .array(fc.tuple(fc.oneof(reserved, fc.string()), tie('value')), { maxLength: 3 })
        .map(
          (entries) =>
            JSON.parse(
              `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item) ?? 0}`).join(',')}}`,
            ) as unknown,
        ),
    ),
  })).value
  const nested = (depth: number, inner: unknown) =>
    Array.from({ length: depth }).reduce<unknown>((item) => [item], inner)

  it('has its keys found as a scan of the text finds them, depth and reserved keys included', () => {
    const deep = fc
      .tuple(fc.integer({ min: 60, max: 70 }), withReservedKeys)
      .map(([depth, inner]) => nested(depth, inner))
    fc.assert(
      fc.property(fc.oneof(withReservedKeys, deep), (value) => {
        const text = serialiseGameLog(value as object)
        expect(scanKeysOf(text, JSON.parse(text))).toEqual(scanKeys(text))
      }),
      { numRuns: 500 },
    )
  })

  it('has them found alike however it is written, a key added twice or not', () => {
    const written = fc.record({
      value: withReservedKeys,
      indent: fc.constantFrom(undefined, 2, '\t', ' \n '),
      // A key and its colon apart, or a colon in a string after a space or a quote.
      spaced: fc.constantFrom('', ' ', '\t', '\n'),
      note: fc.constantFrom('', 'a : b', '":', ':'),
      twice: fc.boolean(),
    })
    fc.assert(
      fc.property(written, ({ value, indent, spaced, note, twice }) => {
        const object = { value, note, last: 0 }
        let text = JSON.stringify(object, null, indent).replace('"last":', `"last"${spaced}:`)
        if (twice) text = text.replace(/}\s*$/, ', "note": 1}')
        expect(scanKeysOf(text, JSON.parse(text))).toEqual(scanKeys(text))
      }),
      { numRuns: 500 },
    )
  })

  it('is refused nested 65 levels deep and read at 64, where that level stands', () => {
    const log = (depth: number) => serialiseGameLog({ ...gameLog([]), extra: nested(depth, 1) })
    // The log is level 1; the arrays of "extra" are levels 2 to 64, or 65 with one more.
    expect(parseGameLog(log(63)).ok).toBe(true)
    expect(parseGameLog(log(64))).toEqual({
      ok: false,
      problems: [
        {
          path: `extra${'[0]'.repeat(63)}`,
          rule: 'log.nesting-depth',
          messageKey: 'problems.log.too-deep',
          params: { limit: 64 },
          severity: 'error',
        },
      ],
    })
  })

  it('still has a reserved key refused where it stands', () => {
    const log = JSON.parse(serialiseGameLog(gameLog([]))) as Record<string, unknown>
    const text = serialiseGameLog({ ...log, extra: JSON.parse('{"__proto__": 1}') as unknown })
    expect(parseGameLog(text)).toEqual({
      ok: false,
      problems: [
        {
          path: 'extra.__proto__',
          rule: 'log.reserved-key',
          messageKey: 'problems.log.reserved-key',
          params: { key: '__proto__' },
          severity: 'error',
        },
      ],
    })
  })
})
