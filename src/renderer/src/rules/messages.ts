import { useI18n } from 'vue-i18n'
import { supportedLocales } from '../../../shared/i18n'
import { rulesReferenceMessages } from '../../../shared/i18n/messages/rules'

/** Adds the rules reference's texts, in both languages, to an i18n catalog. */
export function addRulesReferenceMessages(catalog: {
  mergeLocaleMessage: (locale: string, messages: object) => void
}): void {
  for (const locale of supportedLocales) {
    catalog.mergeLocaleMessage(locale, rulesReferenceMessages[locale])
  }
}

/**
 * Adds them to the app's catalog the first time the reference is shown: they are long, and only
 * this screen (loaded on demand) needs them, so they stay out of the app's first download.
 */
export function useRulesReferenceMessages(): void {
  const global = useI18n({ useScope: 'global' })
  if (!global.te('rulesReference.title', 'en')) addRulesReferenceMessages(global)
}
