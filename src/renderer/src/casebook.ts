import { createPinia } from 'pinia'
import type { Plugin } from 'vue'
import type { Router } from 'vue-router'
import { createFirstScreenI18n } from '../../shared/i18n/first-screen'
import { addCatalogPart } from './catalog-parts'
import {
  appUpdatesKey,
  libraryLockKey,
  platformKey,
  type AppUpdates,
  type LibraryLock,
  type Platform,
} from './platform'
import {
  browserStorage,
  createLocalePreferences,
  localePreferencesKey,
  type PreferenceStorage,
} from './preferences'
import { summaryCacheKey, type SummaryCache } from './game/summary-cache'
import { createCasebookRouter } from './router'
import { useSettingsStore } from './stores/settings'

export interface CasebookOptions {
  platform: Platform
  /** Where the language choice is kept; localStorage by default. */
  storage?: PreferenceStorage | null
  /** The system's preferred languages; navigator.languages by default. */
  languages?: readonly string[]
  /** The router; the app's own hash router by default. */
  router?: Router
  /** Which window may use the library; this one, always, by default. */
  libraryLock?: LibraryLock
  /** Whether a new version of the app waits to run; never, by default. */
  appUpdates?: AppUpdates
  /** Where each game's summary is kept between starts; none by default. */
  summaryCache?: SummaryCache
}

/** Everything App.vue needs around it: the platform, Pinia and vue-i18n in the right language. */
export function createCasebook(options: CasebookOptions): Plugin {
  return {
    install(app) {
      app.provide(platformKey, options.platform)
      if (options.libraryLock) app.provide(libraryLockKey, options.libraryLock)
      if (options.appUpdates) app.provide(appUpdatesKey, options.appUpdates)
      if (options.summaryCache) app.provide(summaryCacheKey, options.summaryCache)
      app.provide(
        localePreferencesKey,
        createLocalePreferences(
          options.storage === undefined ? browserStorage() : options.storage,
          options.languages ?? navigator.languages,
        ),
      )
      const pinia = createPinia()
      app.use(pinia)
      const settings = useSettingsStore(pinia)
      const i18n = createFirstScreenI18n(settings.locale)
      app.use(i18n)
      const router = options.router ?? createCasebookRouter()
      // A game's page and the new-game page open with their words, fetched the first time.
      router.beforeResolve(async (to) => {
        if (to.matched.some((record) => record.meta.gameScreens)) {
          await addCatalogPart(i18n.global, 'gameScreens')
        }
        if (to.matched.some((record) => record.meta.history)) {
          await addCatalogPart(i18n.global, 'history')
        }
        if (to.matched.some((record) => record.meta.sharing)) {
          await addCatalogPart(i18n.global, 'sharing')
        }
      })
      app.use(router)
    },
  }
}
