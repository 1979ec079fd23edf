import { useI18n } from 'vue-i18n'
import type { CatalogPart } from '../../../shared/i18n'
import { supportedLocales, type Locale } from '../../../shared/i18n/locales'
import { rulesReferenceMessages } from '../../../shared/i18n/messages/rules'
import type { GameReference } from '../../../shared/rules/reference'

interface Catalog {
  mergeLocaleMessage: (locale: Locale, messages: object) => void
  te: (key: string, locale: Locale) => boolean
}

function merge(catalog: Catalog, part: CatalogPart): void {
  for (const locale of supportedLocales) catalog.mergeLocaleMessage(locale, part[locale])
}

/**
 * Adds the reference's frame and one game's reference texts, in both languages, to an i18n
 * catalog, unless it has them already.
 */
export function addRulesReferenceMessages(catalog: Catalog, reference?: GameReference): void {
  if (!catalog.te('rulesReference.title', 'en')) merge(catalog, rulesReferenceMessages)
  if (reference && !catalog.te(`${reference.messages}.name`, 'en')) {
    for (const part of reference.catalogs) merge(catalog, part)
  }
}

/**
 * Adds them to the app's catalog the first time a game's reference (or a link to it) is shown:
 * they are long, and only these screens (loaded on demand) need them, so they stay out of the
 * app's first download.
 */
export function useRulesReferenceMessages(): (reference?: GameReference) => void {
  const global = useI18n({ useScope: 'global' })
  return (reference) => addRulesReferenceMessages(global, reference)
}
