import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Where the built preload script and renderer page live, and the dev server if there is one. */
export interface AppLocations {
  preloadFile: string
  rendererFile: string
  /** electron-vite's dev server (ELECTRON_RENDERER_URL); undefined for the built app. */
  devServerUrl: string | undefined
}

/** `outDir` is electron-vite's output folder (`out/`), the parent of `out/main/`. */
export function appLocations(outDir: string, devServerUrl: string | undefined): AppLocations {
  return {
    preloadFile: join(outDir, 'preload', 'index.cjs'),
    rendererFile: join(outDir, 'renderer', 'index.html'),
    devServerUrl: devServerUrl || undefined,
  }
}

/**
 * Recognises the app's own page: in development any URL on the dev server's origin, otherwise
 * exactly the built index.html file (whatever its query or hash). Everything else is foreign.
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
  const page = withoutQueryAndHash(pathToFileURL(locations.rendererFile))
  return (url) => {
    const parsed = parseUrl(url)
    return (
      parsed !== undefined && parsed.protocol === 'file:' && withoutQueryAndHash(parsed) === page
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

function withoutQueryAndHash(url: URL): string {
  const copy = new URL(url.href)
  copy.search = ''
  copy.hash = ''
  return copy.href
}
