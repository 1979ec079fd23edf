import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { device, joinAs, shareOpenGame, tableServerForThisFile } from './table-devices'

/*
 * Issue 31 end to end for a hand played trick by trick: Dr. Jekyll & Mr. Hyde (Bambus) shared
 * with the table, its trick screen open on a laptop and a phone at the test network's address,
 * each tapping the cards played by its own players as they fall, in turn. Both devices show the
 * same trick record as it grows; one saves the hand, and it is the hand the tricks make.
 */

const server = tableServerForThisFile()
const soon = { timeout: 20_000 }

const played = JSON.parse(
  readFileSync('tests/games/jekyll-hyde-bambus/screens/played-hands.json', 'utf8'),
) as Record<'twoHeldTricks', string[][]>

const newGame = JSON.stringify({
  ...(JSON.parse(
    readFileSync('tests/games/jekyll-hyde-bambus/fixtures/rulebook-scoring-example.json', 'utf8'),
  ) as object),
  id: 'bambus-together',
  hands: [],
})

async function openTrickScreen(page: Page) {
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await page.getByTestId('trick-screen-open').click()
  await expect(page.getByTestId('trick-screen')).toBeVisible()
}

test('a laptop and a phone tap the cards of one hand as they fall, into one trick record', async ({
  browser,
}) => {
  const problems: string[] = []
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
  const phone = await device(browser, server, problems, { width: 360, height: 740 })
  await joinAs(phone, link, 'Bram')

  await openTrickScreen(laptop)
  await openTrickScreen(phone)
  // The cards fall in turn; each is tapped on one device, the laptop and the phone by turns.
  let tapped = 0
  for (const [index, trick] of played.twoHeldTricks.entries()) {
    for (const card of trick) {
      const [here, there] = tapped % 2 === 0 ? [laptop, phone] : [phone, laptop]
      await here.getByTestId(`trick-card-${card}`).click()
      tapped += 1
      // The other device has the card before the next one falls.
      await expect(there.getByTestId('trick-prompt')).toHaveText(
        (await here.getByTestId('trick-prompt').textContent()) ?? '',
        soon,
      )
    }
    for (const page of [laptop, phone]) {
      await expect(page.getByTestId(`trick-${index + 1}`)).toBeVisible(soon)
    }
  }
  for (const page of [laptop, phone]) {
    await expect(page.getByTestId('trick-prompt')).toHaveText(/The 7 tricks are down/, soon)
  }
  await laptop.getByTestId('trick-fill').click()
  await expect(laptop.getByTestId('hand-result')).toContainText('Ready to save')
  await laptop.getByTestId('save').click()
  await expect(phone.getByTestId('hand-entry')).toHaveCount(0, soon)
  for (const page of [laptop, phone]) {
    await expect(page.locator('tbody tr[data-hand]')).toHaveCount(1, soon)
  }
  // The hand saved is the one these tricks make on one device (bambus-tricks.spec.ts).
  await phone.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = phone.waitForEvent('download')
  await phone.getByRole('button', { name: 'Game log (JSON)' }).click()
  const saved = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')) as {
    hands: { captured: object }[]
  }
  expect(saved.hands[0]!.captured).toEqual({
    jekyll: [
      ...['j-a', 'j-c', 'j-d', 'j-e', 'j-f7', 'j-charity'],
      ...['h-transformation', 'h-b', 'h-c', 'h-f4', 'h-f5', 'h-fury'],
    ],
    neutral: [],
  })
  expect(problems).toEqual([])
})
