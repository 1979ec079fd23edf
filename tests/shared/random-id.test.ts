import { afterEach, describe, expect, it } from 'vitest'
import { randomId, type RandomSource } from '../../src/shared/random-id'
import { isStorableGameId } from '../../src/shared/storage'

/** RFC 4122 version 4, lower case: the format crypto.randomUUID() gives. */
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Random bytes that are always these, to see where each one lands. */
function fixed(bytes: number[]): RandomSource {
  return {
    getRandomValues: (array) => {
      array.set(bytes)
      return array
    },
  }
}

describe('randomId, the one id function of the app', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis.crypto, 'randomUUID')
  })

  it('has the format of crypto.randomUUID, so ids already saved stay valid', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = randomId()
      expect(id).toMatch(uuidV4)
      expect(isStorableGameId(id)).toBe(true)
    }
    expect(crypto.randomUUID()).toMatch(uuidV4)
  })

  it('writes the bytes in order, with the version and variant bits set and nothing else changed', () => {
    const counting = Array.from({ length: 16 }, (_, i) => i)
    expect(randomId(fixed(counting))).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f')
    expect(randomId(fixed(Array(16).fill(0)))).toBe('00000000-0000-4000-8000-000000000000')
    expect(randomId(fixed(Array(16).fill(255)))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('never gives the same id twice in 20,000', () => {
    const ids = new Set(Array.from({ length: 20_000 }, () => randomId()))
    expect(ids.size).toBe(20_000)
  })

  it('works where randomUUID does not exist (a page served over http from a network address)', () => {
    // Shadows the prototype's method on this object, as a non-secure page lacks it.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    expect(globalThis.crypto.randomUUID).toBeUndefined()
    expect(randomId()).toMatch(uuidV4)
    const onlyRandomBytes: RandomSource = {
      getRandomValues: (array) => globalThis.crypto.getRandomValues(array),
    }
    expect(randomId(onlyRandomBytes)).toMatch(uuidV4)
  })
})
