import { createI18n } from 'vue-i18n'
import type { CatalogPart } from './catalog-part'
import { firstScreenMessages } from './first-screen-messages'
import { supportedLocales, type Locale } from './locales'
import { frenchPlural } from './plural'
import type { MessageSchema } from './whole-catalog'

export { firstScreenMessages }

const dateFormats = {
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const

/**
 * One i18n instance over the first screen's catalog, with `extraParts` merged in (the whole
 * catalog: `createCasebookI18n` in index.ts).
 */
export function createFirstScreenI18n(locale: Locale, ...extraParts: readonly CatalogPart[]) {
  const i18n = createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    // Typed as the whole catalog: the other parts are merged in before a screen that shows them.
    messages: firstScreenMessages as Record<Locale, MessageSchema>,
    datetimeFormats: { en: dateFormats, fr: dateFormats },
    pluralRules: { fr: frenchPlural },
  })
  for (const part of extraParts)
    for (const each of supportedLocales) i18n.global.mergeLocaleMessage(each, part[each])
  return i18n
}
