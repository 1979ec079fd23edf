import { joinParts } from '../../../shared/i18n/join-parts'
import { mysteryRummyHandEntryMessages } from './hand-entry-messages'
import { mysteryRummyJekyllHydeMessages } from './messages'
import { mysteryRummyNewGameMessages } from './new-game-messages'
import { mysteryRummyWhatIfMessages } from './what-if-messages'
import { mysteryRummyRecordsMessages } from './records-messages'

/**
 * Everything the app's screens say of Mystery Rummy beyond its cover words: the engine's words,
 * the hand form's, the new-game settings' and what-if's, as one catalog part the page fetches
 * when the game is first used.
 */
export const mysteryRummyJekyllHydeWords = joinParts(
  mysteryRummyJekyllHydeMessages,
  mysteryRummyHandEntryMessages,
  mysteryRummyNewGameMessages,
  mysteryRummyWhatIfMessages,
  mysteryRummyRecordsMessages,
)
