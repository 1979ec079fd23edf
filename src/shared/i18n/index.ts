import { createI18n } from 'vue-i18n'
import { appMessages } from './messages/app'
import { menuMessages } from './messages/menu'
import { engineMessages } from './messages/engine'
import { cliMessages } from './messages/cli'
import { storageMessages } from './messages/storage'
import { handEntryMessages } from './messages/hand-entry'
import { scoreSheetMessages } from './messages/score-sheet'
import { gameMessages } from './messages/game'
import { exportFormatsMessages } from './messages/export'
import { importMessages } from './messages/import'
import { backupMessages } from './messages/backup'
import { whatIfMessages } from './messages/what-if'

export const supportedLocales = ['en', 'fr'] as const
export type Locale = (typeof supportedLocales)[number]

export const messages = {
  en: {
    ...appMessages.en,
    ...menuMessages.en,
    ...engineMessages.en,
    ...cliMessages.en,
    ...storageMessages.en,
    ...handEntryMessages.en,
    ...scoreSheetMessages.en,
    ...gameMessages.en,
    ...exportFormatsMessages.en,
    ...importMessages.en,
    ...backupMessages.en,
    ...whatIfMessages.en,
  },
  fr: {
    ...appMessages.fr,
    ...menuMessages.fr,
    ...engineMessages.fr,
    ...cliMessages.fr,
    ...storageMessages.fr,
    ...handEntryMessages.fr,
    ...scoreSheetMessages.fr,
    ...gameMessages.fr,
    ...exportFormatsMessages.fr,
    ...importMessages.fr,
    ...backupMessages.fr,
    ...whatIfMessages.fr,
  },
}
export type MessageSchema = (typeof messages)['en']
// The rules reference's long texts (messages/rules.ts) are not here: the reference merges them
// into the catalog when it is first opened, so they stay out of the app's first download.

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value)
}

/** The first supported language among the user's preferred ones ("fr-CA" counts as French). */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split(/[-_]/)[0]
    if (isLocale(language)) return language
  }
  return 'en'
}

const dateFormats = {
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const

/** One i18n instance over the shared catalog, for the renderer, the main process and the CLI. */
export function createCasebookI18n(locale: Locale) {
  return createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages,
    datetimeFormats: { en: dateFormats, fr: dateFormats },
  })
}
