import { joinParts } from '../../../shared/i18n/join-parts'
import { jackTheRipperHandEntryMessages } from './hand-entry-messages'
import { mysteryRummyJackTheRipperMessages } from './messages'
import { jackTheRipperNewGameMessages } from './new-game-messages'
import { jackTheRipperRecordsMessages } from './records-messages'

/**
 * Everything the app's screens say of Jack the Ripper beyond its cover words: the engine's words,
 * the hand form's, the new-game page's and its records', as one catalog part the page fetches when the game is
 * first used.
 */
export const mysteryRummyJackTheRipperWords = joinParts(
  mysteryRummyJackTheRipperMessages,
  jackTheRipperHandEntryMessages,
  jackTheRipperNewGameMessages,
  jackTheRipperRecordsMessages,
)
