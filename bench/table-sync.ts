import { mkdtempSync, rmSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { seedLibrary } from '../tests/e2e/library-seed'
import { benchGame, benchGameId } from './bench-game'
import { busyCores } from './busy-cores'
import { launchChromium } from './chromium'
import { startServerProcess, type ServerProcess } from './server-process'

/**
 * The test network's address (scripts/test-lan.sh), where the devices open the server as phones
 * do: a page there is not a secure context, and a page at 127.0.0.1 would link to no address
 * another device opens. Undefined when the network is not up.
 */
export function testNetworkHost(): string | undefined {
  const address = process.env.CASEBOOK_TEST_LAN_ADDRESS || '10.231.76.1'
  const up = (networkInterfaces()['cbk-lan0'] ?? []).some((entry) => entry.address === address)
  return up ? address : undefined
}

/** How long one save may take to reach another device before the bench gives up. */
const arrivalTimeoutMs = 20_000

export interface TableTimes {
  /** Saves on the sharer's laptop, each timed to the row painted on each phone. */
  fromSharerMs: number[]
  /** Saves on a phone, each timed to the row painted on the sharer's laptop and the other phone. */
  fromPhoneMs: number[]
  /** The same saves, to the row painted on the device that saved. */
  hereMs: number[]
  /**
   * A hand filled in together on the three devices: a count changed on one (the laptop, then a
   * phone, in turn), each timed to that field painted with its new value on the two others.
   */
  draftMs: number[]
  /** A phone opening the link: from the start of the load to "who are you?" (the game found). */
  joinFoundMs: number
  /** Then from its Continue to the game's last row painted. */
  joinShownMs: number
}

interface Device {
  page: Page
  /** Milliseconds to subtract from the page's clock to read the machine's wall clock. */
  offset: number
}

/**
 * Three devices at one table, on one machine whose every core is kept busy while it measures
 * (`busyCores`): the real sync server at `host`, in a process of its own as `npm run sync-server`
 * starts it, serving the built web app (`root`), and three Chromium contexts, each with its own
 * library — Ada's laptop, which shares Ada and Bram's game of `handsBefore` hands, and two phones
 * that join it through its link. In each of `rounds` rounds the laptop saves a hand, then a phone
 * does; each save is timed from the click on Save to the first frame on each other device after
 * the new row appeared in its score sheet. Last, a fourth device (a phone) opens the link, and the
 * time it takes to show the game is measured in two parts (the name a device gives itself is a
 * person's step, not timed).
 */
export async function tableTimes(
  root: string,
  host: string,
  handsBefore = 20,
  rounds = 15,
): Promise<TableTimes> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casebook-bench-table-'))
  const times: TableTimes = {
    fromSharerMs: [],
    fromPhoneMs: [],
    hereMs: [],
    draftMs: [],
    joinFoundMs: 0,
    joinShownMs: 0,
  }
  let server: ServerProcess | undefined
  let browser: Browser | undefined
  let load: { stop(): void } | undefined
  try {
    server = await startServerProcess({ hosts: ['127.0.0.1', host], dataDir, webRoot: root })
    const origin = `http://${host}:${server.port}`
    browser = await launchChromium()
    const laptop = await newPage(browser, origin, { width: 1280, height: 800 })
    await laptop.goto('/')
    await laptop.getByRole('heading', { level: 1 }).waitFor()
    await seedLibrary(laptop, [benchGame(handsBefore)])
    await laptop.goto(`/#/game/${benchGameId}`)
    await laptop.reload()
    const link = await share(laptop)
    const bram = await newPage(browser, origin, { width: 360, height: 740 })
    await joinTable(bram, link, 'Bram', handsBefore)
    const cleo = await newPage(browser, origin, { width: 390, height: 844 })
    await joinTable(cleo, link, 'Cleo', handsBefore)
    const [ada, phone, otherPhone] = await Promise.all(
      [laptop, bram, cleo].map(async (page) => ({ page, offset: await clockOffset(page) })),
    )
    load = await busyCores()
    let hand = handsBefore
    for (let round = 0; round < rounds; round += 1) {
      hand += 1
      const fromSharer = await timedSave(ada!, [phone!, otherPhone!], hand)
      times.fromSharerMs.push(...fromSharer.thereMs)
      times.hereMs.push(fromSharer.hereMs)
      hand += 1
      const fromPhone = await timedSave(phone!, [ada!, otherPhone!], hand)
      times.fromPhoneMs.push(...fromPhone.thereMs)
      times.hereMs.push(fromPhone.hereMs)
    }
    // The next hand, filled in on every device at once: each changes its player's own count.
    for (const device of [ada!, phone!, otherPhone!]) {
      await device.page
        .getByRole('button', { name: `Enter hand ${hand + 1}`, exact: true })
        .click({ timeout: arrivalTimeoutMs })
      await device.page.getByTestId('hand-entry').waitFor()
    }
    for (let round = 0; round < rounds; round += 1) {
      const [from, field] =
        round % 2 === 0 ? [ada!, 'evidence-ada-utterson'] : [phone!, 'evidence-bram-utterson']
      const others = [ada!, phone!, otherPhone!].filter((device) => device !== from)
      times.draftMs.push(...(await timedDraftChange(from, others, field)))
    }
    const late = await newPage(browser, origin, { width: 360, height: 740 })
    const started = Date.now()
    await late.goto(link)
    await late.getByTestId('table-name-other').waitFor({ timeout: arrivalTimeoutMs })
    times.joinFoundMs = Date.now() - started
    await late.getByRole('radio', { name: 'Ada' }).check()
    await late.evaluate(watchForRow, {
      row: `tbody tr[data-hand="${hand}"]`,
      timeoutMs: arrivalTimeoutMs,
    })
    const continued = await late.evaluate(() => {
      const at = performance.timeOrigin + performance.now()
      document.querySelector<HTMLButtonElement>('[data-testid="table-name-choose"]')!.click()
      return at
    })
    times.joinShownMs = (await late.evaluate(rowPainted)) - continued
  } finally {
    load?.stop()
    await browser?.close()
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return times
}

/** A device at the table: a browser context of its own (its own library and repository). */
async function newPage(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  // The service worker would fetch the whole app in the background while the bench times.
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block', viewport })
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

/** A phone opens the link and names itself: one of the players, or a name typed. */
async function joinTable(page: Page, link: string, name: string, hands: number): Promise<void> {
  await page.goto(link)
  await page.getByTestId('table-name-other').waitFor({ timeout: arrivalTimeoutMs })
  const player = page.getByRole('radio', { name, exact: true })
  if (await player.isVisible()) await player.check()
  else {
    await page.getByTestId('table-name-other').check()
    await page.getByTestId('table-name-field').fill(name)
  }
  await page.getByTestId('table-name-choose').click()
  await page.locator(`tbody tr[data-hand="${hands}"]`).waitFor()
}

/** Saves hand `hand` on `from`; resolves with the times to its row on `from` and on `others`. */
async function timedSave(
  from: Device,
  others: Device[],
  hand: number,
): Promise<{ hereMs: number; thereMs: number[] }> {
  const row = `tbody tr[data-hand="${hand}"]`
  // Under load, the last save's "Bram is entering hand N" may still hold the button a moment.
  await from.page
    .getByRole('button', { name: `Enter hand ${hand}`, exact: true })
    .click({ timeout: arrivalTimeoutMs })
  await from.page.getByTestId('ending-case-file-exhausted').check()
  for (const device of [from, ...others]) {
    await device.page.evaluate(watchForRow, { row, timeoutMs: arrivalTimeoutMs })
  }
  const clickedAt = await from.page.evaluate(() => {
    const clickedAt = performance.timeOrigin + performance.now()
    document.querySelector<HTMLButtonElement>('[data-testid="save"]')!.click()
    return clickedAt
  })
  const sentAt = clickedAt - from.offset
  const hereMs = (await from.page.evaluate(rowPainted)) - clickedAt
  const thereMs: number[] = []
  for (const device of others) {
    thereMs.push((await device.page.evaluate(rowPainted)) - device.offset - sentAt)
  }
  return { hereMs, thereMs }
}

/**
 * Taps "+" (or "−" once it holds some) on the count `field` of the hand form open on `from`;
 * resolves with the time to that field painted with its new value on each of `others`.
 */
async function timedDraftChange(from: Device, others: Device[], field: string): Promise<number[]> {
  const selector = `[data-testid="${field}"]`
  for (const device of others) {
    await device.page.evaluate(watchForChange, { selector, timeoutMs: arrivalTimeoutMs })
  }
  const clickedAt = await from.page.evaluate((count) => {
    const clickedAt = performance.timeOrigin + performance.now()
    // Up from none, down from some: a count never passes its family's cards.
    const step = document.querySelector<HTMLInputElement>(`[data-testid="${count}"]`)?.value === '0'
    document
      .querySelector<HTMLButtonElement>(`[data-testid="${count}-${step ? 'more' : 'fewer'}"]`)!
      .click()
    return clickedAt
  }, field)
  const sentAt = clickedAt - from.offset
  const thereMs: number[] = []
  for (const device of others) {
    thereMs.push((await device.page.evaluate(changePainted)) - device.offset - sentAt)
  }
  return thereMs
}

type ChangeWatch = { changePainted?: Promise<number> }

/**
 * In the page: from now on, checks at each frame whether the field `selector` shows another
 * value than now, and keeps the time of the first frame that draws it; gives up after
 * `timeoutMs`.
 */
function watchForChange({ selector, timeoutMs }: { selector: string; timeoutMs: number }): void {
  const field = document.querySelector<HTMLInputElement>(selector)
  const before = field?.value
  const deadline = performance.now() + timeoutMs
  // No named function in here: the bench's compiler would name it with a helper the page lacks.
  ;(window as ChangeWatch).changePainted = (async () => {
    for (;;) {
      await new Promise((frame) => requestAnimationFrame(frame))
      if (document.querySelector<HTMLInputElement>(selector)?.value !== before) {
        return performance.timeOrigin + performance.now()
      }
      if (performance.now() > deadline) {
        throw new Error(`${selector} did not change within ${timeoutMs} ms`)
      }
    }
  })()
}

function changePainted(): Promise<number> {
  return (window as ChangeWatch).changePainted!
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
