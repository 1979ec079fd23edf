import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSyncServer, type SyncServer } from '../../src/sync-server/server'
import { expect, test } from './fixtures'

/** The web app as a phone at the table gets it: from the sync server, not from vite preview. */
let server: SyncServer
let dataDir: string

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'casebook-sync-e2e-'))
  server = await startSyncServer({
    hosts: ['127.0.0.1'],
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

test('the sync server serves the web app, which runs under its headers and can reach it', async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${server.port}`
  const response = await page.goto(`${origin}/`)
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The service worker fetched and kept every file of the app from this server.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The page's Content Security Policy lets it open the sync connection to where it came from.
  const socket = await page.evaluate(
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
  expect(socket).toBe('open')
})
