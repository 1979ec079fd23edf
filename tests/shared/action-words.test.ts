import { describe, expect, it } from 'vitest'
import { gameMessages } from '../../src/shared/i18n/messages/game'
import { handEntryMessages } from '../../src/shared/i18n/messages/hand-entry'
import { menuMessages } from '../../src/shared/i18n/messages/menu'
import { mysteryRummyWhatIfMessages } from '../../src/games/mystery-rummy-jekyll-hyde/words/what-if-messages'

describe('each action has one word, in each language', () => {
  it.each(['en', 'fr'] as const)('%s: undo, redo, cancel and reset never share a word', (lang) => {
    const game = gameMessages[lang].game
    const words = {
      undo: [game.history.undo, menuMessages[lang].menu.undo],
      redo: [game.history.redo, menuMessages[lang].menu.redo],
      cancel: [game.cancel],
      reset: [mysteryRummyWhatIfMessages[lang]['mystery-rummy-jekyll-hyde'].whatIf.reset],
    }
    for (const [action, labels] of Object.entries(words)) {
      expect(new Set(labels).size, `${action} is always the same word`).toBe(1)
    }
    // A discarded hand's notice sends the player to that one Undo, by its word.
    expect(handEntryMessages[lang].handEntry.draft.undoHint).toContain(game.history.undo)
    const one = Object.values(words).map((labels) => labels[0])
    expect(new Set(one).size).toBe(one.length)
  })
})
