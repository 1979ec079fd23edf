import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appLocations, createAppPageMatcher } from '../../src/main/paths'

const outDir = join('/opt', 'Case book', 'out')

describe('appLocations', () => {
  it('finds the CommonJS preload and the renderer page under electron-vite’s output folder', () => {
    expect(appLocations(outDir, undefined)).toEqual({
      preloadFile: join(outDir, 'preload', 'index.cjs'),
      rendererFile: join(outDir, 'renderer', 'index.html'),
      devServerUrl: undefined,
    })
  })

  it('treats an empty dev server URL as no dev server', () => {
    expect(appLocations(outDir, '').devServerUrl).toBeUndefined()
  })
})

describe('createAppPageMatcher for the built app', () => {
  const isAppPage = createAppPageMatcher(appLocations(outDir, undefined))
  const page = pathToFileURL(join(outDir, 'renderer', 'index.html')).href

  it('accepts the built index.html, with any query or hash', () => {
    expect(isAppPage(page)).toBe(true)
    expect(isAppPage(`${page}#/games/3`)).toBe(true)
    expect(isAppPage(`${page}?lang=fr`)).toBe(true)
  })

  it('refuses other files, other schemes and the dev server', () => {
    expect(isAppPage(pathToFileURL(join(outDir, 'renderer', 'other.html')).href)).toBe(false)
    expect(isAppPage(pathToFileURL('/etc/passwd').href)).toBe(false)
    expect(isAppPage('http://localhost:5173/')).toBe(false)
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

  it('refuses other ports, hosts and file pages', () => {
    expect(isAppPage('http://localhost:5174/')).toBe(false)
    expect(isAppPage('http://localhost.evil.com:5173/')).toBe(false)
    expect(isAppPage(pathToFileURL(join(outDir, 'renderer', 'index.html')).href)).toBe(false)
  })

  it('trusts nothing when the dev server URL is not an http(s) URL', () => {
    const matcher = createAppPageMatcher(appLocations(outDir, 'file:///tmp/index.html'))
    expect(matcher('file:///tmp/index.html')).toBe(false)
    expect(matcher('file:///etc/passwd')).toBe(false)
  })
})
