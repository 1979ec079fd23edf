import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { startSyncServer, type SyncServer } from '../../src/sync-server/server'
import { expect, test } from './fixtures'
import { startGame } from './game-steps'
import { loopback, tableAtNetworkAddress, tableHost } from './test-lan'

/**
 * The real sync server, serving the web build, as a club's would: on 127.0.0.1 and at the test
 * network's address (tests/e2e/test-lan.ts), where the devices open it, as phones open a
 * computer's network address.
 */
export class TableServer {
  private server: SyncServer | undefined
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'casebook-table-'))
  port = 0

  /** `maxConnections`: fewer places than a club's server has, to fill it. */
  constructor(private readonly limits: { maxConnections?: number } = {}) {}

  get origin(): string {
    return `http://${tableHost()}:${this.port}`
  }

  async start(): Promise<void> {
    this.server = await startSyncServer({
      hosts: [...new Set([loopback, tableHost()])],
      port: this.port,
      dataDir: this.dataDir,
      webRoot: 'dist/web',
      log: () => {},
      // As `npm run sync-server` writes, the server the table runs.
      fileCalls: 'synchronous',
      ...this.limits,
    })
    this.port = this.server.port
  }

  /** The connection drops for every device; the server's data stays for its restart. */
  async stop(): Promise<void> {
    await this.server?.close()
    this.server = undefined
  }

  async dispose(): Promise<void> {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}

/**
 * The server this spec file's devices share, started before its tests and removed after. Their
 * tests are long (two devices, a whole evening's steps, axe scans): one that took 1.4 minutes
 * alone needed over 2 on a 2-core machine busy with other runs. Five minutes each at most.
 */
export function tableServerForThisFile(limits: { maxConnections?: number } = {}): TableServer {
  const server = new TableServer(limits)
  test.beforeAll(() => server.start())
  test.afterAll(() => server.dispose())
  // Each test's devices leave the table with it: their connections would count against the
  // server's places for each address in the file's next tests.
  test.afterEach(async () => {
    for (const context of openContexts.splice(0)) await context.close()
  })
  test.describe.configure({ timeout: 300_000 })
  return server
}

/** The devices of the test under way, closed once it ends. */
const openContexts: BrowserContext[] = []

/**
 * A device at the table: its own browser context, so its own library and its own repository.
 * At the test network's address, every page it loads must not be a secure context (else what a
 * phone lacks there would not be tested): one that is counts as a problem.
 */
export async function device(
  browser: Browser,
  server: Pick<TableServer, 'origin'>,
  problems: string[],
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.origin,
    serviceWorkers: 'block',
    viewport,
  })
  openContexts.push(context)
  const page = await context.newPage()
  page.on('console', (message) => {
    // While the server is stopped, reconnecting and fetching from it fail: expected here.
    if (message.type() === 'error' && !/WebSocket|ERR_CONNECTION_REFUSED/.test(message.text())) {
      problems.push(message.text())
    }
  })
  page.on('pageerror', (error) => problems.push(error.message))
  if (tableAtNetworkAddress()) {
    page.on('load', () => {
      page
        .evaluate(() => window.isSecureContext)
        .then((secure) => {
          if (secure) problems.push(`${page.url()} is a secure context at a network address`)
        })
        // The page navigated on or closed meanwhile: its next load is checked.
        .catch(() => undefined)
    })
  }
  return page
}

/** Shares the game open on `page` as `name`'s device; resolves with the link others open. */
export async function shareOpenGame(page: Page, name: string): Promise<string> {
  await page.getByTestId('share-with-table').click()
  await page.getByRole('radio', { name }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share with the table' })
  // The first share loads Automerge: on a busy machine, seconds.
  await expect(dialog.getByTestId('share-link')).toContainText('/#/join/', { timeout: 20_000 })
  const link = (await dialog.getByTestId('share-link').textContent())?.trim() ?? ''
  await dialog.getByRole('button', { name: 'Close' }).click()
  return link
}

/** Opens a shared game's link on `page` and says it is `name`'s device. */
export async function joinAs(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link)
  // Joining loads Automerge and finds the game through the server: seconds when busy.
  await expect(page.getByRole('radio', { name })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('radio', { name }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Ada's laptop starts a Mystery Rummy game and shares it; Bram's 360 px phone joins it. */
export async function laptopAndPhone(
  browser: Browser,
  server: Pick<TableServer, 'origin'>,
  problems: string[],
): Promise<{ ada: Page; bram: Page }> {
  const ada = await device(browser, server, problems)
  await startGame(ada, ['Ada', 'Bram'])
  const link = await shareOpenGame(ada, 'Ada')
  const bram = await device(browser, server, problems, { width: 360, height: 740 })
  await joinAs(bram, link, 'Bram')
  await expect(bram.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
  return { ada, bram }
}
