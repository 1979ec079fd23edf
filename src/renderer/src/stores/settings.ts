import { defineStore } from 'pinia'
import { inject, ref } from 'vue'
import type { Locale } from '../../../shared/i18n'
import { browserStorage, createLocalePreferences, localePreferencesKey } from '../preferences'

/** The user's settings. For now only the language. */
export const useSettingsStore = defineStore('settings', () => {
  const preferences =
    inject(localePreferencesKey, null) ??
    createLocalePreferences(browserStorage(), navigator.languages)

  const locale = ref<Locale>(preferences.initialLocale())

  /** The user picked a language: use it now and at every later start. */
  function chooseLocale(next: Locale) {
    locale.value = next
    preferences.rememberLocale(next)
  }

  return { locale, chooseLocale }
})
