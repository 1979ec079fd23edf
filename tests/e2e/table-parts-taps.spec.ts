import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { busyHands } from './jack-the-ripper-busy-hands'
import { engineTotals, enterEndingByMouse, enterPartByMouse, players } from './jack-the-ripper-taps'
import { device, tableServerForThisFile } from './table-devices'

/*
 * Issue 31's aim for Jack the Ripper, end to end: a four-player game shared with the table, each
 * busy hand filled in on a laptop (Ada's and Cleo's parts, and the table's) and a phone (Bram's
 * and Dev's) at the same time, each part by mouse and marked done. Each part costs at most 8
 * taps, its Done included; the saved hands score on both devices as the engine says.
 */

const server = tableServerForThisFile()
const soon = { timeout: 20_000 }
const partBudget = 8

const sheetTotal = async (page: Page, player: string) =>
  Number(
    (await page.locator(`[data-cell="grand-total-${player}"] [data-value]`).textContent())
      ?.replace('\u2212', '-')
      .replace(/[^0-9-]/g, ''),
  )

async function startGame(page: Page) {
  await page.goto('/#/new')
  await page.getByRole('radio', { name: 'Mystery Rummy: Jack the Ripper' }).check()
  await page.getByRole('radio', { name: '4 players' }).check()
  for (const [index, name] of players.entries()) {
    await page.getByRole('combobox', { name: `Player ${index + 1}` }).fill(name)
  }
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: players.join(' – ') })).toBeVisible()
}

/** The parts a device fills in, each by mouse then marked done; their taps, by part. */
async function fillParts(page: Page, hand: (typeof busyHands)[number], parts: string[]) {
  const taps: Record<string, number> = {}
  for (const part of parts) {
    const done = page.getByTestId(`part-done-${part === 'table' ? 'table' : `player:${part}`}`)
    taps[part] =
      (part === 'table'
        ? await enterEndingByMouse(page, hand)
        : await enterPartByMouse(page, hand, part)) + 1
    await done.click()
  }
  return taps
}

test('four players’ parts of busy hands filled in on two devices at once, each in at most 8 taps', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  const laptop = await device(browser, server, problems)
  await startGame(laptop)
  await laptop.getByTestId('share-with-table').click()
  await laptop.getByRole('radio', { name: 'Ada' }).check()
  await laptop.getByRole('button', { name: 'Continue' }).click()
  const dialog = laptop.getByRole('dialog', { name: 'Share with the table' })
  await expect(dialog.getByTestId('share-link')).toContainText('/#/join/', soon)
  const link = (await dialog.getByTestId('share-link').textContent())?.trim() ?? ''
  await dialog.getByRole('button', { name: 'Close' }).click()
  const phone = await device(browser, server, problems, { width: 360, height: 740 })
  await phone.goto(link)
  await expect(phone.getByRole('radio', { name: 'Bram' })).toBeVisible({ timeout: 30_000 })
  await phone.getByRole('radio', { name: 'Bram' }).check()
  await phone.getByRole('button', { name: 'Continue' }).click()

  const totals = engineTotals(busyHands)
  const taps: Record<string, number>[] = []
  for (const [index, hand] of busyHands.entries()) {
    const enterHand = `Enter hand ${index + 1}`
    for (const page of [laptop, phone]) {
      await page.getByRole('button', { name: enterHand, exact: true }).click(soon)
      await expect(page.getByTestId('draft-parts')).toBeVisible()
    }
    // How the hand ended first: it says whose cards left in hand count.
    const table = await fillParts(laptop, hand, ['table'])
    const [onLaptop, onPhone] = await Promise.all([
      fillParts(laptop, hand, ['p1', 'p3']),
      fillParts(phone, hand, ['p2', 'p4']),
    ])
    taps.push({ ...table, ...onLaptop, ...onPhone })
    // Every part done: Save asks nothing.
    await expect(laptop.getByTestId('save-state')).toContainText('Ready to save', soon)
    await laptop.getByTestId('save').click()
    for (const page of [laptop, phone]) {
      await expect(page.getByTestId('hand-entry')).toHaveCount(0, soon)
      for (const player of ['p1', 'p2', 'p3', 'p4']) {
        await expect.poll(() => sheetTotal(page, player), soon).toBe(totals[index]![player])
      }
    }
  }
  console.log('taps by part', JSON.stringify(taps))
  for (const hand of taps) {
    for (const [part, count] of Object.entries(hand)) {
      expect(count, `part ${part}`).toBeLessThanOrEqual(partBudget)
    }
  }
  expect(problems).toEqual([])
})
