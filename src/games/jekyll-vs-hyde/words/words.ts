import { joinParts } from '../../../shared/i18n/join-parts'
import { jekyllVsHydeHandEntryMessages } from './hand-entry-messages'
import { jekyllVsHydeHandWords } from './hand-words-messages'
import { jekyllVsHydeMessages } from './messages'
import { jekyllVsHydeRefereeMessages } from './referee-messages'
import { jekyllVsHydeRecordsMessages } from './records-messages'

/**
 * Everything the app's screens say of Jekyll vs. Hyde beyond its cover words: the engine's words,
 * and each other part (the referee's, the round form's) as it lands, as one catalog part the page
 * fetches when the game is first used.
 */
export const jekyllVsHydeWords = joinParts(
  jekyllVsHydeMessages,
  jekyllVsHydeRefereeMessages,
  jekyllVsHydeHandEntryMessages,
  jekyllVsHydeHandWords,
  jekyllVsHydeRecordsMessages,
)
