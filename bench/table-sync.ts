import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { startSyncServer, type SyncServer } from '../src/sync-server/server'
import { seedLibrary } from '../tests/e2e/library-seed'
import { benchGame, benchGameId } from './bench-game'
import { launchChromium } from './chromium'

/** How long one save may take to reach the other device before the bench gives up. */
const arrivalTimeoutMs = 10_000

export interface TableSaves {
  /** Each save, from the click on Save on one device to the frame with the row on the other. */
  acrossMs: number[]
  /** The same saves, to the frame with the row on the device that saved. */
  hereMs: number[]
}

/**
 * Two devices at one table, on one machine: the real sync server on 127.0.0.1 serving the built
 * web app (`root`), and two Chromium contexts, each with its own library, on Ada and Bram's game
 * of `handsBefore` hands, shared by Ada and joined by Bram through its link. Ada saves `saves`
 * hands, one after another; each is timed from the click on Save (as `saveHandToSheet` times it)
 * to the first frame on Bram's device after the new row appeared in its score sheet. The two
 * pages' clocks are both set against the machine's wall clock, so their times compare.
 */
export async function tableSaveToPaint(
  root: string,
  handsBefore = 20,
  saves = 15,
): Promise<TableSaves> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casebook-bench-table-'))
  const timed: TableSaves = { acrossMs: [], hereMs: [] }
  let server: SyncServer | undefined
  let browser: Browser | undefined
  try {
    server = await startSyncServer({
      hosts: ['127.0.0.1'],
      port: 0,
      dataDir,
      webRoot: root,
      log: () => {},
    })
    const origin = `http://127.0.0.1:${server.port}`
    browser = await launchChromium()
    const ada = await device(browser, origin)
    const bram = await device(browser, origin)
    await ada.goto('/')
    await ada.getByRole('heading', { level: 1 }).waitFor()
    await seedLibrary(ada, [benchGame(handsBefore)])
    await ada.goto(`/#/game/${benchGameId}`)
    await ada.reload()
    const link = await share(ada)
    await bram.goto(link)
    await bram.getByRole('radio', { name: 'Bram' }).check()
    await bram.getByRole('button', { name: 'Continue' }).click()
    await bram.locator(`tbody tr[data-hand="${handsBefore}"]`).waitFor()
    const adaOffset = await clockOffset(ada)
    const bramOffset = await clockOffset(bram)
    for (let save = 1; save <= saves; save += 1) {
      const hand = handsBefore + save
      const row = `tbody tr[data-hand="${hand}"]`
      await ada.getByRole('button', { name: `Enter hand ${hand}`, exact: true }).click()
      await ada.getByTestId('ending-case-file-exhausted').check()
      await bram.evaluate(watchForRow, { row, timeoutMs: arrivalTimeoutMs })
      await ada.evaluate(watchForRow, { row, timeoutMs: arrivalTimeoutMs })
      const clickedAt = await ada.evaluate(() => {
        const clickedAt = performance.timeOrigin + performance.now()
        document.querySelector<HTMLButtonElement>('[data-testid="save"]')!.click()
        return clickedAt
      })
      const hereAt = await ada.evaluate(rowPainted)
      const thereAt = await bram.evaluate(rowPainted)
      timed.hereMs.push(hereAt - clickedAt)
      timed.acrossMs.push(thereAt - bramOffset - (clickedAt - adaOffset))
    }
  } finally {
    await browser?.close()
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return timed
}

/** A device at the table: a browser context of its own (its own library and repository). */
async function device(browser: Browser, origin: string): Promise<Page> {
  // The service worker would fetch the whole app in the background while the bench times.
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'block',
    viewport: { width: 1024, height: 700 },
  })
  return context.newPage()
}

/** Shares the open game as Ada's device; resolves with the link another device opens. */
async function share(page: Page): Promise<string> {
  await page.getByTestId('share-with-table').click()
  await page.getByRole('radio', { name: 'Ada' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const link = page.getByTestId('share-link')
  await link.filter({ hasText: '/#/join/' }).waitFor()
  const text = (await link.textContent())?.trim() ?? ''
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  return text
}

/**
 * Milliseconds to subtract from the page's `performance.timeOrigin + performance.now()` to get
 * the machine's wall clock: read just as `Date.now()` turns to its next millisecond, so to well
 * under a millisecond. Each page (each renderer process) sets its time origin on its own.
 */
function clockOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const before = Date.now()
    // Date.now() turns within a millisecond; the bound only keeps a stalled page from spinning.
    for (let turns = 0; turns < 10_000_000; turns += 1) {
      const now = Date.now()
      if (now !== before) return performance.timeOrigin + performance.now() - now
    }
    throw new Error('Date.now() did not move')
  })
}

type RowWatch = { rowPainted?: Promise<number> }

/**
 * In the page: from now on, waits for `row` to appear, then for the next frame, and keeps the
 * time of that frame; gives up after `timeoutMs`.
 */
function watchForRow({ row, timeoutMs }: { row: string; timeoutMs: number }): void {
  ;(window as RowWatch).rowPainted = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`${row} did not appear within ${timeoutMs} ms`))
    }, timeoutMs)
    const observer = new MutationObserver(() => {
      if (!document.querySelector(row)) return
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

function rowPainted(): Promise<number> {
  return (window as RowWatch).rowPainted!
}
