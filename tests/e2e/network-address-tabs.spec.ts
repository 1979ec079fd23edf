import { expect, test } from './fixtures'
import { fillHand, grandTotal, startGame, transformationOnOpponentMeld } from './game-steps'
import { device, tableServerForThisFile } from './table-devices'
import { tableAtNetworkAddress } from './test-lan'

/*
 * Two tabs of a phone at the table, which opened the sync server at its network address: a page
 * there is not a secure context and has no Web Locks, so the tabs agree by messages (decision
 * 0061). One of them holds the library at a time, as at 127.0.0.1 (tabs.spec.ts).
 */
const server = tableServerForThisFile()
const elsewhere = 'Casebook is open in another tab'

test('at the network address too, a second tab waits for the library and takes it over', async ({
  browser,
}) => {
  const problems: string[] = []
  const page = await device(browser, server, problems, { width: 390, height: 844 })
  await page.goto('/')
  expect(await page.evaluate(() => 'locks' in navigator)).toBe(!tableAtNetworkAddress())
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, transformationOnOpponentMeld)
  const total = await grandTotal(page, 'p1').textContent()

  const second = await page.context().newPage()
  await second.goto(page.url())
  await expect(second.getByRole('heading', { level: 1, name: elsewhere })).toBeVisible()
  await expect(second.getByTestId('score-sheet')).toHaveCount(0)

  await second.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(grandTotal(second, 'p1')).toHaveText(total ?? '')
  await expect(page.getByRole('heading', { level: 1, name: elsewhere })).toBeVisible()
  await expect(page.getByTestId('score-sheet')).toHaveCount(0)

  // The second tab closes: the first takes the library back, with the hand still there.
  await second.close()
  await page.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(grandTotal(page, 'p1')).toHaveText(total ?? '')
  expect(problems).toEqual([])
})
