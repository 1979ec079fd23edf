import { handEntryMessages } from './messages/hand-entry'
import { scoreSheetMessages } from './messages/score-sheet'
import { exportFormatsMessages } from './messages/export'
import { whatIfMessages } from './messages/what-if'

/**
 * The words of the game pages only (score sheet, hand entry, exports, what-if): the web app
 * merges them into its catalog before it opens a game or the new-game page.
 */
export const gameScreenMessages = {
  en: {
    ...handEntryMessages.en,
    ...scoreSheetMessages.en,
    ...exportFormatsMessages.en,
    ...whatIfMessages.en,
  },
  fr: {
    ...handEntryMessages.fr,
    ...scoreSheetMessages.fr,
    ...exportFormatsMessages.fr,
    ...whatIfMessages.fr,
  },
}
