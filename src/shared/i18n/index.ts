import { createI18n } from 'vue-i18n'
import { appMessages } from './messages/app'
import { engineMessages } from './messages/engine'
import { storageMessages } from './messages/storage'
import { handEntryMessages } from './messages/hand-entry'
import { scoreSheetMessages } from './messages/score-sheet'
import { gameMessages } from './messages/game'
import { exportFormatsMessages } from './messages/export'
import { importMessages } from './messages/import'
import { backupMessages } from './messages/backup'
import { whatIfMessages } from './messages/what-if'
import { supportedLocales, type Locale } from './locales'
import { mysteryRummyJekyllHydeCover } from '../games/mystery-rummy-jekyll-hyde/cover'
import { jekyllHydeBambusCover } from '../games/jekyll-hyde-bambus/cover'
import { mysteryRummyJackTheRipperCover } from '../games/mystery-rummy-jack-the-ripper/cover'
import { jekyllVsHydeCover } from '../games/jekyll-vs-hyde/cover'

export { supportedLocales, isLocale, pickLocale, type Locale } from './locales'

/**
 * The app's catalog. The native menu's texts (messages/menu.ts) and the command line's
 * (messages/cli.ts) are added by those programs only, so the page never downloads them.
 */
export const messages = {
  en: {
    ...appMessages.en,
    ...engineMessages.en,
    ...storageMessages.en,
    ...handEntryMessages.en,
    ...scoreSheetMessages.en,
    ...gameMessages.en,
    ...exportFormatsMessages.en,
    ...importMessages.en,
    ...backupMessages.en,
    ...whatIfMessages.en,
    ...mysteryRummyJekyllHydeCover.en,
    ...jekyllHydeBambusCover.en,
    ...mysteryRummyJackTheRipperCover.en,
    ...jekyllVsHydeCover.en,
  },
  fr: {
    ...appMessages.fr,
    ...engineMessages.fr,
    ...storageMessages.fr,
    ...handEntryMessages.fr,
    ...scoreSheetMessages.fr,
    ...gameMessages.fr,
    ...exportFormatsMessages.fr,
    ...importMessages.fr,
    ...backupMessages.fr,
    ...whatIfMessages.fr,
    ...mysteryRummyJekyllHydeCover.fr,
    ...jekyllHydeBambusCover.fr,
    ...mysteryRummyJackTheRipperCover.fr,
    ...jekyllVsHydeCover.fr,
  },
}
export type MessageSchema = (typeof messages)['en']
// Every game's cover words (its name, its players, one line on it) are here: the library and the
// new-game page name any game. A game brings the rest of its words when it is first used.
// The rules reference's long texts (messages/rules.ts) are not here: the reference merges them
// into the catalog when it is first opened, so they stay out of the app's first download.

const dateFormats = {
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const

/** A part of the catalog in both languages, as `defineMessages` declares it. */
export type CatalogPart = Record<Locale, object>

/**
 * One i18n instance over the shared catalog, for the renderer and the main process, with the
 * parts only that program needs (`extraParts`) merged in. The command line reads the same
 * catalog through vue-i18n's core, without Vue (src/cli/translator.ts).
 */
export function createCasebookI18n(locale: Locale, ...extraParts: readonly CatalogPart[]) {
  const i18n = createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages,
    datetimeFormats: { en: dateFormats, fr: dateFormats },
  })
  for (const part of extraParts)
    for (const each of supportedLocales) i18n.global.mergeLocaleMessage(each, part[each])
  return i18n
}
