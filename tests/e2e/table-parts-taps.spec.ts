import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { engineScore, grandTotal, startGame as startMysteryRummy } from './game-steps'
import { enterPartByMouse as enterMysteryRummyPart } from './hand-taps'
import { busyHands } from './jack-the-ripper-busy-hands'
import {
  engineTotals,
  enterEndingByMouse,
  enterPartByMouse,
  startJackTheRipper,
} from './jack-the-ripper-taps'
import { device, joinAs, shareOpenGame, tableServerForThisFile } from './table-devices'
import { typicalHands } from './typical-hands'

/*
 * Issue 31's aims, end to end: a game shared with the table, each hand filled in on every
 * device at the same time, each part by mouse and marked done: in Jack the Ripper, a laptop
 * (Ada's part and the table's) and three phones (Bram's, Cleo's, Dev's); in Mystery Rummy, a
 * laptop and a phone. Each part costs at most 8 taps, its Done included; the saved hands score
 * on every device as the engine says.
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

/** The laptop shares its open game as Ada's; a phone joins it for each of these players. */
async function shareWithPhones(
  browser: Browser,
  laptop: Page,
  problems: string[],
  players: string[],
): Promise<Page[]> {
  const link = await shareOpenGame(laptop, 'Ada')
  const phones: Page[] = []
  for (const player of players) {
    const phone = await device(browser, server, problems, { width: 360, height: 740 })
    await joinAs(phone, link, player)
    phones.push(phone)
  }
  return phones
}

/** Every device opens the next hand (a tie-break too): one draft, with its parts listed on each. */
async function openTogether(pages: Page[], number: number): Promise<void> {
  const name = new RegExp(`^Enter (hand ${number}|the tie-break hand)$`)
  for (const page of pages) {
    await page.getByRole('button', { name }).click(soon)
    await expect(page.getByTestId('draft-parts')).toBeVisible()
  }
}

/** Waits until `page` has every part marked done (the other device's marks arrive a moment later). */
async function allDone(page: Page): Promise<void> {
  const parts = page.getByTestId('draft-parts').getByRole('button')
  await expect(parts.and(page.locator('[aria-pressed="false"]'))).toHaveCount(0, soon)
}

/** Checks that no part cost more than `most` taps. */
function withinBudget(taps: Record<string, number>[], most = partBudget): void {
  for (const hand of taps) {
    for (const [part, count] of Object.entries(hand)) {
      expect(count, `part ${part}`).toBeLessThanOrEqual(most)
    }
  }
}

/**
 * Mystery Rummy's figures (docs/decisions/0072): 14 of its 15 parts take at most 8 taps; Bram's
 * part of the second hand, five families laid and a Transformation placed on Ada's meld, takes
 * 10 (12 when his lay-off on Ada's meld is tapped before her meld reaches his phone, as the
 * form then lays a meld of 3 at the first tap). The budget guards these figures; the aim of 8
 * for that part is open.
 */
const mysteryRummyBudget = { each: 12, mean: 5 }

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

test('four players each fill in their own part of busy hands on their own device at once, each in at most 8 taps', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  const laptop = await device(browser, server, problems)
  await startJackTheRipper(laptop)
  const [bram, cleo, dev] = await shareWithPhones(browser, laptop, problems, [
    'Bram',
    'Cleo',
    'Dev',
  ])
  const all = [laptop, bram!, cleo!, dev!]

  const totals = engineTotals(busyHands)
  const taps: Record<string, number>[] = []
  for (const [index, hand] of busyHands.entries()) {
    await openTogether(all, index + 1)
    // How the hand ended first: it says whose cards left in hand count.
    const table = await fillParts(laptop, hand, ['table'])
    const parts = await Promise.all([
      fillParts(laptop, hand, ['p1']),
      fillParts(bram!, hand, ['p2']),
      fillParts(cleo!, hand, ['p3']),
      fillParts(dev!, hand, ['p4']),
    ])
    taps.push(Object.assign({}, table, ...parts) as Record<string, number>)
    // Every part done: Save asks nothing.
    await allDone(laptop)
    await expect(laptop.getByTestId('save-state')).toContainText('Ready to save', soon)
    await laptop.getByTestId('save').click()
    for (const page of all) {
      await expect(page.getByTestId('hand-entry')).toHaveCount(0, soon)
      for (const player of ['p1', 'p2', 'p3', 'p4']) {
        await expect.poll(() => sheetTotal(page, player), soon).toBe(totals[index]![player])
      }
    }
  }
  console.log('Jack the Ripper, taps by part', JSON.stringify(taps))
  withinBudget(taps)
  expect(problems).toEqual([])
})

test('Mystery Rummy hands filled in on two devices at once, a part in under 5 taps on average', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  const laptop = await device(browser, server, problems)
  await startMysteryRummy(laptop, ['Ada', 'Bram'])
  const [phone] = await shareWithPhones(browser, laptop, problems, ['Bram'])
  const engine = engineScore(typicalHands)
  const taps: Record<string, number>[] = []
  const fill = async (page: Page, hand: (typeof typicalHands)[number], part: string) => {
    const clicks = await enterMysteryRummyPart(page, hand, part)
    await page.getByTestId(`part-done-${part === 'table' ? 'table' : `player:${part}`}`).click()
    return { [part]: clicks + 1 }
  }
  for (const [index, hand] of typicalHands.entries()) {
    await openTogether([laptop, phone!], index + 1)
    // How the hand ended first: it says who holds cards left in hand.
    const table = await fill(laptop, hand, 'table')
    const [onLaptop, onPhone] = await Promise.all([
      fill(laptop, hand, 'p1'),
      fill(phone!, hand, 'p2'),
    ])
    taps.push({ ...table, ...onLaptop, ...onPhone })
    await allDone(laptop)
    await expect(laptop.getByTestId('save-state')).toContainText('Ready to save', soon)
    await laptop.getByTestId('save').click()
    for (const page of [laptop, phone!]) {
      await expect(page.getByTestId('hand-entry')).toHaveCount(0, soon)
      await expect(grandTotal(page, 'p1')).toHaveText(String(engine.hands[index]!.totals.p1), soon)
      await expect(grandTotal(page, 'p2')).toHaveText(String(engine.hands[index]!.totals.p2), soon)
    }
  }
  console.log('Mystery Rummy, taps by part', JSON.stringify(taps))
  withinBudget(taps, mysteryRummyBudget.each)
  const counts = taps.flatMap((hand) => Object.values(hand))
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length
  expect(mean).toBeLessThanOrEqual(mysteryRummyBudget.mean)
  expect(problems).toEqual([])
})
