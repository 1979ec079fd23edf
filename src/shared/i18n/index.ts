import type { CatalogPart } from './catalog-part'
import { createFirstScreenI18n } from './first-screen'
import { gameScreenMessages } from './game-screens'
import { importDialogMessages } from './messages/import-dialog'
import { historyMessages } from './messages/history'
import { playsExportMessages } from './messages/plays-export'
import { sharingMessages } from './messages/sharing'
import type { Locale } from './locales'

export type { CatalogPart } from './catalog-part'
export { messages, type MessageSchema } from './whole-catalog'

export { supportedLocales, isLocale, pickLocale, type Locale } from './locales'

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
    playsExportMessages,
    sharingMessages,
    ...extraParts,
  )
}
