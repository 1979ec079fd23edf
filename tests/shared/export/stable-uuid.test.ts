import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stableUuid, uuidV5 } from '../../../src/shared/export/stable-uuid'

/* The UUIDs a BG Stats file carries: the same at every export, so a play imported twice is one. */

describe('uuidV5', () => {
  it('gives the RFC 9562 UUID of a name in a namespace (the DNS namespace, "python.org")', () => {
    const dns = '6ba7b810-9dad-11d1-80b4-00c04fd430c8'
    expect(uuidV5(dns, new TextEncoder().encode('python.org'))).toBe(
      '886313E1-3B8A-5372-9B90-0C9AEE199E5D',
    )
  })
})

describe('stableUuid', () => {
  it('gives one id the same UUID every time, version 5, upper case', () => {
    expect(stableUuid('play', 'game-won')).toBe(stableUuid('play', 'game-won'))
    expect(stableUuid('play', 'game-won')).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    )
  })

  it('keeps apart what differs: the kind, the id, a lone surrogate half', () => {
    expect(stableUuid('play', 'ada')).not.toBe(stableUuid('person', 'ada'))
    expect(stableUuid('person', 'a\uD800')).not.toBe(stableUuid('person', 'a\uDC00'))
    expect(stableUuid('person', 'a\uD800')).not.toBe(stableUuid('person', 'a\uFFFD'))
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        (first, second) =>
          first === second || stableUuid('person', first) !== stableUuid('person', second),
      ),
    )
  })
})
