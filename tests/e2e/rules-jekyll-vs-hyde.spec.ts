import AxeBuilder from '@axe-core/playwright'
import { expect, saveScreenshot, test } from './fixtures'

/**
 * Jekyll vs. Hyde's rules reference in Chromium: opened at a rule from its address, its figures
 * fitting a phone and a narrow laptop window without scrolling inside their frames, and no serious
 * accessibility finding on the page, in the light and the dark theme.
 */
// 360 px: a phone. 800 px: a laptop window where the contents column narrows every entry.
for (const [locale, width] of [
  ['en-GB', 360],
  ['fr-FR', 360],
  ['fr-FR', 800],
] as const) {
  test.describe(`in ${locale}, ${width} px wide`, () => {
    test.use({ locale, viewport: { width, height: 740 } })

    test('opens at a rule and its figures fit the screen', async ({ page }, testInfo) => {
      await page.goto('/#/rules/jekyll-vs-hyde?rule=trick-follow')
      const entry = page.locator('#rule-trick-follow')
      await expect(entry).toBeFocused()
      await expect(entry).toBeInViewport()

      await expect(page.getByTestId('jekyll-vs-hyde-deck').locator('tbody tr')).toHaveCount(4)
      await expect(page.getByTestId('jekyll-vs-hyde-track').locator('li')).toHaveCount(11)
      await expect(page.getByTestId('jekyll-vs-hyde-doubts').locator('tbody tr')).toHaveCount(13)
      const frames = page.locator('[data-game="jekyll-vs-hyde"] .rules-table-wrap')
      await expect(frames).toHaveCount(2)
      expect(
        await frames.evaluateAll((all) =>
          all.map((frame) => frame.scrollWidth - frame.clientWidth),
        ),
      ).toEqual([0, 0])
      const track = page.getByTestId('jekyll-vs-hyde-track')
      expect(await track.evaluate((figure) => figure.scrollWidth - figure.clientWidth)).toBe(0)
      // As on the board, the first space is on the right of the last.
      const start = await track.locator('li[data-position="0"]').boundingBox()
      const end = await track.locator('li[data-position="10"]').boundingBox()
      expect(start!.x).toBeGreaterThan(end!.x)

      await page.getByTestId('jekyll-vs-hyde-deck').scrollIntoViewIfNeeded()
      await saveScreenshot(page, testInfo, `rules-jekyll-vs-hyde-${locale}-${width}`)
    })
  })
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('has no serious or critical accessibility finding', async ({ page }) => {
      await page.goto('/#/rules/jekyll-vs-hyde')
      await expect(page.getByTestId('jekyll-vs-hyde-track')).toBeVisible()
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
      const results = await new AxeBuilder({ page })
        .include('[data-game="jekyll-vs-hyde"]')
        .analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }))
      expect(serious).toEqual([])
    })
  })
}
