import { inject } from 'vue'
import type { CasebookApi } from '../../../shared/ipc-contract'
import { appUpdatesFromServiceWorker, noAppUpdates, type AppUpdates } from './app-updates'
import { createBrowserPlatform } from './browser'
import { createElectronPlatform } from './electron'
import { libraryAlwaysHere, type LibraryLock } from './library-lock'
import { libraryLockForTabs } from './library-lock-for-tabs'
import { platformKey, type Platform } from './platform'

export type { AppInfo, MenuCommand, Platform } from './platform'
export { platformKey } from './platform'
export { createBrowserPlatform } from './browser'
export { createElectronPlatform } from './electron'
export {
  appUpdatesKey,
  noAppUpdates,
  useAppUpdates,
  type AppUpdates,
  type AppUpdateState,
} from './app-updates'
export { libraryLockKey, useLibraryLock, type LibraryLock } from './library-lock'

/** Where the bridge lives: `window` in the app; any object in tests. */
export interface PlatformHost {
  casebook?: CasebookApi | undefined
}

/**
 * The web build (the one build with a service worker) never runs inside the desktop app, so the
 * desktop platform is left out of its first download.
 */
const desktopPossible = import.meta.env.CASEBOOK_SERVICE_WORKER !== true

/** Picked once at startup: inside Electron the preload bridge is there, in a browser it is not. */
export function pickPlatform(host: PlatformHost = window): Platform {
  return desktopPossible && host.casebook
    ? createElectronPlatform(host.casebook)
    : createBrowserPlatform()
}

/** The desktop app is one instance already; browser tabs take turns with the library. */
export function pickLibraryLock(host: PlatformHost = window): LibraryLock {
  return host.casebook ? libraryAlwaysHere() : libraryLockForTabs()
}

/** The platform the app was started with. Call from a component's setup. */
export function usePlatform(): Platform {
  const platform = inject(platformKey)
  if (!platform) throw new Error('No platform provided: install the Casebook plugin first.')
  return platform
}

/**
 * The web app is kept by a service worker and offers each new version; the desktop app has no
 * service worker (its installer updates it), so it never offers one.
 */
export function pickAppUpdates(
  host: PlatformHost = window,
  buildHasWorker = import.meta.env.CASEBOOK_SERVICE_WORKER === true,
): AppUpdates {
  // The desktop build has no worker to register, even on a page opened without its bridge.
  return host.casebook || !buildHasWorker ? noAppUpdates() : appUpdatesFromServiceWorker()
}
