import { libraryRecords } from '../support/library-records'
import { expect, openHome, test } from './fixtures'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

/**
 * A library of a thousand games, in Chromium's real IndexedDB: the home screen lists them a page
 * at a time, and every game can still be found, reached by keyboard and opened.
 */
test.describe('a library of 1,000 games', () => {
  test.beforeEach(async ({ page }) => {
    await openHome(page)
    await seedLibrary(page, libraryRecords(1000, 5))
  })

  test('lists the newest first, finds the oldest by a player’s name, and opens it', async ({
    page,
  }) => {
    await reloadWhenSaved(page)
    const games = page.getByRole('list', { name: 'Your games' }).getByRole('listitem')
    await expect(games.first()).toContainText('Cleo')
    await expect(page.getByText('30 of 1000 games shown')).toBeVisible()
    // A second start lists them from the summaries the first one kept.
    await page.waitForTimeout(500)
    await reloadWhenSaved(page)
    await expect(games.first()).toContainText('Cleo')
    await expect(games.first()).toHaveAttribute('aria-setsize', '1000')

    await page.getByLabel('Find a game by player name').fill('zephy')
    await expect(games).toHaveCount(1)
    await expect(games).toContainText('Ada – Zephyrine')
    await games.getByRole('link', { name: /^Open/ }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada – Zephyrine')
    await expect(page.getByRole('table')).toContainText('5')
  })

  test('Show more brings the next games by keyboard, and focus goes to the first of them', async ({
    page,
  }) => {
    await reloadWhenSaved(page)
    const games = page.getByRole('list', { name: 'Your games' }).getByRole('listitem')
    await expect(games).toHaveCount(30)
    const more = page.getByRole('button', { name: 'Show more games' })
    await more.focus()
    await page.keyboard.press('Enter')

    await expect(games.nth(30).getByRole('link').first()).toBeFocused()
    const title = (await games.nth(30).getByRole('heading').textContent())?.trim() ?? ''
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('a deleted game comes back with Undo, and stays gone after a reload without it', async ({
    page,
  }) => {
    await reloadWhenSaved(page)
    const games = page.getByRole('list', { name: 'Your games' }).getByRole('listitem')
    await page.getByLabel('Find a game by player name').fill('zephy')
    await games.getByRole('button', { name: /^Delete/ }).click()
    await expect(games).toHaveCount(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(games).toHaveCount(1)

    await games.getByRole('button', { name: /^Delete/ }).click()
    await expect(games).toHaveCount(0)
    await page.waitForTimeout(300)
    await reloadWhenSaved(page)
    await page.getByLabel('Find a game by player name').fill('zephy')
    await expect(page.getByText('No game with a player named "zephy".')).toBeVisible()
  })
})
