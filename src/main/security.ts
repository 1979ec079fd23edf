import type { Event, HandlerDetails, WebPreferences, WindowOpenHandlerResponse } from 'electron'

/** The renderer's web preferences: isolated, sandboxed, no Node, no <webview>. */
export function secureWebPreferences(preloadFile: string): WebPreferences {
  return {
    preload: preloadFile,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
  }
}

/**
 * Origins the app itself may open in the user's browser. Empty for now: links to the outside
 * world are added here, one reviewed origin at a time (e.g. 'https://example.org').
 */
export const externalOriginAllowList: readonly string[] = []

/** True only for a well-formed http(s) URL, without credentials, on an allowed origin. */
export function isAllowedExternalUrl(url: string, allowList: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  if (parsed.username !== '' || parsed.password !== '') return false
  return allowList.includes(parsed.origin)
}

export interface GuardOptions {
  /** Whether a URL is the app's own page (see createAppPageMatcher). */
  isAppPage: (url: string) => boolean
  /** shell.openExternal; only ever called with an allowed URL. */
  openExternal: (url: string) => unknown
  allowList?: readonly string[]
}

/** The part of a WebContents that the guards use. */
export interface GuardedContents {
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown
  on(event: 'will-attach-webview', listener: (event: Event) => void): unknown
}

export type NavigationEvent = Pick<Event, 'preventDefault'> & { url: string }

/** Opens an allowed URL in the user's browser; reports whether it did. */
export function openIfAllowed(url: string, options: GuardOptions): boolean {
  if (!isAllowedExternalUrl(url, options.allowList ?? externalOriginAllowList)) return false
  void options.openExternal(url)
  return true
}

/** window.open and target=_blank never make a new app window. */
export function createWindowOpenHandler(
  options: GuardOptions,
): (details: Pick<HandlerDetails, 'url'>) => WindowOpenHandlerResponse {
  return ({ url }) => {
    openIfAllowed(url, options)
    return { action: 'deny' }
  }
}

/** Navigation and redirects stay on the app's own page. */
export function createNavigationGuard(options: GuardOptions): (event: NavigationEvent) => void {
  return (event) => {
    if (options.isAppPage(event.url)) return
    event.preventDefault()
    openIfAllowed(event.url, options)
  }
}

/** Installs every guard on one WebContents; called from app 'web-contents-created'. */
export function guardWebContents(contents: GuardedContents, options: GuardOptions): void {
  contents.setWindowOpenHandler(createWindowOpenHandler(options))
  const guardNavigation = createNavigationGuard(options)
  contents.on('will-navigate', guardNavigation)
  contents.on('will-redirect', guardNavigation)
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

export {
  contentSecurityPolicy,
  desktopContentSecurityPolicy,
} from '../shared/content-security-policy'

/** Casebook needs no camera, microphone, notifications or anything else: every request is refused. */
export function denyPermissionRequest(
  _webContents: unknown,
  _permission: string,
  callback: (permissionGranted: boolean) => void,
): void {
  callback(false)
}
