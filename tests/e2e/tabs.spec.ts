import { expect, saveScreenshot, test } from './fixtures'
import { fillHand, grandTotal, startGame, transformationOnOpponentMeld } from './game-steps'
import { reloadWhenSaved } from './reload'

/**
 * Two tabs of the web version share one IndexedDB. Only one of them holds the library at a time,
 * so they never write over each other's hands; the other says so and can take over.
 */
test('a second tab waits for the library, takes it over, and finds every hand saved in the first', async ({
  page,
  context,
}, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  const gameUrl = page.url()
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, transformationOnOpponentMeld)
  const total = await grandTotal(page, 'p1').textContent()

  const second = await context.newPage()
  await second.goto(gameUrl)
  await expect(
    second.getByRole('heading', { level: 1, name: 'Casebook is open in another tab' }),
  ).toBeFocused()
  await expect(second.getByTestId('score-sheet')).toHaveCount(0)
  await saveScreenshot(second, testInfo, 'second-tab-waiting')

  await second.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(grandTotal(second, 'p1')).toHaveText(total ?? '')
  await expect(second.getByRole('button', { name: 'Enter hand 2' })).toBeVisible()

  // The first tab has let go: it shows the same notice instead of the game.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Casebook is open in another tab' }),
  ).toBeVisible()
  await expect(page.getByTestId('score-sheet')).toHaveCount(0)

  // And it can take the library back, with the hand still there.
  await page.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(grandTotal(page, 'p1')).toHaveText(total ?? '')
  await expect(
    second.getByRole('heading', { level: 1, name: 'Casebook is open in another tab' }),
  ).toBeVisible()
})

test('a tab with a hand it could not save keeps the games until it has saved it', async ({
  page,
  context,
  problems,
}) => {
  await startGame(page, ['Ada', 'Bram'])
  const gameUrl = page.url()
  // Writes in the first tab fail as on a full disk: hand 1 stays on screen, not in the database.
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put
    Object.assign(window, { restoreWrites: () => (IDBObjectStore.prototype.put = put) })
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The disk is full', 'QuotaExceededError')
    }
  })
  problems.allow(/QuotaExceededError|disk is full/)
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, transformationOnOpponentMeld)
  await expect(page.getByRole('alert').filter({ hasText: 'The disk is full' })).toBeVisible()
  const total = await grandTotal(page, 'p1').textContent()

  const second = await context.newPage()
  await second.goto(gameUrl)
  await second.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(second.getByRole('alert')).toContainText('The other tab kept the games')
  await expect(grandTotal(page, 'p1')).toHaveText(total ?? '')

  // Once there is room again, the hand-over writes the hand first.
  await page.evaluate(() => (window as unknown as { restoreWrites: () => void }).restoreWrites())
  await second.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(grandTotal(second, 'p1')).toHaveText(total ?? '')

  // The first tab has nothing left to undo with: its history went with the library.
  await page.keyboard.press('Control+z')
  await reloadWhenSaved(second)
  await expect(grandTotal(second, 'p1')).toHaveText(total ?? '')
})

test('two tabs asking at once: one gets the games, the other can ask again', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
  const tabs = [await context.newPage(), await context.newPage()]
  for (const tab of tabs) {
    await tab.goto('/')
    await expect(tab.getByTestId('use-here')).toBeEnabled()
  }

  await Promise.all(tabs.map((tab) => tab.getByTestId('use-here').click()))

  const holding = async () => {
    const here = await Promise.all(
      [page, ...tabs].map((tab) =>
        tab.getByRole('heading', { level: 1, name: 'Your games' }).count(),
      ),
    )
    return here.reduce((sum, count) => sum + count, 0)
  }
  await expect.poll(holding).toBe(1)
  // Nobody is left waiting on "Taking over…".
  await expect(page.getByTestId('use-here')).toBeEnabled()
  for (const tab of tabs) {
    await expect(tab.getByRole('button', { name: /Taking over/ })).toHaveCount(0)
  }
})

test('after the tab holding the library closes, the other takes it with one click', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
  const second = await context.newPage()
  await second.goto('/')
  await expect(
    second.getByRole('heading', { level: 1, name: 'Casebook is open in another tab' }),
  ).toBeVisible()

  await page.close()
  await second.getByRole('button', { name: 'Use Casebook here' }).click()
  await expect(second.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
})
