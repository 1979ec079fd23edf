import { createFirstScreenI18n, firstScreenMessages } from './first-screen'
import { gameScreenMessages } from './game-screens'
import { importDialogMessages } from './messages/import-dialog'
import { historyMessages } from './messages/history'
import { sharingMessages } from './messages/sharing'
import type { Locale } from './locales'

export { supportedLocales, isLocale, pickLocale, type Locale } from './locales'

/**
 * The app's catalog: the first screen's words and the game pages' (which the web app loads
 * apart, first-screen.ts). The native menu's texts (messages/menu.ts) and the command line's
 * (messages/cli.ts) are added by those programs only, so the page never downloads them.
 */
export const messages = { en: wholeCatalog('en'), fr: wholeCatalog('fr') }

function wholeCatalog<L extends Locale>(locale: L) {
  return {
    ...firstScreenMessages[locale],
    ...gameScreenMessages[locale],
    ...historyMessages[locale],
    ...sharingMessages[locale],
    // The import dialog's words (fetched with it on the web) sit under the same key.
    import: { ...firstScreenMessages[locale].import, ...importDialogMessages[locale].import },
  }
}
export type MessageSchema = (typeof messages)['en']

/** A part of the catalog in both languages, as `defineMessages` declares it. */
export type CatalogPart = Record<Locale, object>

/**
 * One i18n instance over the whole shared catalog, for the main process (and any test), with
 * the parts only that program needs (`extraParts`) merged in. The command line reads the same
 * catalog through vue-i18n's core, without Vue (src/cli/translator.ts).
 */
export function createCasebookI18n(locale: Locale, ...extraParts: readonly CatalogPart[]) {
  return createFirstScreenI18n(
    locale,
    gameScreenMessages,
    importDialogMessages,
    historyMessages,
    sharingMessages,
    ...extraParts,
  )
}
