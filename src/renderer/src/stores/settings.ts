import { defineStore } from 'pinia'
import { inject, ref } from 'vue'
import type { Locale } from '../../../shared/i18n'
import {
  browserStorage,
  createLocalePreferences,
  createScreenAwakePreference,
  localePreferencesKey,
} from '../preferences'

/** The user's settings: the language, and whether the screen stays awake during a game. */
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

  const screenAwakePreference = createScreenAwakePreference(browserStorage())
  const keepScreenAwake = ref(screenAwakePreference.initial())

  /** The user turned "keep the screen awake" on or off: now and at every later start. */
  function chooseKeepScreenAwake(on: boolean) {
    keepScreenAwake.value = on
    screenAwakePreference.remember(on)
  }

  return { locale, chooseLocale, keepScreenAwake, chooseKeepScreenAwake }
})
