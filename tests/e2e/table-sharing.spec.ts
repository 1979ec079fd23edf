import type { Page } from '@playwright/test'
import { scan, type Finding } from './axe-scan'
import { expect, test } from './fixtures'
import { fillHand, startGame } from './game-steps'
import { device, laptopAndPhone, tableServerForThisFile } from './table-devices'
import { tableAtNetworkAddress } from './test-lan'
import { typicalHands } from './typical-hands'

/*
 * Issue 24 end to end, with the real parts: the sync server serving the web build at the test
 * network's address, where a page is not a secure context as on a phone (issue 30, point 1), and
 * two Chromium contexts (two devices, each with its own IndexedDB) on one game.
 */

const server = tableServerForThisFile()
const soon = { timeout: 20_000 }

const rows = (page: Page) => page.locator('tbody tr[data-hand]')

test('two devices follow one game live, enter hands offline, and settle the conflict', async ({
  browser,
}) => {
  const problems: string[] = []
  const findings: Finding[] = []
  const ada = await device(browser, server, problems)
  const atNetworkAddress = tableAtNetworkAddress()
  await ada.goto('/')
  // What a secure context alone has is missing here, as on a phone: the game starts all the same.
  expect(await ada.evaluate(() => window.isSecureContext)).toBe(!atNetworkAddress)
  expect(await ada.evaluate(() => typeof crypto.randomUUID)).toBe(
    atNetworkAddress ? 'undefined' : 'function',
  )
  await startGame(ada, ['Ada', 'Bram'])
  await ada.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(ada, typicalHands[0]!)
  await expect(rows(ada)).toHaveCount(1)

  // Ada shares the game: once named, the dialog shows the link and its QR code.
  await ada.getByTestId('share-with-table').click()
  await ada.getByRole('radio', { name: 'Ada' }).check()
  await ada.getByRole('button', { name: 'Continue' }).click()
  const dialog = ada.getByRole('dialog', { name: 'Share with the table' })
  // The first share loads Automerge: on a busy machine, seconds.
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible({ timeout: 20_000 })
  const link = (await dialog.getByTestId('share-link').textContent())?.trim() ?? ''
  await scan(ada, 'share dialog, 1280x800', findings)
  expect(link).toMatch(new RegExp(`^${server.origin}/#/join/[1-9A-HJ-NP-Za-km-z]{20,40}$`))
  // Copied without the async clipboard, which such a page has not.
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog.getByTestId('share-copy-status')).toHaveText('Copied')
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Bram opens the link on his own device and follows the game.
  // Bram's device is a phone.
  const bram = await device(browser, server, problems, { width: 360, height: 740 })
  await bram.goto(link)
  // A phone joining loads Automerge and finds the game through the server: seconds when busy.
  await expect(bram.getByRole('radio', { name: 'Bram' })).toBeVisible({ timeout: 30_000 })
  await scan(bram, 'name dialog, 360x740', findings)
  await bram.getByRole('radio', { name: 'Bram' }).check()
  await bram.getByRole('button', { name: 'Continue' }).click()
  await expect(bram.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
  await expect(rows(bram)).toHaveCount(1)
  expect(await bram.evaluate(() => window.isSecureContext)).toBe(!atNetworkAddress)

  // The phone cannot keep its screen on there: its switch says why, within its width.
  if (atNetworkAddress) {
    const screenAwake = bram.getByRole('button', { name: 'Keep screen on' })
    await screenAwake.click()
    await expect(screenAwake).toHaveAttribute('aria-expanded', 'true')
    const why = bram.getByTestId('screen-awake-unavailable')
    await expect(why).toContainText('Keeping the screen on is not available here')
    expect((await why.boundingBox())?.width).toBeGreaterThan(300)
    await scan(bram, 'screen kept on, not available, 360x740', findings)
    expect(await bram.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await screenAwake.click()
    await expect(why).toHaveText('')
  } else {
    await expect(bram.getByRole('switch', { name: 'Keep screen on' })).toBeChecked()
  }

  // A hand saved on one device appears on the other.
  await ada.getByRole('button', { name: 'Enter hand 2' }).click()
  await fillHand(ada, typicalHands[1]!)
  await expect(rows(bram)).toHaveCount(2)
  // So do an undo and a redo.
  await ada.getByRole('button', { name: 'Undo' }).click()
  await expect(rows(bram)).toHaveCount(1)
  await ada.getByRole('button', { name: 'Redo' }).click()
  await expect(rows(bram)).toHaveCount(2)

  // While Bram enters hand 3, Ada sees it (opening it would fill it in with him).
  await bram.getByRole('button', { name: 'Enter hand 3' }).click()
  await expect(ada.getByTestId('entering-notice')).toContainText('Bram is entering hand 3')
  await bram.getByTestId('cancel').click()
  await expect(ada.getByTestId('entering-notice')).toHaveText('')

  // The connection drops: both devices keep working and each enters "hand 3".
  await server.stop()
  await expect(ada.getByTestId('table-status')).toContainText('offline')
  await ada.getByRole('button', { name: 'Enter hand 3' }).click()
  await fillHand(ada, typicalHands[2]!)
  await bram.getByRole('button', { name: 'Enter hand 3' }).click()
  await fillHand(bram, typicalHands[3]!)
  await expect(rows(ada)).toHaveCount(3)
  await expect(rows(bram)).toHaveCount(3)

  // Back online: both hands are kept, and both devices ask which is right.
  await server.start()
  for (const page of [ada, bram]) {
    await expect(page.getByText('Two devices entered hand 3. Which is right?')).toBeVisible({
      timeout: 20_000,
    })
  }
  await scan(bram, 'conflict, 360x740', findings)
  await scan(ada, 'conflict, 1280x800', findings)
  const phoneWidth = await bram.evaluate(() => document.documentElement.scrollWidth)
  expect(phoneWidth).toBeLessThanOrEqual(360)
  await bram.getByRole('button', { name: /Keep both/ }).click()
  for (const page of [ada, bram]) {
    await expect(rows(page)).toHaveCount(4)
    await expect(page.getByText('Two devices entered hand 3. Which is right?')).toHaveCount(0)
  }

  // Ada stops sharing: the link no longer opens the game; both devices keep it.
  await ada.getByTestId('share-with-table').click()
  await ada.getByTestId('share-stop').click()
  await ada.getByTestId('share-stop-confirm').click()
  await expect(ada.getByTestId('table-status')).toHaveCount(0)
  const late = await device(browser, server, problems)
  await late.goto(link)
  await expect(late.getByTestId('join-message')).toContainText('This game was not found', {
    timeout: 20_000,
  })
  await expect(rows(bram)).toHaveCount(4)

  expect(problems).toEqual([])
  expect(findings).toEqual([])
})

test('a phone that never opened a hand form enters one while the server is away', async ({
  browser,
}) => {
  const problems: string[] = []
  const { ada, bram } = await laptopAndPhone(browser, server, problems)
  // What the game page leads to is fetched once it is painted: the phone keeps no copy of the
  // app (no service worker at a network address), so a moment on the page is all it has. The
  // hand form's page and Mystery Rummy's form are both fetched before the plug is pulled.
  const fetched = () =>
    bram.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(HandView|HandEntryForm)-[^/]*\.js$/.test(entry.name))
          .length,
    )
  await expect.poll(fetched, soon).toBe(2)

  // The plug is pulled: the phone enters the first hand all the same, and it reaches Ada later.
  await server.stop()
  await expect(bram.getByTestId('table-status')).toContainText('offline', { timeout: 20_000 })
  await bram.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(bram, typicalHands[0]!)
  await expect(rows(bram)).toHaveCount(1)
  await server.start()
  await expect(rows(ada)).toHaveCount(1, { timeout: 30_000 })
  expect(problems).toEqual([])
})
