import { joinParts } from '../../../shared/i18n/join-parts'
import { jekyllHydeBambusMessages } from './messages'
import { bambusRecordsMessages } from './records-messages'

/**
 * Everything the app's screens say of Bambus beyond its cover words: the engine's words (with
 * the hand form's) and its records' names, as one catalog part the page fetches when the game
 * is first used.
 */
export const jekyllHydeBambusWords = joinParts(jekyllHydeBambusMessages, bambusRecordsMessages)
