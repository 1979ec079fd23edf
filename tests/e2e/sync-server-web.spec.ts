import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startSyncServer, type SyncServer } from '../../src/sync-server/server'
import { expect, test } from './fixtures'
import { loopback, tableAtNetworkAddress, tableHost } from './test-lan'

/**
 * The web app as a phone at the table gets it: from the sync server, not from vite preview, at
 * the test network's address (tests/e2e/test-lan.ts), where the page is not a secure context; and
 * as the computer running the server gets it, at 127.0.0.1.
 */
// The service worker fetches every file of the app (1.3 MB) before it is ready: on a 2-core
// machine busy with other runs, more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

let server: SyncServer
let dataDir: string

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'casebook-sync-e2e-'))
  server = await startSyncServer({
    hosts: [...new Set([loopback, tableHost()])],
    port: 0,
    dataDir,
    webRoot: 'dist/web',
    log: () => {},
  })
})

test.afterAll(async () => {
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** The page's Content Security Policy lets it open the sync connection to where it came from. */
function openSocket(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const connection = new WebSocket(`ws://${location.host}/`)
        connection.onopen = () => {
          connection.close()
          resolve('open')
        }
        connection.onerror = () => resolve('refused')
      }),
  )
}

test('a phone at the network address gets the app, which says what it cannot do there', async ({
  page,
}) => {
  const response = await page.goto(`http://${tableHost()}:${server.port}/`)
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const secure = await page.evaluate(() => window.isSecureContext)
  expect(secure).toBe(!tableAtNetworkAddress())
  // No service worker there: About says that working offline and installing are not available.
  expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(secure)
  await page.getByRole('button', { name: 'About' }).click()
  await expect(page.getByTestId('about-not-secure')).toHaveCount(secure ? 0 : 1)
  await page.getByRole('button', { name: 'Close' }).click()
  expect(await openSocket(page)).toBe('open')
})

test('the computer running the server gets the app kept for offline use at 127.0.0.1', async ({
  page,
}) => {
  const response = await page.goto(`http://${loopback}:${server.port}/`)
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true)
  // The service worker fetched and kept every file of the app from this server.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  expect(await openSocket(page)).toBe('open')
})
