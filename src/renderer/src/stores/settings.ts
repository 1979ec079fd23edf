import { defineStore } from 'pinia'
import { inject, ref } from 'vue'
import type { Locale } from '../../../shared/i18n'
import {
  browserStorage,
  createLocalePreferences,
  createScreenAwakePreference,
  createTableServerPreference,
  localePreferencesKey,
} from '../preferences'

/**
 * The user's settings: the language, whether the screen stays awake during a game, and whether
 * the desktop app may run the table server.
 */
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

  const tableServerPreference = createTableServerPreference(browserStorage())
  const neverRunTableServer = ref(tableServerPreference.initialNever())

  /** The user said whether the desktop app may run the table server: now and at every start. */
  function chooseNeverRunTableServer(never: boolean) {
    neverRunTableServer.value = never
    tableServerPreference.remember(never)
  }

  return {
    locale,
    chooseLocale,
    keepScreenAwake,
    chooseKeepScreenAwake,
    neverRunTableServer,
    chooseNeverRunTableServer,
  }
})
