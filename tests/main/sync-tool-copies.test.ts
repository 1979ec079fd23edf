import { describe, expect, it } from 'vitest'
import { syncToolCopyOf } from '../../src/main/sync-tool-copies'
import { isStorableGameId } from '../../src/shared/storage'

describe('a sync tool’s copy of a game, known by its name', () => {
  it.each([
    ['g1 (conflicted copy 2026-11-28)', 'Dropbox'],
    ["g1 (Ada's conflicted copy 2026-11-28)", 'Dropbox'],
    ['g1 (conflicted copy 2026-11-28) (1)', 'Dropbox'],
    ['g1.sync-conflict-20261128-153000-ABCDEFG', 'Syncthing'],
    ['g1 (conflicted copy 2026-11-28 153000)', 'Nextcloud'],
    ['g1-DESKTOP-AB12CD', 'OneDrive'],
    ['g1-PC1', 'OneDrive'],
    ['g1-ABCDEFGHIJKLMNO', 'OneDrive'],
    ['g1 (1)', 'Google Drive'],
    // A computer's name has at most 15 characters: the 16th is refused below.
  ])('"%s.json" is %s’s copy of g1', (stem, tool) => {
    const copy = syncToolCopyOf(stem)
    expect(copy).toMatchObject({ of: 'g1', tool })
    expect(isStorableGameId(copy?.id)).toBe(true)
  })

  it('keeps the whole id of a game with hyphens, whose copy OneDrive named after the computer', () => {
    const id = '0b6f3c1e-8a55-4c1d-9d7e-2f3a4b5c6d7e'
    expect(syncToolCopyOf(`${id}-DESKTOP-AB12CD`)?.of).toBe(id)
  })

  it('is listed under the same id at every listing, and two copies never share one', () => {
    const first = syncToolCopyOf('g1 (1)')?.id
    expect(syncToolCopyOf('g1 (1)')?.id).toBe(first)
    expect(syncToolCopyOf('g1 (2)')?.id).not.toBe(first)
    expect(first).toMatch(/^g1-synced-[0-9a-f]{8}$/)
  })

  it('stays a game id for the longest game id', () => {
    const copy = syncToolCopyOf(`${'a'.repeat(64)} (1)`)
    expect(copy?.of).toBe('a'.repeat(64))
    expect(isStorableGameId(copy?.id)).toBe(true)
  })

  it.each([
    ['a game’s own name', 'g1'],
    ['a Casebook conflict copy, a game of its own', 'g1-conflict-20261126-170312'],
    ['a name of another program', 'Game Night'],
    ['a copy of what is not a game id', 'Game Night (1)'],
    ['a computer’s name of 16 characters, over what Windows allows', 'g1-ABCDEFGHIJKLMNOP'],
    ['a date that is not one', 'g1 (conflicted copy 2026-11)'],
    ['Syncthing’s device id cut short', 'g1.sync-conflict-20261128-153000-ABCDEF'],
  ])('is not %s', (_case, stem) => {
    expect(syncToolCopyOf(stem)).toBeNull()
  })
})
