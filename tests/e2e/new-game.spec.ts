import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openHome, saveScreenshot, test } from './fixtures'

const bambus = 'Dr. Jekyll & Mr. Hyde (Bambus)'

/** The page is no wider than the screen, and axe finds nothing serious or critical on it. */
async function expectFitsWithNoSeriousFinding(page: Page) {
  const overflow = await page
    .locator('html')
    .evaluate((html) => html.scrollWidth - html.clientWidth)
  expect(overflow).toBe(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
  ).toEqual([])
}

test.describe('starting a game', () => {
  test('of Dr. Jekyll & Mr. Hyde for 4, chosen from the keyboard, opens its page', async ({
    page,
    problems,
  }, testInfo) => {
    await openHome(page)
    await page.getByRole('link', { name: 'New game' }).first().click()
    const mysteryRummy = page.getByRole('radio', { name: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde' })
    await expect(mysteryRummy).toBeChecked()
    await mysteryRummy.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: bambus })).toBeChecked()

    await expect(page.getByRole('radio', { name: '4 players' })).toBeChecked()
    for (const [index, name] of ['Ada', 'Bram', 'Cleo', 'Dev'].entries()) {
      await page.getByRole('combobox', { name: `Player ${index + 1}` }).fill(name)
    }
    await page.getByRole('radio', { name: 'B: partners sit side by side' }).check()
    await expect(page.getByTestId('first-hand')).toHaveText(
      'The first hand Ada deals, Bram leads. Dr. Jekyll: Bram and Cleo. Mr. Hyde: Ada and Dev.',
    )
    await saveScreenshot(page, testInfo, 'new-game-bambus')
    await page.getByRole('button', { name: 'Start the game' }).click()

    // The players in the order they were typed, which is their order round the table.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ada – Bram – Cleo – Dev' }),
    ).toBeVisible()
    expect(problems.list).toEqual([])
  })

  test('fits a 360-pixel-wide screen, with no serious accessibility finding', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/#/new')
    await page.getByRole('radio', { name: bambus }).check()
    await expect(page.getByRole('combobox', { name: 'Player 4' })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: 'Target score' })).toBeVisible()
    await expectFitsWithNoSeriousFinding(page)
  })

  test('of Jack the Ripper with a card value and a tie-break number read off the cards, at 360 pixels', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/#/new')
    await page.getByRole('radio', { name: 'Mystery Rummy: Jack the Ripper' }).check()
    await page.getByRole('radio', { name: '2 players' }).check()
    for (const [index, name] of ['Ada', 'Bram'].entries()) {
      await page.getByRole('combobox', { name: `Player ${index + 1}` }).fill(name)
    }
    const values = page.getByTestId('card-values')
    await values.getByText('Card values').click()
    const letter = values.getByRole('spinbutton', { name: 'Letter' })
    await letter.fill('-1')
    await expect(letter).toHaveAttribute('aria-invalid', 'true')
    await expect(
      values.getByText('Letter: a card value is a whole number, 0 or more, not -1.'),
    ).toBeVisible()
    await letter.fill('4')
    await expect(letter).toHaveAttribute('aria-invalid', 'false')
    const tieBreaks = page.getByTestId('tie-breaks')
    await tieBreaks.getByText('Tie-break numbers').click()
    await tieBreaks.getByRole('spinbutton', { name: 'Montague Druitt' }).fill('7')

    await expectFitsWithNoSeriousFinding(page)

    await page.getByRole('button', { name: 'Start the game' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
    // The printable sheet lists the settings the game is scored with.
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Printable sheet (Markdown)' }).click()
    const sheet = await readFile(await (await downloading).path(), 'utf8')
    expect(sheet).toContain('Letter = 4 (default: 3)')
    expect(sheet).toContain('Montague Druitt = 7 (default: 1)')
    expect(problems.list).toEqual([])
  })
})
