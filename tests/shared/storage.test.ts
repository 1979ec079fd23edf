import { describe, expect, it } from 'vitest'
import { isStorableGameId } from '../../src/shared/storage'

describe('a game id, which becomes a file name', () => {
  it('may be the UUID the app makes, or a short name', () => {
    expect(isStorableGameId('0b7c2c7e-5a0e-4d43-9c3e-3f4d2b1a9e10')).toBe(true)
    expect(isStorableGameId('friday_at_the_club')).toBe(true)
  })

  it('is lowercase, so two games never share a file on a case-insensitive disk', () => {
    expect(isStorableGameId('Friday')).toBe(false)
  })

  it('is never a path, empty, too long, or a name Windows keeps for a device', () => {
    for (const id of [
      '../etc',
      'a/b',
      'a.json',
      '',
      'x'.repeat(65),
      'con',
      'nul',
      'com1',
      'lpt9',
    ]) {
      expect(isStorableGameId(id), id).toBe(false)
    }
  })
})
