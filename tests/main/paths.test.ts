import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  appLocations,
  appPageUrlFor,
  createAppPageMatcher,
  webAppFolder,
} from '../../src/main/paths'

const outDir = join('/opt', 'Case book', 'out')

describe('appLocations', () => {
  it('finds the CommonJS preload and the renderer folder under electron-vite’s output folder', () => {
    expect(appLocations(outDir, undefined)).toEqual({
      preloadFile: join(outDir, 'preload', 'index.cjs'),
      rendererFolder: join(outDir, 'renderer'),
      devServerUrl: undefined,
    })
  })

  it('treats an empty dev server URL as no dev server', () => {
    expect(appLocations(outDir, '').devServerUrl).toBeUndefined()
  })
})

describe('appPageUrlFor', () => {
  it('is the app:// page for the built app and the dev server in development', () => {
    expect(appPageUrlFor(appLocations(outDir, undefined))).toBe('app://casebook/index.html')
    expect(appPageUrlFor(appLocations(outDir, 'http://localhost:5173'))).toBe(
      'http://localhost:5173',
    )
  })
})

describe('createAppPageMatcher for the built app', () => {
  const isAppPage = createAppPageMatcher(appLocations(outDir, undefined))

  it('accepts the app:// page, with any query or hash', () => {
    expect(isAppPage('app://casebook/index.html')).toBe(true)
    expect(isAppPage('app://casebook/index.html#/games/3')).toBe(true)
    expect(isAppPage('app://casebook/index.html?lang=fr')).toBe(true)
  })

  it('refuses the built page as a file://, which no longer has any privilege', () => {
    expect(isAppPage(pathToFileURL(join(outDir, 'renderer', 'index.html')).href)).toBe(false)
    expect(isAppPage(pathToFileURL('/etc/passwd').href)).toBe(false)
  })

  it('refuses other app:// pages, hosts, ports and credentials', () => {
    expect(isAppPage('app://casebook/other.html')).toBe(false)
    expect(isAppPage('app://casebook/assets/index.html')).toBe(false)
    expect(isAppPage('app://evil/index.html')).toBe(false)
    expect(isAppPage('app://casebook.evil/index.html')).toBe(false)
    expect(isAppPage('app://casebook:1/index.html')).toBe(false)
    expect(isAppPage('app://user@casebook/index.html')).toBe(false)
  })

  it('refuses other schemes and the dev server', () => {
    expect(isAppPage('http://localhost:5173/')).toBe(false)
    expect(isAppPage('https://casebook/index.html')).toBe(false)
    expect(isAppPage('https://evil.example.com/index.html')).toBe(false)
    expect(isAppPage('not a url')).toBe(false)
  })
})

describe('createAppPageMatcher in development', () => {
  const isAppPage = createAppPageMatcher(appLocations(outDir, 'http://localhost:5173'))

  it('accepts any page on the dev server’s origin', () => {
    expect(isAppPage('http://localhost:5173/')).toBe(true)
    expect(isAppPage('http://localhost:5173/src/App.vue?t=1')).toBe(true)
  })

  it('refuses other ports, hosts, file pages and the app:// page', () => {
    expect(isAppPage('http://localhost:5174/')).toBe(false)
    expect(isAppPage('http://localhost.evil.com:5173/')).toBe(false)
    expect(isAppPage(pathToFileURL(join(outDir, 'renderer', 'index.html')).href)).toBe(false)
    expect(isAppPage('app://casebook/index.html')).toBe(false)
  })

  it('trusts nothing when the dev server URL is not an http(s) URL', () => {
    const matcher = createAppPageMatcher(appLocations(outDir, 'file:///tmp/index.html'))
    expect(matcher('file:///tmp/index.html')).toBe(false)
    expect(matcher('file:///etc/passwd')).toBe(false)
  })
})

describe('webAppFolder', () => {
  it('is beside the archive in an installed app, and the web build in a clone', () => {
    expect(
      webAppFolder(
        { isPackaged: true, getAppPath: () => '/opt/Casebook/resources/app.asar' },
        '/opt/Casebook/resources',
      ),
    ).toBe(join('/opt/Casebook/resources', 'web'))
    expect(
      webAppFolder({ isPackaged: false, getAppPath: () => '/home/me/casebook' }, '/unused'),
    ).toBe(join('/home/me/casebook', 'dist', 'web'))
  })
})
