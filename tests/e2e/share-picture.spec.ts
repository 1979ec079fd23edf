import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openHome, test } from './fixtures'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

/**
 * A finished game shared as a picture of its final sheet (issue 22, item 7). Chromium on Linux
 * has no system share sheet for files: the picture comes as a PNG download.
 */
const wonGame = readFileSync('tests/games/mystery-rummy-jekyll-hyde/fixtures/game-won.json', 'utf8')

async function openWonGame(page: Page) {
  await openHome(page)
  await seedLibrary(page, [['game-won', wonGame]])
  await page.goto('/#/game/game-won')
  await reloadWhenSaved(page)
  await expect(page.getByTestId('score-sheet')).toBeVisible()
}

/** Width and height from a PNG's IHDR chunk, after checking its 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test(`at ${size.width}x${size.height} the finished sheet downloads as a real PNG`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await openWonGame(page)
    const button = page.getByRole('button', { name: 'Share as a picture' })
    await expect(button).toBeInViewport()
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
    expect(serious.map((v) => v.id)).toEqual([])

    const downloading = page.waitForEvent('download')
    await button.focus()
    await page.keyboard.press('Enter')
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.png$/)
    const bytes = readFileSync((await download.path())!)
    const { width, height } = pngSize(bytes)
    const hands = (JSON.parse(wonGame) as { hands: unknown[] }).hands.length
    // Two players' columns, and a row for each hand, the heading and the total.
    expect(width).toBeGreaterThanOrEqual(720)
    expect(width).toBeLessThan(2000)
    expect(height).toBeGreaterThan(40 * (hands + 2))
    expect(height).toBeLessThan(400 + 40 * (hands + 2))
    await expect(page.getByTestId('share-picture-said')).toContainText('Picture of the sheet saved')
  })
}

test('in French the button and its notice are French', async ({ page }) => {
  await openWonGame(page)
  await page.evaluate(() => localStorage.setItem('casebook.locale', 'fr'))
  await reloadWhenSaved(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Partager en image' }).click()
  await downloading
  await expect(page.getByTestId('share-picture-said')).toContainText(
    'Image de la feuille enregistrée sous',
  )
})
