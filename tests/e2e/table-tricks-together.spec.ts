import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import type { CardId } from '../../src/games/jekyll-hyde-bambus/engine'
import { followHand } from '../../src/games/jekyll-hyde-bambus/engine/live-hand'
import { scan, type Finding } from './axe-scan'
import { docPicture } from './doc-picture'
import { expect, test } from './fixtures'
import { device, joinAs, shareOpenGame, tableServerForThisFile } from './table-devices'

/*
 * Issue 31 end to end for a hand played trick by trick: Dr. Jekyll & Mr. Hyde (Bambus) shared
 * with the table at the test network's address, its trick screen open on a laptop and three
 * phones, one of them in French. Each player taps the card he plays on his own device, all four
 * at once; every device shows the same trick record as it grows; one saves the hand, and it is
 * the hand the tricks make on one device (bambus-tricks.spec.ts).
 */

const server = tableServerForThisFile()
const soon = { timeout: 20_000 }

const played = JSON.parse(
  readFileSync('tests/games/jekyll-hyde-bambus/screens/played-hands.json', 'utf8'),
) as Record<'twoHeldTricks', CardId[][]>
/** The first hand's table: Dev deals, Ada and Cleo play Dr. Jekyll. */
const table = { seats: ['p1', 'p2', 'p3', 'p4'], dealer: 'p4', jekyll: ['p1', 'p3'] }
/** The piles these tricks make: Mr. Hyde's pile is every other card. */
const jekyllPile = [
  ...['j-a', 'j-c', 'j-d', 'j-e', 'j-f7', 'j-charity'],
  ...['h-transformation', 'h-b', 'h-c', 'h-f4', 'h-f5', 'h-fury'],
]

const newGame = JSON.stringify({
  ...(JSON.parse(
    readFileSync('tests/games/jekyll-hyde-bambus/fixtures/rulebook-scoring-example.json', 'utf8'),
  ) as object),
  id: 'bambus-together',
  hands: [],
})

/** Ada's laptop imports the game and shares it; the phones of Bram, Cleo and Dev join it. */
async function fourDevices(browser: Browser, problems: string[]) {
  const laptop = await device(browser, server, problems)
  await laptop.goto('/')
  await laptop.getByTestId('import-file-input').setInputFiles({
    name: 'bambus-together.json',
    mimeType: 'application/json',
    buffer: Buffer.from(newGame),
  })
  await laptop.getByTestId('import-confirm').click()
  await laptop.goto('/#/game/bambus-together')
  const link = await shareOpenGame(laptop, 'Ada')
  const phones: Page[] = []
  for (const name of ['Bram', 'Cleo', 'Dev']) {
    const phone = await device(browser, server, problems, { width: 360, height: 740 })
    await joinAs(phone, link, name)
    phones.push(phone)
  }
  return { p1: laptop, p2: phones[0]!, p3: phones[1]!, p4: phones[2]! }
}

/** The seats of each trick of this hand, in the order its cards fell. */
function seatsOfTricks(): string[][] {
  const cards = played.twoHeldTricks.flat()
  const live = followHand(table, cards)
  if (!live.ok) throw new Error(JSON.stringify(live))
  return live.tricks.map((trick) => trick.map((play) => play.seat))
}

test('four players each tap the card they play on their own device, all at once, into one trick record', async ({
  browser,
}) => {
  const problems: string[] = []
  const findings: Finding[] = []
  const devices = await fourDevices(browser, problems)
  const cleo = devices.p3
  await cleo.getByLabel('Language').selectOption('fr')
  const all = Object.values(devices)

  await devices.p1.getByRole('button', { name: 'Enter hand 1' }).click()
  for (const page of [devices.p2, devices.p4]) {
    await page.getByRole('button', { name: 'Enter hand 1' }).click()
  }
  await cleo.getByRole('button', { name: 'Saisir la manche 1' }).click()
  for (const page of all) await page.getByTestId('trick-screen-open').click()
  // Once every device knows the others fill the hand in too, each asks for its own player's card.
  await expect(devices.p2.getByTestId('trick-prompt')).toHaveText(
    'Trick 1: the card in front of Bram, a card of Mr. Hyde',
    soon,
  )
  await expect(devices.p4.getByTestId('trick-prompt')).toHaveText(
    'Trick 1: the card in front of Dev, a card of Mr. Hyde',
    soon,
  )
  await expect(cleo.getByTestId('trick-prompt')).toHaveText(
    'Pli 1\u00a0: la carte devant Cleo, une carte du Dr Jekyll',
    soon,
  )
  expect(await cleo.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await scan(cleo, 'trick by trick together, French, 360x740', findings)

  const taps = { p1: 0, p2: 0, p3: 0, p4: 0 }
  /** These seats' cards of trick `index`, tapped at the same moment, each on its player's device. */
  const tapAtOnce = (index: number, seats: string[], only: string[]) =>
    Promise.all(
      only.map(async (seat) => {
        const card = played.twoHeldTricks[index]![seats.indexOf(seat)]
        await devices[seat as keyof typeof devices].getByTestId(`trick-card-${card}`).click()
        taps[seat as keyof typeof taps] += 1
      }),
    )
  for (const [index, seats] of seatsOfTricks().entries()) {
    if (index === 2) {
      // The user guide's picture: Dev's phone in the third trick, two cards down, his to come.
      const dev = devices.p4
      await tapAtOnce(index, seats, seats.slice(0, 2))
      const empty = dev.getByTestId('trick-on-table').locator('li', { hasText: 'no card yet' })
      await expect(empty).toHaveCount(2, soon)
      // The trick screen at the top: the prompt, the cards, the seats still to come.
      await dev.getByTestId('trick-screen').evaluate((screen) => screen.scrollIntoView())
      await docPicture(dev, 'tricks-tapped-together-phone')
      await scan(dev, 'a trick half down, tapped together, 360x740', findings)
      await tapAtOnce(index, seats, seats.slice(2))
    } else {
      await tapAtOnce(index, seats, seats)
    }
    for (const page of all) await expect(page.getByTestId(`trick-${index + 1}`)).toBeVisible(soon)
  }
  expect(taps).toEqual({ p1: 7, p2: 7, p3: 7, p4: 7 })
  for (const page of [devices.p1, devices.p2, devices.p4]) {
    await expect(page.getByTestId('trick-prompt')).toHaveText(/The 7 tricks are down/, soon)
  }
  // The referee's words for each trick, the same on every device.
  const record = (page: Page) =>
    page.getByTestId('trick-list').getByRole('listitem').allInnerTexts()
  const onLaptop = await record(devices.p1)
  for (const page of [devices.p2, devices.p4]) expect(await record(page)).toEqual(onLaptop)

  await devices.p1.getByTestId('trick-fill').click()
  await expect(devices.p1.getByTestId('hand-result')).toContainText('Ready to save')
  await devices.p1.getByTestId('save').click()
  for (const page of all) {
    await expect(page.getByTestId('hand-entry')).toHaveCount(0, soon)
    await expect(page.locator('tbody tr[data-hand]')).toHaveCount(1, soon)
  }
  await devices.p2.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = devices.p2.waitForEvent('download')
  await devices.p2.getByRole('button', { name: 'Game log (JSON)' }).click()
  const saved = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')) as {
    hands: { captured: object }[]
  }
  expect(saved.hands[0]!.captured).toEqual({ jekyll: jekyllPile, neutral: [] })
  expect(findings).toEqual([])
  expect(problems).toEqual([])
})
