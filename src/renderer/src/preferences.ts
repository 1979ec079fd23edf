import type { InjectionKey } from 'vue'
import { isLocale, pickLocale, type Locale } from '../../shared/i18n/locales'

/** The key under which the user's language choice is kept in localStorage. */
export const localeStorageKey = 'casebook.locale'

export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Where the language comes from: the user's own choice if they made one, else the system's. */
export interface LocalePreferences {
  initialLocale(): Locale
  rememberLocale(locale: Locale): void
}

export const localePreferencesKey: InjectionKey<LocalePreferences> = Symbol('casebook locale')

/**
 * Only an explicit choice is stored, so that until the user picks a language the app keeps
 * following the system's. Storage may be missing or refuse access (private modes, policies):
 * the app then simply forgets the choice at the next start.
 */
export function createLocalePreferences(
  storage: PreferenceStorage | null,
  languages: readonly string[],
): LocalePreferences {
  return {
    initialLocale() {
      const stored = read(storage)
      return isLocale(stored) ? stored : pickLocale(languages)
    },
    rememberLocale(locale) {
      try {
        storage?.setItem(localeStorageKey, locale)
      } catch {
        // Not fatal: the choice holds for this session.
      }
    },
  }
}

function read(storage: PreferenceStorage | null): string | null {
  try {
    return storage?.getItem(localeStorageKey) ?? null
  } catch {
    return null
  }
}

/** `window.localStorage`, or null where reading it throws. */
export function browserStorage(): PreferenceStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
