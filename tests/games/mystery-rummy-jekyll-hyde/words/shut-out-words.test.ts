import { describe, expect, it } from 'vitest'
import { mysteryRummyHandEntryMessages } from '../../../../src/games/mystery-rummy-jekyll-hyde/words/hand-entry-messages'
import { mysteryRummyJekyllHydeMessages } from '../../../../src/games/mystery-rummy-jekyll-hyde/words/messages'
import { scoreSheetMessages } from '../../../../src/shared/i18n/messages/score-sheet'
import type { MessageTree } from '../../../../src/shared/i18n/define-messages'

function strings(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : strings(value),
  )
}

/** Letters only: two labels that differ by a hyphen or a space are the same to a quick reader. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '')

describe('the words for a shut-out, made or suffered', () => {
  it.each(['en', 'fr'] as const)('%s: never "shut out" against "shut-out"', (lang) => {
    const parts = [
      mysteryRummyJekyllHydeMessages,
      mysteryRummyHandEntryMessages,
      scoreSheetMessages,
    ]
    const texts = parts.flatMap((part) => strings(part[lang] as MessageTree))
    expect(texts.filter((text) => /\bshut out\b/i.test(text))).toEqual([])
  })

  it.each(['en', 'fr'] as const)('%s: the two badges of the hand form read apart', (lang) => {
    const { shutOut, shutOutBy } =
      mysteryRummyHandEntryMessages[lang]['mystery-rummy-jekyll-hyde'].handEntry.result
    expect(letters(shutOut)).not.toBe(letters(shutOutBy))
    // The one who suffered it is told they score 0.
    expect(shutOutBy).toMatch(/0/)
  })

  it.each(['en', 'fr'] as const)('%s: a breakdown line names who made it', (lang) => {
    const { breakdown } = mysteryRummyJekyllHydeMessages[lang]['mystery-rummy-jekyll-hyde']
    expect(breakdown['shut-out-made']).toContain('{by}')
    expect(breakdown['shut-out-suffered']).toContain('{by}')
    expect(scoreSheetMessages[lang].scoreSheet.shutOutBy).toMatch(/\{(name|deName)\}/)
  })
})
