import { firstScreenMessages } from './first-screen-messages'
import { gameScreenMessages } from './game-screens'
import { importDialogMessages } from './messages/import-dialog'
import { historyMessages } from './messages/history'
import { playsExportMessages } from './messages/plays-export'
import { sharingMessages } from './messages/sharing'
import type { Locale } from './locales'

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
    ...playsExportMessages[locale],
    ...sharingMessages[locale],
    // The import dialog's words (fetched with it on the web) sit under the same key.
    import: { ...firstScreenMessages[locale].import, ...importDialogMessages[locale].import },
  }
}
export type MessageSchema = (typeof messages)['en']
