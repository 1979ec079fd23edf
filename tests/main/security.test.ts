import { readFileSync } from 'node:fs'
import { withDesktopMetaPolicy } from '../../src/shared/content-security-policy'
import { describe, expect, it, vi } from 'vitest'
import {
  contentSecurityPolicy,
  desktopContentSecurityPolicy,
  createNavigationGuard,
  createWindowOpenHandler,
  denyPermissionRequest,
  externalOriginAllowList,
  guardWebContents,
  isAllowedExternalUrl,
  secureWebPreferences,
  type GuardedContents,
  type NavigationEvent,
} from '../../src/main/security'

const appPage = 'app://casebook/index.html'
const isAppPage = (url: string) => url.startsWith(appPage)
const allowList = ['https://rules.example.org']

function navigation(url: string) {
  const event = { url, preventDefault: vi.fn<() => void>() }
  return event satisfies NavigationEvent
}

describe('secureWebPreferences', () => {
  it('isolates and sandboxes the renderer, with no Node and no <webview>', () => {
    const preferences = secureWebPreferences('/opt/casebook/out/preload/index.cjs')
    expect(preferences).toMatchObject({
      preload: '/opt/casebook/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      webSecurity: true,
    })
  })
})

describe('isAllowedExternalUrl', () => {
  it('accepts http and https URLs on an allowed origin', () => {
    expect(isAllowedExternalUrl('https://rules.example.org/jekyll#scoring', allowList)).toBe(true)
    expect(isAllowedExternalUrl('http://rules.example.org/', ['http://rules.example.org'])).toBe(
      true,
    )
  })

  it('refuses other origins, look-alike hosts and other ports', () => {
    expect(isAllowedExternalUrl('https://evil.example.com/', allowList)).toBe(false)
    expect(isAllowedExternalUrl('https://rules.example.org.evil.com/', allowList)).toBe(false)
    expect(isAllowedExternalUrl('https://rules.example.org:8443/', allowList)).toBe(false)
    expect(isAllowedExternalUrl('http://rules.example.org/', allowList)).toBe(false)
  })

  it('refuses non-http schemes even when their text mentions an allowed origin', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)//https://rules.example.org',
      'smb://rules.example.org/share',
      'data:text/html,<script>1</script>',
    ]) {
      expect(isAllowedExternalUrl(url, allowList), url).toBe(false)
    }
  })

  it('refuses URLs with credentials and strings that are not URLs', () => {
    expect(isAllowedExternalUrl('https://user:pw@rules.example.org/', allowList)).toBe(false)
    expect(isAllowedExternalUrl('not a url', allowList)).toBe(false)
    expect(isAllowedExternalUrl('', allowList)).toBe(false)
  })

  it('opens nothing with the app’s own allow-list, which is empty for now', () => {
    expect(externalOriginAllowList).toEqual([])
    expect(isAllowedExternalUrl('https://rules.example.org/', externalOriginAllowList)).toBe(false)
  })
})

describe('window-open handler', () => {
  it('denies every new window and opens only allowed URLs in the browser', () => {
    const openExternal = vi.fn()
    const handler = createWindowOpenHandler({ isAppPage, openExternal, allowList })

    expect(handler({ url: 'https://evil.example.com/' })).toEqual({ action: 'deny' })
    expect(handler({ url: appPage })).toEqual({ action: 'deny' })
    expect(openExternal).not.toHaveBeenCalled()

    expect(handler({ url: 'https://rules.example.org/page' })).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://rules.example.org/page')
  })
})

describe('navigation guard', () => {
  it('blocks navigation to a foreign page', () => {
    const openExternal = vi.fn()
    const guard = createNavigationGuard({ isAppPage, openExternal, allowList })
    const event = navigation('https://evil.example.com/phish')
    guard(event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('lets the app navigate within its own page', () => {
    const guard = createNavigationGuard({ isAppPage, openExternal: vi.fn(), allowList })
    const event = navigation(`${appPage}#/games`)
    guard(event)
    expect(event.preventDefault).not.toHaveBeenCalled()
  })

  it('keeps an allowed link out of the app window but opens it in the browser', () => {
    const openExternal = vi.fn()
    const guard = createNavigationGuard({ isAppPage, openExternal, allowList })
    const event = navigation('https://rules.example.org/')
    guard(event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://rules.example.org/')
  })
})

describe('guardWebContents', () => {
  function fakeContents() {
    const listeners = new Map<string, (event: never) => void>()
    let windowOpenHandler: ((details: { url: string }) => unknown) | undefined
    const contents = {
      setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => {
        windowOpenHandler = handler
      },
      on: (name: string, listener: (event: never) => void) => {
        listeners.set(name, listener)
      },
    }
    return {
      contents: contents as unknown as GuardedContents,
      emit: (name: string, event: unknown) => listeners.get(name)?.(event as never),
      openWindow: (url: string) => windowOpenHandler?.({ url }),
      listens: (name: string) => listeners.has(name),
    }
  }

  it('installs the window-open, navigation, redirect and webview guards', () => {
    const fake = fakeContents()
    guardWebContents(fake.contents, { isAppPage, openExternal: vi.fn(), allowList })

    expect(fake.openWindow('https://evil.example.com/')).toEqual({ action: 'deny' })

    for (const name of ['will-navigate', 'will-redirect']) {
      const foreign = navigation('https://evil.example.com/')
      fake.emit(name, foreign)
      expect(foreign.preventDefault, name).toHaveBeenCalled()
      const own = navigation(appPage)
      fake.emit(name, own)
      expect(own.preventDefault, name).not.toHaveBeenCalled()
    }

    const attach = { preventDefault: vi.fn() }
    fake.emit('will-attach-webview', attach)
    expect(attach.preventDefault).toHaveBeenCalled()
  })
})

describe('Content-Security-Policy', () => {
  it('is strict: own files only, no eval (WebAssembly only, for Automerge), no plugins, no framing, no form posts', () => {
    const directives = new Map(
      contentSecurityPolicy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/)
        return [name, values.join(' ')] as const
      }),
    )
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'wasm-unsafe-eval'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
    })
    expect(contentSecurityPolicy).not.toMatch(/(^|\s)'unsafe-eval'/)
  })

  it('lets the desktop page open plain WebSockets (the main process keeps them local), and changes nothing else', () => {
    const differences = desktopContentSecurityPolicy
      .split('; ')
      .filter((directive) => !contentSecurityPolicy.split('; ').includes(directive))
    expect(differences).toEqual(["connect-src 'self' ws:"])
    expect(desktopContentSecurityPolicy.split('; ')).toHaveLength(
      contentSecurityPolicy.split('; ').length,
    )
  })

  it('gives the desktop page a meta that says the desktop policy, the web page’s untouched', () => {
    const html = readFileSync(new URL('../../src/renderer/index.html', import.meta.url), 'utf8')
    const metaOf = (page: string) =>
      /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(page)?.[1]
    expect(`${metaOf(withDesktopMetaPolicy(html))}; frame-ancestors 'none'`).toBe(
      desktopContentSecurityPolicy,
    )
    expect(`${metaOf(html)}; frame-ancestors 'none'`).toBe(contentSecurityPolicy)
    expect(() => withDesktopMetaPolicy('<meta http-equiv="Content-Security-Policy">')).toThrow(
      /no <meta> with the web CSP/,
    )
  })

  it('keeps the web build’s and the sync server’s policy at their own origin', async () => {
    const { SECURITY_HEADERS } = await import('../../src/sync-server/security-headers')
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(contentSecurityPolicy)
    expect(contentSecurityPolicy).toContain("connect-src 'self';")
    expect(contentSecurityPolicy).not.toContain('ws:')
  })

  it('is the page’s meta policy, plus frame-ancestors, which only a header can set', () => {
    const html = readFileSync(new URL('../../src/renderer/index.html', import.meta.url), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy)
  })
})

describe('permission requests', () => {
  it('are all denied', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      const callback = vi.fn()
      denyPermissionRequest({}, permission, callback)
      expect(callback, permission).toHaveBeenCalledExactlyOnceWith(false)
    }
  })
})
