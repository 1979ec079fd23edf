/**
 * The languages and how one is chosen. Kept apart from the catalog and vue-i18n so that the
 * command line can read its options without loading either.
 */
export const supportedLocales = ['en', 'fr'] as const
export type Locale = (typeof supportedLocales)[number]

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
