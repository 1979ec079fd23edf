import { describe, expect, it } from 'vitest'
import { savedLater } from '../../../src/engine/stats/history-game'

describe('which of two copies of a game was saved later', () => {
  it('one millisecond is enough either way, and two saved at once are neither', () => {
    expect(savedLater('2026-11-20T20:38:00.001Z', '2026-11-20T20:38:00.000Z')).toBe(true)
    expect(savedLater('2026-11-20T20:38:00.000Z', '2026-11-20T20:38:00.001Z')).toBe(false)
    expect(savedLater('2026-11-20T20:38:00.000Z', '2026-11-20T20:38:00.000Z')).toBe(false)
  })

  it('compares instants, not text: another time zone may be the later one', () => {
    expect(savedLater('2026-11-20T21:00:00+02:00', '2026-11-20T20:00:00Z')).toBe(false)
    expect(savedLater('2026-11-20T23:00:00+02:00', '2026-11-20T20:00:00Z')).toBe(true)
  })

  it('a copy without a readable date is never the later one', () => {
    expect(savedLater(undefined, '2026-11-20T20:00:00Z')).toBe(false)
    expect(savedLater('yesterday', '2026-11-20T20:00:00Z')).toBe(false)
    expect(savedLater('2026-11-20T20:00:00Z', undefined)).toBe(true)
    expect(savedLater(undefined, undefined)).toBe(false)
  })
})
