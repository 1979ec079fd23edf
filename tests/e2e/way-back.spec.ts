import { expect, saveScreenshot, test } from './fixtures'
import { fillHand, startGame } from './game-steps'
import type { HandRecord } from '../../src/games/mystery-rummy-jekyll-hyde/engine'

const hand: HandRecord = {
  identity: 'hyde',
  ending: { type: 'went-out', player: 'p1' },
  dealer: 'p2',
  areas: {
    p1: { evidence: { 'hyde-awakes': 4, poole: 3, stevenson: 3 } },
    p2: { evidence: { utterson: 3 } },
  },
  leftInHand: { p2: { points: 2, transformation: false } },
}

test('the brand leads back to the list of games from every screen', async ({ page }) => {
  await startGame(page, ['Ada', 'Bram'])
  const home = page.getByRole('link', { name: 'Casebook: all games' })
  const yourGames = page.getByRole('heading', { level: 1, name: 'Your games' })

  await home.click()
  await expect(yourGames).toBeVisible()
  await expect(home).toHaveAttribute('aria-current', 'page')

  await page.getByRole('link', { name: 'Ada – Bram', exact: true }).click()
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hand 1' })).toBeVisible()
  await home.click()
  await expect(yourGames).toBeVisible()

  await page.getByRole('link', { name: 'Rules', exact: true }).click()
  await home.click()
  await expect(yourGames).toBeVisible()
})

test('from a breakdown to its rule and back to that breakdown, by the link or by Back', async ({
  page,
}, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, hand)
  await page.getByRole('button', { name: 'Show the breakdown of hand 1' }).click()
  const breakdown = page.getByRole('dialog', { name: /Hand 1/ })
  const rule = breakdown.getByRole('link', { name: 'Cards that never double' })

  await rule.click()
  await expect(page.locator('#rule-score-never-doubles')).toBeFocused()
  await saveScreenshot(page, testInfo, 'rules-back-to-hand')
  await page.getByRole('link', { name: 'Back to hand 1' }).click()
  await expect(breakdown).toBeVisible()

  await rule.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible()
  await page.goBack()
  await expect(breakdown).toBeVisible()

  // Back again closes the breakdown, focus on its row; once more leaves the game.
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Show the breakdown of hand 1' })).toBeFocused()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
})

test('closing a breakdown is Back, so Back then leaves the game', async ({ page }) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, hand)
  await page.getByRole('button', { name: 'Show the breakdown of hand 1' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The dialog closes at once; the app's own Back follows. A Back sent before it lands would make
  // two: the user's comes once the address says the breakdown is closed.
  await expect(page).not.toHaveURL(/breakdown=/)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('Back from the sheet after saving a hand leaves the game, not into the form again', async ({
  page,
}) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, hand)
  await expect(page.getByRole('button', { name: 'Enter hand 2' })).toBeFocused()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()

  // Back from an open hand form closes it, as its Cancel button does.
  await page.getByRole('button', { name: 'Enter hand 2' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hand 2' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Enter hand 2' })).toBeVisible()
})

test('the rules reference opened from the top bar goes back to the screen it came from', async ({
  page,
}) => {
  // Opened from its own address, it has nowhere to go back to.
  await page.goto('/#/rules')
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible()
  await expect(page.getByTestId('rules-back')).toHaveCount(0)

  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('link', { name: 'Rules', exact: true }).click()
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
})
