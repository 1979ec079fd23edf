import type { Locale } from '../../../src/shared/i18n'
import type { AppInfo, MenuCommand, Platform } from '../../../src/renderer/src/platform'

/**
 * A stand-in for the preload bridge: it answers like the desktop app would, remembers the
 * languages it was told, and lets a test play the native menu.
 */
export function createTestPlatform(info: Partial<AppInfo> = {}) {
  const listeners = new Set<(command: MenuCommand) => void>()
  const languagesSent: Locale[] = []

  const platform: Platform = {
    getAppInfo: () =>
      Promise.resolve({
        name: 'Casebook',
        version: '9.8.7-test',
        electron: '45.1.0',
        chrome: '142.0.7444.52',
        ...info,
      }),
    setLanguage: (locale) => {
      languagesSent.push(locale)
      return Promise.resolve()
    },
    onMenuCommand: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  return {
    platform,
    languagesSent,
    /** What the main process does when a menu item is chosen. */
    sendMenuCommand(command: MenuCommand) {
      for (const listener of listeners) listener(command)
    },
    get listenerCount() {
      return listeners.size
    },
  }
}
