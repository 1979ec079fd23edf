import type { Locale } from './locales'

/** A part of the catalog in both languages, as `defineMessages` declares it. */
export type CatalogPart = Record<Locale, object>
