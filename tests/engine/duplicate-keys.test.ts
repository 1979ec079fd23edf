import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstDuplicateKey, parseGameLog, serialiseGameLog } from '../../src/engine'
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
