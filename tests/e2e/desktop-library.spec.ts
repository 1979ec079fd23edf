import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { createFileGameStore } from '../../src/main/game-file-store'
import { ipcChannels } from '../../src/shared/ipc-contract'
import { libraryRecords } from '../support/library-records'
import { installDesktopBridge, mainProcessHandlers } from './desktop-bridge'
import { serveDesktopRenderer } from './desktop-renderer-server'
import { expect, test } from './fixtures'
import { loadHandDraftSchemas } from '../../src/shared/hand-draft'
import { reloadWhenSaved } from './reload'

// The main process loads them before it registers its handlers (main/index.ts).
await loadHandDraftSchemas()

/**
 * The desktop renderer (out/renderer, served by the app:// handler as in desktop-page.spec.ts)
 * in Chromium, with a preload bridge whose every call goes to the main process's real IPC
 * handlers (sender checked, arguments validated) over the real file store in a temp folder. The
 * Electron window itself cannot be opened here (docs/decisions/0028, 0032).
 */
const served = serveDesktopRenderer()

/** The games folder with `count` games of 20 hands, and the main process's handlers over it. */
async function desktopOver(page: Page, count: number) {
  const folder = join(await mkdtemp(join(tmpdir(), 'casebook-desktop-')), 'games')
  await mkdir(folder, { recursive: true })
  for (const [id, text] of libraryRecords(count)) await writeFile(join(folder, `${id}.json`), text)
  const handlers = mainProcessHandlers({
    isTrustedSender: (url) => url.startsWith(`${served.origin}/index.html`),
    games: createFileGameStore({ folder }),
  })
  /** The games whose log each listing sent, and the games read one by one. */
  const listed: string[][] = []
  const read: string[] = []
  await installDesktopBridge(page, async (channel, event, args) => {
    const answer = await handlers.get(channel)?.(event, ...args)
    if (channel === ipcChannels.listGamesByVersion) {
      listed.push((answer as { games: { id: string }[] }).games.map((game) => game.id))
    }
    if (channel === ipcChannels.readGame) read.push(args[0] as string)
    return answer
  })
  return { folder, listed, read, cleanUp: () => rm(join(folder, '..'), { recursive: true }) }
}

/** The summaries the window keeps for the next start: how many, and one game's title. */
function summariesKept(page: Page, id = ''): Promise<{ count: number; title: unknown }> {
  return page.evaluate(
    (id) =>
      new Promise<{ count: number; title: unknown }>((resolve, reject) => {
        const request = indexedDB.open('casebook-summaries', 1)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const store = request.result.transaction('summaries').objectStore('summaries')
          const count = store.count()
          const one = store.get(id)
          one.onsuccess = () => {
            const kept = one.result as { summary?: { title?: unknown } } | undefined
            resolve({ count: count.result, title: kept?.summary?.title })
            request.result.close()
          }
        }
      }),
    id,
  )
}

test('200 games listed from kept summaries, a game’s text read only when it changed or is opened', async ({
  page,
}) => {
  const desktop = await desktopOver(page, 200)
  try {
    const games = page.getByRole('list', { name: 'Your games' }).getByRole('listitem')
    await page.goto(`${served.origin}/index.html`)
    // The first start reads, checks and summarises every game: slow on a busy machine.
    await expect(page.getByText('30 of 200 games shown')).toBeVisible({ timeout: 60_000 })
    expect(desktop.listed).toHaveLength(1)
    expect(desktop.listed[0]).toHaveLength(200)
    await expect.poll(async () => (await summariesKept(page)).count).toBe(200)

    await reloadWhenSaved(page)
    await expect(page.getByText('30 of 200 games shown')).toBeVisible()
    expect(desktop.listed[1]).toEqual([])
    expect(desktop.read).toEqual([])

    // Another program changes one game while the app is closed: only that one is read.
    const [, text] = libraryRecords(200).find(([id]) => id === 'game-0199')!
    const changed = text.replace('"players": [', '"title": "Changed elsewhere",\n  "players": [')
    await writeFile(join(desktop.folder, 'game-0199.json'), changed)
    await reloadWhenSaved(page)
    await expect(games.first()).toContainText('Changed elsewhere')
    expect(desktop.listed[2]).toEqual(['game-0199'])
    expect(desktop.read).toEqual([])

    // Renamed here: its text is read first, and its summary kept under its new file's version
    // (worked out by Chromium's Web Crypto), so the next start reads nothing.
    await page
      .getByRole('button', { name: /^Rename/ })
      .nth(1)
      .click()
    await page.getByLabel('New name for this game').fill('Renamed here')
    await page.keyboard.press('Enter')
    await expect(games.first()).toContainText('Renamed here')
    expect(desktop.read).toEqual(['game-0198'])
    await expect
      .poll(async () => (await summariesKept(page, 'game-0198')).title)
      .toBe('Renamed here')
    await reloadWhenSaved(page)
    await expect(games.first()).toContainText('Renamed here')
    expect(desktop.listed[3]).toEqual([])

    await page.getByLabel('Find a game by player name').fill('zephy')
    await games.getByRole('link', { name: /^Open/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada – Zephyrine')
    await expect(page.getByRole('table')).toBeVisible()
    expect(desktop.read).toEqual(['game-0198', 'game-0000'])
  } finally {
    await desktop.cleanUp()
  }
})
