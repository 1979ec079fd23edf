import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { Repo, stringifyAutomergeUrl, type DocumentId } from '@automerge/automerge-repo'
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket'
import type { Browser, Page } from '@playwright/test'
import { createFileGameStore } from '../../src/main/game-file-store'
import { createTableServer, type TableServer } from '../../src/main/table-server'
import { loadHandDraftSchemas } from '../../src/shared/hand-draft'
import { hostWithPort } from '../../src/shared/reachable-hosts'
import { startSyncServer } from '../../src/sync-server/server'
import { installDesktopBridge, mainProcessHandlers } from './desktop-bridge'
import { serveDesktopRenderer } from './desktop-renderer-server'
import { expect, test } from './fixtures'
import { fillHand, startGame } from './game-steps'
import { loopback, tableAtNetworkAddress, tableHost } from './test-lan'
import { typicalHands } from './typical-hands'
import { reloadWhenSaved } from './reload'

// The main process loads them before it registers its handlers (main/index.ts).
await loadHandDraftSchemas()

/*
 * Sharing from the desktop app (decision 0056), with the real parts but the window: the desktop
 * renderer as the app:// handler serves it (its CSP header included), a preload bridge whose
 * calls go to the main process's real IPC handlers, and the real table server started by them in
 * this process, on 127.0.0.1 and the test network's address (tests/e2e/test-lan.ts), never on
 * the machine's own network as the app does. A phone is a second browser context opening the
 * link at that address, served the web build by that server, not a secure context there.
 * The Electron window itself cannot be opened here (docs/decisions/0028).
 */
const served = serveDesktopRenderer()
// A phone joining loads the web app and Automerge from the table server: on a 2-core machine busy
// with other runs, this file's tests took over the default 30 s.
test.describe.configure({ timeout: 180_000 })

const rows = (page: Page) => page.locator('tbody tr[data-hand]')

/**
 * Waits until the server at `port` keeps the linked game, asking it as a device would (a real
 * automerge-repo client): on a busy machine the sharer's first sync can reach it seconds after
 * the link shows, and a device asking before is told the game is not found (it offers Try again).
 */
async function untilServerHas(port: number, link: string): Promise<void> {
  const url = stringifyAutomergeUrl(link.split('/join/')[1] as DocumentId)
  await expect
    .poll(
      async () => {
        const network = new WebSocketClientAdapter(`ws://127.0.0.1:${port}/`)
        const repo = new Repo({ network: [network] })
        try {
          await repo.find(url)
          return true
        } catch {
          return false
        } finally {
          network.socket?.on('error', () => {})
          await repo.shutdown()
        }
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true)
}

let folder: string
let tableServer: TableServer
const tableServerCalls: string[] = []

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'casebook-desktop-table-'))
  tableServer = createTableServer({
    dataDir: join(folder, 'table-sync'),
    webRoot: 'dist/web',
    hosts: [...new Set([loopback, tableHost()])],
    preferredPort: 0,
    // The window's page is served from here rather than app://casebook (see above).
    allowedOrigins: [served.origin],
    log: () => {},
  })
})
test.afterAll(async () => {
  await tableServer.stop()
  // The window's last save may still be renaming its file in the games folder as the page closes.
  await rm(folder, { recursive: true, force: true, maxRetries: 10 })
})

/** The desktop app's window: the renderer, and the bridge to the main process's handlers. */
async function desktopWindow(page: Page) {
  const games = join(folder, 'games')
  await mkdir(games, { recursive: true })
  const handlers = mainProcessHandlers({
    isTrustedSender: (url) => url.startsWith(`${served.origin}/`),
    games: createFileGameStore({ folder: games }),
    tableServer: {
      start: () => (tableServerCalls.push('start'), tableServer.start()),
      stop: () => (tableServerCalls.push('stop'), tableServer.stop()),
    },
  })
  await installDesktopBridge(page, (channel, event, args) =>
    handlers.get(channel)?.(event, ...args),
  )
}

async function phone(browser: Browser, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  page.on('pageerror', (error) => problems.push(error.message))
  return page
}

test('the desktop app shares a game through its own server, and a phone opens the link', async ({
  page,
  browser,
  problems: windowProblems,
}) => {
  await desktopWindow(page)
  await page.goto(`${served.origin}/index.html`)
  await page.getByRole('link', { name: 'New game' }).first().click()
  await page.getByRole('combobox', { name: 'Player 1' }).fill('Ada')
  await page.getByRole('combobox', { name: 'Player 2' }).fill('Bram')
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()

  // No sync server served this page: the button is there because the app runs its own.
  await page.getByTestId('share-with-table').click()
  await page.getByRole('radio', { name: 'Ada' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share with the table' })
  const link = (await dialog.getByTestId('share-link').textContent())?.trim() ?? ''
  const { port } = (await tableServer.start()) as { port: number }
  // The computer's local-network address, the test network's here: a phone can open it.
  const phonesHost = tableHost()
  expect(link).toMatch(
    new RegExp(
      `^http://${phonesHost.replaceAll('.', '\\.')}:${port}/#/join/[1-9A-HJ-NP-Za-km-z]{20,40}$`,
    ),
  )
  await expect(dialog).toContainText(`through this computer (${phonesHost}:${port})`)
  // The window's WebSocket to 127.0.0.1 passed its CSP header.
  await expect(dialog).toContainText('Online', { timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()

  // A phone opens the link: the table server gives it the web app, and the game.
  await untilServerHas(port, link)
  const problems: string[] = []
  const bram = await phone(browser, problems)
  await bram.goto(link)
  expect(await bram.evaluate(() => window.isSecureContext)).toBe(!tableAtNetworkAddress())
  await bram.getByRole('radio', { name: 'Bram' }).check()
  await bram.getByRole('button', { name: 'Continue' }).click()
  await expect(bram.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible({
    timeout: 15_000,
  })

  // Stopping sharing stops the server, once the revocation has reached it. automerge-repo's
  // client then keeps trying to reconnect (decision 0053): refused, on 127.0.0.1 only.
  windowProblems.allow(/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/)
  await page.getByTestId('share-with-table').click()
  await dialog.getByRole('button', { name: 'Stop sharing' }).click()
  await page.getByRole('button', { name: 'Stop sharing' }).last().click()
  await expect.poll(() => tableServerCalls.at(-1), { timeout: 15_000 }).toBe('stop')
  expect(tableServerCalls.filter((call) => call === 'stop')).toHaveLength(1)
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  await expect(fetch(`http://${phonesHost}:${port}/`)).rejects.toThrow()
  // The server had the revocation before it stopped: it never serves that game again.
  const revoked = await readFile(join(folder, 'table-sync', 'revoked.json'), 'utf8')
  expect(revoked).toContain(link.split('/join/')[1])
  expect(problems).toEqual([])
  await bram.context().close()
})

/** axe's serious and critical findings on the page as it is (WCAG 2.x A and AA). */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

for (const [locale, words] of [
  [
    'en',
    {
      about: 'About',
      setting: 'Never run the table server on this computer',
      close: 'Close',
      share: 'Share with the table',
      why: 'This computer is set never to run the table server',
    },
  ],
  [
    'fr',
    {
      about: 'À propos',
      setting: 'Ne jamais lancer le serveur de la table sur cet ordinateur',
      close: 'Fermer',
      share: 'Partager avec la table',
      why: 'Cet ordinateur est réglé pour ne jamais lancer le serveur de la table',
    },
  ],
] as const) {
  test(`"Never run the table server" in About, then Share says why, on a phone (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((locale) => {
      localStorage.setItem('casebook.locale', locale)
      // This device already has its name at the table: Share goes straight to sharing.
      localStorage.setItem('casebook.tableName', 'Ada')
    }, locale)
    await desktopWindow(page)
    await page.goto(`${served.origin}/index.html`)
    await page.getByRole('button', { name: words.about }).click()
    const setting = page.getByRole('checkbox', { name: words.setting })
    await setting.check()
    expect(await seriousFindings(page)).toEqual([])
    await page.getByRole('button', { name: words.close }).click()

    await page
      .getByRole('link', { name: locale === 'en' ? 'New game' : 'Nouvelle partie' })
      .first()
      .click()
    const player = locale === 'en' ? 'Player' : 'Joueur'
    await page.getByRole('combobox', { name: `${player} 1` }).fill('Ada')
    await page.getByRole('combobox', { name: `${player} 2` }).fill('Bram')
    await page
      .getByRole('button', { name: locale === 'en' ? 'Start the game' : 'Commencer la partie' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
    await page.getByRole('button', { name: words.share }).click()
    await expect(page.getByRole('alert')).toContainText(words.why)
    expect(await seriousFindings(page)).toEqual([])
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)
    expect(scrolls).toBe(false)
  })
}

test('the desktop app joins a game another computer shares on the local network, and enters hands its devices see', async ({
  page,
  browser,
  problems: windowProblems,
}) => {
  // Two Chromium pages, each a whole game's app, and a server: slow on a busy 2-core machine.
  test.setTimeout(360_000)
  // Another computer's sync server (`npm run sync-server`), on its local-network address: the
  // test network's here (tests/e2e/test-lan.ts).
  const address = tableHost()
  const dataDir = await mkdtemp(join(tmpdir(), 'casebook-other-computer-'))
  const other = await startSyncServer({
    hosts: [...new Set([loopback, address])],
    port: 0,
    dataDir,
    webRoot: 'dist/web',
    // The window's page is served from here rather than app://casebook (see above).
    allowedOrigins: [served.origin],
    log: () => {},
  })
  const host = hostWithPort(address, other.port)
  const problems: string[] = []
  // Its user opened the page at 127.0.0.1: the link must still carry the network address.
  const adaContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${other.port}`,
    serviceWorkers: 'block',
  })
  const ada = await adaContext.newPage()
  ada.on('pageerror', (error) => problems.push(error.message))
  try {
    await startGame(ada, ['Ada', 'Bram'])
    await ada.getByTestId('share-with-table').click()
    await ada.getByRole('radio', { name: 'Ada' }).check()
    await ada.getByRole('button', { name: 'Continue' }).click()
    const adaDialog = ada.getByRole('dialog', { name: 'Share with the table' })
    await expect(adaDialog.getByTestId('share-link')).toContainText(`http://${host}/#/join/`, {
      timeout: 30_000,
    })
    const link = (await adaDialog.getByTestId('share-link').textContent())?.trim() ?? ''
    await adaDialog.getByRole('button', { name: 'Close' }).click()
    await untilServerHas(other.port, link)

    // Bram's desktop app: the link pasted in its library joins the game through that server.
    await desktopWindow(page)
    await page.goto(`${served.origin}/index.html`)
    await page.getByRole('textbox', { name: 'Link to the shared game' }).fill(link)
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await page.getByRole('radio', { name: 'Bram' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible({
      timeout: 15_000,
    })

    // A hand entered in the app reaches the other computer, and one entered there the app.
    await page.getByRole('button', { name: 'Enter hand 1' }).click()
    await fillHand(page, typicalHands[0]!)
    await expect(rows(ada)).toHaveCount(1, { timeout: 15_000 })
    await ada.getByRole('button', { name: 'Enter hand 2' }).click()
    await fillHand(ada, typicalHands[1]!)
    await expect(rows(page)).toHaveCount(2, { timeout: 15_000 })

    // The app shares that game as it joined it: through that computer, at its address.
    await page.getByTestId('share-with-table').click()
    const dialog = page.getByRole('dialog', { name: 'Share with the table' })
    await expect(dialog.getByTestId('share-link')).toHaveText(link, { timeout: 15_000 })
    await expect(dialog).toContainText(`through the sync server at ${host}`)
    await expect(dialog).toContainText('Online', { timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()

    // Started again, the app follows the game through the same server.
    await reloadWhenSaved(page)
    await expect(rows(page)).toHaveCount(2, { timeout: 15_000 })
    await ada.getByRole('button', { name: 'Enter hand 3' }).click()
    await fillHand(ada, typicalHands[2]!)
    await expect(rows(page)).toHaveCount(3, { timeout: 15_000 })
    expect(problems).toEqual([])
  } finally {
    // automerge-repo's client keeps trying to reconnect once the server is gone.
    windowProblems.allow(/WebSocket connection to 'ws:\/\/.*' failed/)
    await adaContext.close()
    await other.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})
