import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startGame } from './game-steps'

/**
 * An evening that runs itself (issue 22, item 7), in the web build: the screen kept awake while
 * a game is open, the time the game started and has lasted, "Play again".
 */

/** The serious and critical axe findings on the page as it is. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

/** The page's horizontal overflow, in pixels: 0 when nothing sticks out sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.describe('the screen stays awake while a game is open', () => {
  test.beforeEach(async ({ page }) => {
    // Headless Chromium may refuse the lock: the page's requests are counted, whatever the answer.
    await page.addInitScript(() => {
      const record = window as unknown as { wakeLockAsked: string[] }
      record.wakeLockAsked = []
      const wakeLock = navigator.wakeLock as WakeLock | undefined
      if (wakeLock === undefined) return
      const request = wakeLock.request.bind(wakeLock)
      wakeLock.request = (type?: WakeLockType) => {
        record.wakeLockAsked.push(type ?? 'screen')
        return request(type)
      }
    })
  })

  const asked = (page: Page) =>
    page.evaluate(() => (window as unknown as { wakeLockAsked: string[] }).wakeLockAsked)

  test('the page asks for a screen wake lock once a game is open, and not when turned off', async ({
    page,
  }) => {
    await page.goto('/')
    expect(await page.evaluate(() => 'wakeLock' in navigator)).toBe(true)
    expect(await asked(page)).toEqual([])

    await startGame(page, ['Ada', 'Bram'])
    await expect.poll(() => asked(page)).toEqual(['screen'])

    const screenOn = page.getByRole('switch', { name: 'Keep screen on' })
    await expect(screenOn).toHaveAttribute('aria-checked', 'true')
    await screenOn.click()
    await expect(screenOn).toHaveAttribute('aria-checked', 'false')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
    expect(await asked(page)).toEqual([])
  })
})

for (const [width, height] of [
  [1280, 800],
  [390, 844],
  [360, 740],
] as const) {
  for (const language of ['en', 'fr'] as const) {
    test(`the new controls fit ${width}x${height} in ${language}, with nothing serious for axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await startGame(page, ['Ada', 'Bram'])
      if (language === 'fr') {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
      }
      const name = language === 'en' ? 'Keep screen on' : 'Écran allumé'
      const screenOn = page.getByRole('switch', { name })
      await expect(screenOn).toBeInViewport()
      expect(await sidewaysOverflow(page)).toBe(0)
      expect(await seriousFindings(page)).toEqual([])
    })
  }
}
