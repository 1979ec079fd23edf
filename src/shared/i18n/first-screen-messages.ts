import { appMessages } from './messages/app'
import { engineMessages } from './messages/engine'
import { storageMessages } from './messages/storage'
import { gameMessages } from './messages/game'
import { importMessages } from './messages/import'
import { backupMessages } from './messages/backup'
import type { Locale } from './locales'
import { gameCovers } from '../games/registry'

/**
 * What the home screen and every page's frame say: the web app's first download holds these
 * only. The game pages' own words (game-screens.ts) and each game's words are merged in when a
 * page that shows them opens; index.ts has the whole catalog for the other programs.
 */
export const firstScreenMessages = {
  en: {
    ...appMessages.en,
    ...engineMessages.en,
    ...storageMessages.en,
    ...gameMessages.en,
    ...importMessages.en,
    ...backupMessages.en,
    ...coverWords('en'),
  },
  fr: {
    ...appMessages.fr,
    ...engineMessages.fr,
    ...storageMessages.fr,
    ...gameMessages.fr,
    ...importMessages.fr,
    ...backupMessages.fr,
    ...coverWords('fr'),
  },
}
type Covers = (typeof gameCovers)[keyof typeof gameCovers]
type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never

/** Every game's cover words in one language, each under its game's id. */
function coverWords<L extends Locale>(locale: L): Intersection<Covers[L]> {
  return Object.assign({}, ...Object.values(gameCovers).map((cover) => cover[locale]))
}

// Every game's cover words (its name, its players, one line on it) are here: the library and the
// new-game page name any game. A game brings the rest of its words when it is first used.
// The rules reference's long texts (messages/rules.ts) are not here: the reference merges them
// into the catalog when it is first opened, so they stay out of the app's first download.
