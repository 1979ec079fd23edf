import { describe, expect, it } from 'vitest'
import { conflictCopyId, conflictCopyOf } from '../../src/main/conflict-copies'
import { isStorableGameId } from '../../src/shared/storage'

const at = new Date('2026-11-26T17:03:12.000Z')
const nothingTaken = () => false
const uuid = '0b6f3c1e-8a55-4c1d-9d7e-2f3a4b5c6d7e'

describe('a conflict copy’s name', () => {
  it('is the game’s id, "conflict" and the UTC time: a game id, so the listing reads it as a game', () => {
    const id = conflictCopyId(uuid, at, nothingTaken)
    expect(id).toBe(`${uuid}-conflict-20261126-170312`)
    expect(isStorableGameId(id)).toBe(true)
    expect(conflictCopyOf(id)).toEqual({ id, keptAt: '2026-11-26T17:03:12Z' })
  })

  it('takes the next number when the name is taken, never another file', () => {
    const taken = new Set(['g-conflict-20261126-170312', 'g-conflict-20261126-170312-2'])
    const id = conflictCopyId('g', at, (name) => taken.has(name))
    expect(id).toBe('g-conflict-20261126-170312-3')
    expect(conflictCopyOf(id)?.keptAt).toBe('2026-11-26T17:03:12Z')
  })

  it('keeps a 36-character id whole, and shortens a 37-character one, within 61 characters', () => {
    const whole = conflictCopyId('a'.repeat(36), at, nothingTaken)
    expect(whole).toBe(`${'a'.repeat(36)}-conflict-20261126-170312`)
    expect(whole).toHaveLength(61)
    const cut = conflictCopyId('a'.repeat(37), at, nothingTaken)
    expect(cut).toBe(`${'a'.repeat(36)}-conflict-20261126-170312`)
  })

  it('stays a game id for the longest id, numbered up to 99', () => {
    const longest = 'b'.repeat(64)
    const taken = (name: string) => !name.endsWith('-99')
    const id = conflictCopyId(longest, at, taken)
    expect(id).toHaveLength(64)
    expect(isStorableGameId(id)).toBe(true)
    // The 100th copy of one minute has no name left: the save fails, and says so.
    expect(() => conflictCopyId(longest, at, () => true)).toThrow('No free name')
  })

  it('is not read in a game id without the whole marker', () => {
    expect(conflictCopyOf(uuid)).toBeNull()
    expect(conflictCopyOf('friday-conflict-20261126')).toBeNull()
    expect(conflictCopyOf('friday-conflict-20261126-170312-x')).toBeNull()
  })
})
