import { describe, expect, it } from 'vitest'
import { quoteValue } from '../../src/engine'

describe('a value found in a file, quoted in a sentence', () => {
  it('shows an empty string as "", and a one-character string as it is', () => {
    expect(quoteValue('')).toBe('""')
    expect(quoteValue('a')).toBe('a')
  })

  it('shows anything else as its JSON, never calling it', () => {
    expect(quoteValue({ toString: 1 })).toBe('{"toString":1}')
  })
})
