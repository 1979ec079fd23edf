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

/** The key under which "keep the screen awake" is kept, only once the user turned it off. */
export const screenAwakeStorageKey = 'casebook.keepScreenAwake'

/**
 * Whether the screen stays awake while a game is open: on until the user turns it off (a table
 * whose screen goes dark mid-hand is the problem it solves). Kept like the language: a storage
 * that refuses only makes the choice last for the session.
 */
export function createScreenAwakePreference(storage: PreferenceStorage | null) {
  return {
    initial: (): boolean => read(storage, screenAwakeStorageKey) !== 'off',
    remember(on: boolean): void {
      try {
        storage?.setItem(screenAwakeStorageKey, on ? 'on' : 'off')
      } catch {
        // Not fatal: the choice holds for this session.
      }
    },
  }
}

/** The key under which "never run the table server on this computer" is kept (desktop app). */
export const tableServerStorageKey = 'casebook.neverRunTableServer'

/**
 * Whether the desktop app may run its sync server on the local network while a game is shared
 * (decision 0056): allowed until the user says never. Kept like the screen's switch.
 */
export function createTableServerPreference(storage: PreferenceStorage | null) {
  return {
    initialNever: (): boolean => read(storage, tableServerStorageKey) === 'never',
    remember(never: boolean): void {
      try {
        storage?.setItem(tableServerStorageKey, never ? 'never' : 'allowed')
      } catch {
        // Not fatal: the choice holds for this session.
      }
    },
  }
}

function read(storage: PreferenceStorage | null, key = localeStorageKey): string | null {
  try {
    return storage?.getItem(key) ?? null
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
