import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { desktopContentSecurityPolicy } from '../../src/main/security'

/**
 * The built main process (out/main/index.js, as the installers ship it: its libraries bundled)
 * started in Node with a stand-in for Electron (tests/e2e/electron-stub), which cannot be
 * downloaded here. It shows the bundle runs, registers app:// before the app is ready, serves
 * the built renderer through it and loads the window from it. No browser is involved.
 */
const mainBundle = fileURLToPath(new URL('../../out/main/index.js', import.meta.url))
const stubFolder = fileURLToPath(new URL('./electron-stub/', import.meta.url))

interface StartedMain {
  order: string[]
  privileges: unknown
  scheme: string
  webPreferences: Record<string, unknown>
  loaded: string
  menu: string[]
  socketFilter: unknown
  socketsCancelled: Record<string, boolean>
  served: Record<string, { status: number; contentType: string; csp: string; body: string }>
  problems: string[]
}

function startMain(...urls: string[]): StartedMain {
  if (!existsSync(mainBundle))
    throw new Error('No desktop build in out/: run `npm run build` first.')
  const userData = mkdtempSync(join(tmpdir(), 'casebook-main-'))
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', join(stubFolder, 'register.mjs'), join(stubFolder, 'start-main.mjs'), ...urls],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, CASEBOOK_MAIN: mainBundle, CASEBOOK_USER_DATA: userData },
      },
    )
    expect(run.status, run.stderr).toBe(0)
    return JSON.parse(run.stdout) as StartedMain
  } finally {
    rmSync(userData, { recursive: true, force: true })
  }
}

test('the built main process registers app://, serves the renderer from it and loads it', () => {
  const main = startMain('app://casebook/index.html', 'app://casebook/%2e%2e/main/index.js')

  expect(main.problems).toEqual([])
  expect(main.order).toEqual([
    'protocol.registerSchemesAsPrivileged',
    'app ready',
    'protocol.handle',
    'new BrowserWindow',
  ])
  expect(main.privileges).toEqual([
    { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])
  expect(main.scheme).toBe('app')
  expect(main.loaded).toBe('app://casebook/index.html')
  expect(main.webPreferences).toMatchObject({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
  })

  const page = main.served['app://casebook/index.html']
  expect(page).toMatchObject({ status: 200, contentType: 'text/html; charset=utf-8' })
  expect(page?.csp).toBe(desktopContentSecurityPolicy)
  expect(page?.body).toContain('<!doctype html>')
  // The URL parser keeps `..` inside the renderer folder: the main bundle beside it is not served.
  expect(main.served['app://casebook/%2e%2e/main/index.js']?.status).toBe(404)

  // vue-i18n, bundled into main, still words the menu (the stand-in's system is French).
  expect(main.menu).toEqual(['Fichier', 'Édition', 'Affichage', 'Aide'])
  // Every WebSocket of the window stays on the local network (decision 0063).
  expect(main.socketFilter).toEqual({ urls: ['<all_urls>'], types: ['webSocket'] })
  expect(main.socketsCancelled).toEqual({
    'ws://192.168.1.20:3030/': false,
    'ws://203.0.113.9:3030/': true,
  })
})

test('the built main process offers the table server, whose bundled chunk syncs and serves the web app', () => {
  const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url))
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error('No web build in dist/web: run `npm run build` first.')
  }
  const userData = mkdtempSync(join(tmpdir(), 'casebook-main-'))
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', join(stubFolder, 'register.mjs'), join(stubFolder, 'start-table-server.mjs')],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          CASEBOOK_MAIN: mainBundle,
          CASEBOOK_USER_DATA: userData,
          CASEBOOK_WEB_ROOT: webRoot,
        },
      },
    )
    expect(run.status, run.stderr).toBe(0)
    const started = JSON.parse(run.stdout) as {
      channels: string[]
      answer: { addresses: string[]; webApp: boolean }
      cookie: string | null
      pageStatus: number
      page: string
    }
    expect(started.channels.sort()).toEqual([
      'casebook:start-table-server',
      'casebook:stop-table-server',
    ])
    // Automerge's WebAssembly is inside the bundle: the server's repository started.
    expect(started.answer).toMatchObject({ addresses: ['127.0.0.1'], webApp: true })
    expect(started.cookie).toContain('casebook-sync=1')
    expect(started.pageStatus).toBe(200)
    expect(started.page).toContain('<!doctype html>')
  } finally {
    rmSync(userData, { recursive: true, force: true })
  }
})
