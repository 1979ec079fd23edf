import { describe, expect, it } from 'vitest'
import { formatPoints, formatScore, minusSign } from '../../src/shared/points'

describe('points as every readable report writes them', () => {
  it('writes a deduction with the true minus sign, never a hyphen', () => {
    expect(formatScore(-4)).toBe(`${minusSign}4`)
    expect(formatPoints(-17)).toBe('\u221217')
    expect(formatPoints(-17)).not.toContain('-')
  })

  it('signs a line that adds points, and leaves zero and totals unsigned', () => {
    expect(formatPoints(20)).toBe('+20')
    expect(formatPoints(0)).toBe('0')
    expect(formatPoints(-0)).toBe('0')
    expect(formatScore(52)).toBe('52')
  })

  it('lets the app write the digits for the reader', () => {
    const grouped = (magnitude: number) => magnitude.toLocaleString('en')
    expect(formatScore(-1200, grouped)).toBe(`${minusSign}1,200`)
    expect(formatPoints(1200, grouped)).toBe('+1,200')
  })
})
