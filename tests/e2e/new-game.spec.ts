import AxeBuilder from '@axe-core/playwright'
import { expect, openHome, saveScreenshot, test } from './fixtures'

const bambus = 'Dr. Jekyll & Mr. Hyde (Bambus)'

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
    const overflow = await page
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth)
    expect(overflow).toBe(0)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
    ).toEqual([])
  })
})
