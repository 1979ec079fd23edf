import { expect, saveScreenshot, test } from './fixtures'
import { fillHand, grandTotal, startGame, transformationOnOpponentMeld } from './game-steps'

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

  // The first tab has let go: it shows the same notice and nothing it could write with.
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

test('closing the tab that holds the library lets the other one take it at once', async ({
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
