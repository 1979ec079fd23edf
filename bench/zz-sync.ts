import { mkdtempSync, rmSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { WebSocket as WsSocket } from 'ws'
import { DurableStorage } from '../src/sync-server/durable-storage'
import { PersistBeforeAnswer } from '../src/sync-server/persist-before-answer'
import { GuardedServerAdapter } from '../src/sync-server/guarded-adapter'
import { DocHandle } from '@automerge/automerge-repo'
const serverLog: [string, number, number][] = []
{
  const psend = PersistBeforeAnswer.prototype.send
  PersistBeforeAnswer.prototype.send = function (this: PersistBeforeAnswer, m: { type: string }) {
    if (m.type !== 'ephemeral') serverLog.push(['p', Date.now(), 1000])
    return psend.call(this, m as never)
  }
  const upd = DocHandle.prototype.update
  DocHandle.prototype.update = function (this: DocHandle<unknown>, ...a: never[]) {
    serverLog.push(['u', Date.now(), 1000])
    return (upd as (...x: never[]) => unknown).apply(this, a) as never
  }
  const recv = (GuardedServerAdapter.prototype as unknown as { receiveMessage: (...a: unknown[]) => unknown }).receiveMessage
  ;(GuardedServerAdapter.prototype as unknown as { receiveMessage: (...a: unknown[]) => unknown }).receiveMessage = function (this: unknown, ...a: unknown[]) {
    const b = a[0] as Uint8Array
    if (b.byteLength > 300) serverLog.push(['g', Date.now(), 1000])
    return recv.apply(this, a)
  }
}
{
  const save = DurableStorage.prototype.save
  DurableStorage.prototype.save = async function (this: DurableStorage, ...args: Parameters<typeof save>) {
    const start = Date.now()
    serverLog.push([String(args[0][1])[0]!, start, 1000])
    try { return await save.apply(this, args) } finally { serverLog.push([String(args[0][1])[0]!.toUpperCase(), Date.now(), Date.now() - start + 1000]) }
  }
}
{
  const send = WsSocket.prototype.send
  WsSocket.prototype.send = function (this: WsSocket, data: never, ...rest: never[]) {
    serverLog.push(['S', Date.now(), (data as Uint8Array).byteLength ?? 0])
    return send.call(this, data, ...rest)
  } as never
  const emit = WsSocket.prototype.emit
  WsSocket.prototype.emit = function (this: WsSocket, event: string, ...args: unknown[]) {
    if (event === 'message') serverLog.push(['R', Date.now(), (args[0] as Uint8Array).byteLength ?? 0])
    return emit.call(this, event, ...args)
  } as never
}
import { startSyncServer, type SyncServer } from '../src/sync-server/server'
import { seedLibrary } from '../tests/e2e/library-seed'
import { benchGame, benchGameId } from './bench-game'
import { busyCores } from './busy-cores'
import { launchChromium } from './chromium'

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
 * (`busyCores`): the real sync server at `host` serving the built web app (`root`), and three
 * Chromium contexts, each with its own library — Ada's laptop, which shares Ada and Bram's game
 * of `handsBefore` hands, and two phones that join it through its link. In each of `rounds`
 * rounds the laptop saves a hand, then a phone does; each save is timed from the click on Save to
 * the first frame on each other device after the new row appeared in its score sheet. Last, a
 * fourth device (a phone) opens the link, and the time it takes to show the game is measured in
 * two parts (the name a device gives itself is a person's step, not timed).
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
    joinFoundMs: 0,
    joinShownMs: 0,
  }
  let server: SyncServer | undefined
  let browser: Browser | undefined
  let load: { stop(): void } | undefined
  try {
    const port = 3900 + Math.floor(Math.random() * 90)
    const child = (await import('node:child_process')).spawn('node', ['--import', 'tsx', 'src/sync-server/main.ts', '--host', '127.0.0.1', '--host', host, '--port', String(port), '--data', dataDir, '--web', root], { stdio: 'ignore' })
    process.on('exit', () => child.kill('SIGKILL'))
    for (;;) { try { await fetch(`http://${host}:${port}/`); break } catch { await new Promise((r) => setTimeout(r, 200)) } }
    server = { port, close: async () => void child.kill('SIGTERM') } as never
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
  await context.addInitScript(() => {
    const log: [string, number, number][] = []
    ;(window as unknown as { wsLog: typeof log }).wsLog = log
    const Original = window.WebSocket
    const send = Original.prototype.send
    Original.prototype.send = function (data: ArrayBufferLike) {
      log.push(['send', performance.timeOrigin + performance.now(), (data as ArrayBuffer).byteLength ?? 0])
      return send.call(this, data as never)
    }
    class Watched extends Original {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        this.addEventListener('message', (event) => {
          log.push(['recv', performance.timeOrigin + performance.now(), (event.data as ArrayBuffer).byteLength ?? 0])
        })
      }
    }
    window.WebSocket = Watched as never
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
  const wsOf = (page: Page) => page.evaluate(() => (window as unknown as { wsLog: [string, number, number][] }).wsLog.splice(0))
  const mine = (await wsOf(from.page)).filter(([kind, at, size]) => kind === 'send' && at >= clickedAt && size > 200)
  const firstSend = mine[0] ? mine[0][1] - from.offset - sentAt : -1
  const parts: string[] = [`send ${firstSend.toFixed(0)} (${mine[0]?.[2]})`]
  for (const device of others) {
    const painted = (await device.page.evaluate(rowPainted)) - device.offset - sentAt
    thereMs.push(painted)
    const got = (await wsOf(device.page)).filter(([, at]) => at - device.offset >= sentAt)
    parts.push(`${got.map(([k, at, size]) => `${k[0]}${(at - device.offset - sentAt).toFixed(0)}:${size}`).join(',')} paint ${painted.toFixed(0)}`)
  }
  const srv = serverLog.splice(0).filter(([k, at, size]) => at >= sentAt && size > 100 && size !== 194 && size !== 195 && size !== 196 && size !== 197)
  parts.push('server ' + srv.map(([k, at, size]) => `${k}${(at - sentAt).toFixed(0)}:${size}`).join(','))
  if (process.env.VERBOSE) console.log(`hand ${hand}: here ${hereMs.toFixed(0)} | ${parts.join(' | ')}`)
  return { hereMs, thereMs }
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

const host = testNetworkHost()
if (host) {
  const t = await tableTimes('dist/web', host, 20, 15)
  const all = [...t.fromSharerMs, ...t.fromPhoneMs].sort((a, b) => a - b)
  console.log('median', all[Math.floor(all.length / 2)], 'p95', all[Math.floor(all.length * 0.95)])
}
