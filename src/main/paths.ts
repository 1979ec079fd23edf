import { join } from 'node:path'
import { appHost, appPageUrl, appScheme } from './app-protocol'

/** Where the built preload script and renderer live, and the dev server if there is one. */
export interface AppLocations {
  preloadFile: string
  /** electron-vite's out/renderer: what app:// serves. */
  rendererFolder: string
  /** electron-vite's dev server (ELECTRON_RENDERER_URL); undefined for the built app. */
  devServerUrl: string | undefined
}

/** `outDir` is electron-vite's output folder (`out/`), the parent of `out/main/`. */
export function appLocations(outDir: string, devServerUrl: string | undefined): AppLocations {
  return {
    preloadFile: join(outDir, 'preload', 'index.cjs'),
    rendererFolder: join(outDir, 'renderer'),
    devServerUrl: devServerUrl || undefined,
  }
}

/** The URL the window loads: the dev server in development, the app:// page otherwise. */
export function appPageUrlFor(locations: AppLocations): string {
  return locations.devServerUrl ?? appPageUrl
}

/**
 * Recognises the app's own page: in development any URL on the dev server's origin, otherwise
 * exactly app://casebook/index.html (whatever its query or hash). Everything else, file:// pages
 * included, is foreign.
 */
export function createAppPageMatcher(locations: AppLocations): (url: string) => boolean {
  if (locations.devServerUrl !== undefined) {
    const dev = parseUrl(locations.devServerUrl)
    const devOrigin = dev && isHttp(dev) ? dev.origin : undefined
    return (url) => {
      const parsed = parseUrl(url)
      return devOrigin !== undefined && parsed !== undefined && parsed.origin === devOrigin
    }
  }
  const page = new URL(appPageUrl)
  return (url) => {
    const parsed = parseUrl(url)
    // Compared part by part: URL.origin is "null" for a scheme Node does not know as special.
    return (
      parsed !== undefined &&
      parsed.protocol === `${appScheme}:` &&
      parsed.hostname === appHost &&
      parsed.port === '' &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.pathname === page.pathname
    )
  }
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:'
}

/**
 * The built web app the desktop app serves to the phones that join a shared game (decision
 * 0056): shipped beside the archive in an installed app (electron-builder.yml's extraResources),
 * the web build's own output (`dist/web`) when run from a clone (`npm start`, `npm run dev`).
 */
export function webAppFolder(
  app: { isPackaged: boolean; getAppPath(): string },
  resourcesPath: string,
): string {
  return app.isPackaged ? join(resourcesPath, 'web') : join(app.getAppPath(), 'dist', 'web')
}
