import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openHome, test } from './fixtures'
import { startGame } from './game-steps'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

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

/** Ada's won game, played from 19:00 to 20:38 (UTC), as kept in the library. */
const wonGame = JSON.stringify({
  ...(JSON.parse(
    readFileSync('tests/games/mystery-rummy-jekyll-hyde/fixtures/game-won.json', 'utf8'),
  ) as object),
  updatedAt: '2026-11-20T20:38:00.000Z',
})

async function openWonGame(page: Page) {
  await openHome(page)
  await seedLibrary(page, [['game-won', wonGame]])
  // The library was read before the game was put in: read it again, on the game's page.
  await page.goto('/#/game/game-won')
  await reloadWhenSaved(page)
  await expect(page.getByTestId('score-sheet')).toBeVisible()
}

/** The page's horizontal overflow, in pixels: 0 when nothing sticks out sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test('Play again starts the same game afresh, and Back returns to the one just played', async ({
  page,
}) => {
  await openWonGame(page)
  await expect(page.getByTestId('game-times')).toContainText('Started:')
  await page.getByRole('button', { name: 'Play again' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enter hand 1' })).toBeFocused()
  await expect(page.getByTestId('game-times')).toContainText('Started:')
  await expect(page.getByTestId('game-times')).not.toContainText('Played for')
  // Bram dealt the last hand of the game won: the form proposes Ada for the first hand.
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await expect(page.getByTestId('dealer-ada')).toBeChecked()

  await page.goBack()
  await page.goBack()
  await expect(
    page.getByRole('heading', { level: 1, name: 'A whole game: Ada reaches 100' }),
  ).toBeVisible()
})

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
    await reloadWhenSaved(page)
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
      await openWonGame(page)
      if (language === 'fr') {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
      }
      const words = {
        en: { screen: 'Keep screen on', again: 'Play again', lasted: 'Played for:1 hr 38 min' },
        fr: { screen: 'Écran allumé', again: 'Rejouer', lasted: 'Durée de jeu :1 h 38 min' },
      }[language]
      await expect(page.getByRole('switch', { name: words.screen })).toBeInViewport()
      await expect(page.getByRole('button', { name: words.again })).toBeInViewport()
      const times = page.getByTestId('game-times')
      await expect(times).toBeInViewport()
      await expect(times.locator('div').nth(1)).toHaveText(words.lasted, { useInnerText: false })
      expect(await sidewaysOverflow(page)).toBe(0)
      expect(await seriousFindings(page)).toEqual([])
    })
  }
}
