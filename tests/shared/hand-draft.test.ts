import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  isStoredHandDraft,
  loadHandDraftSchemas,
  readStoredHandDraft,
  storedHandDraftSchema,
} from '../../src/shared/hand-draft'
import { sampleDraft } from '../storage/game-storage-contract'

await loadHandDraftSchemas()

describe('a stored hand draft', () => {
  it('is read back as it was kept, its values checked by its game’s schema', () => {
    expect(readStoredHandDraft(JSON.stringify(sampleDraft()))).toEqual(sampleDraft())
    const notMysteryRummy = { ...sampleDraft(), values: { pile: [] } }
    expect(readStoredHandDraft(JSON.stringify(notMysteryRummy))).toBeNull()
  })

  it('written before drafts named their game, is read as a Mystery Rummy draft', () => {
    const unnamed: Record<string, unknown> = { ...sampleDraft() }
    delete unnamed.game
    expect(readStoredHandDraft(JSON.stringify(unnamed))).toEqual(sampleDraft())
    // Only on reading: a draft kept from now on names its game.
    expect(isStoredHandDraft(unnamed)).toBe(false)
  })

  it('of a game with no hand form is no draft, and nothing is thrown', () => {
    for (const game of ['chess', 'constructor', '__proto__', 'hasOwnProperty']) {
      const text = JSON.stringify(sampleDraft({ game }))
      expect(() => readStoredHandDraft(text), game).not.toThrow()
      expect(readStoredHandDraft(text), game).toBeNull()
      expect(isStoredHandDraft(sampleDraft({ game })), game).toBe(false)
    }
  })

  it('says why a draft cannot be kept', () => {
    const issues = (draft: unknown) =>
      v.safeParse(storedHandDraftSchema, draft).issues?.map((issue) => issue.message)
    expect(issues(sampleDraft({ game: 'chess' }))).toEqual([
      'expected a game with a hand form, not "chess"',
    ])
    expect(issues({ ...sampleDraft(), values: { ...sampleDraft().values, dealer: 7 } })).toEqual([
      expect.stringMatching(/^expected values of a mystery-rummy-jekyll-hyde draft: /),
    ])
  })

  it('stays small whatever its game allows: it is written on every key', () => {
    const huge = { ...sampleDraft().values, kept: { note: 'x'.repeat(250_000) } }
    expect(v.safeParse(storedHandDraftSchema, { ...sampleDraft(), values: huge }).issues).toEqual([
      expect.objectContaining({
        message: 'expected the values as plain JSON of at most 200,000 characters',
      }),
    ])
  })

  it('is never text that is not JSON, nor a value that is not an object', () => {
    for (const text of ['{"hand": ', 'null', '[]', '"draft"', undefined]) {
      expect(readStoredHandDraft(text), String(text)).toBeNull()
    }
  })
})
