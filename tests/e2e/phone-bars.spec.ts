import type { Page } from '@playwright/test'
import { expect, saveScreenshot, test } from './fixtures'
import { openSeededGame, openSeededHand, seededGames, type SeededGame } from './seeded-games'
import { stickyHeight } from './sticky-height'

/**
 * Phones at the table (issue 22, point 6): whatever stays on screen while a hand form scrolls
 * (the app's top bar, the form's result bar, anything sticky or fixed) takes at most a fifth of
 * the screen, for every game, in both languages; and the badges of the score sheet's narrow
 * columns and of the hand forms keep to two lines. The figures are printed for the record.
 */
const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]
const games = Object.keys(seededGames) as SeededGame[]

/** The badges on screen that take more than two lines, with their text and line count. */
function badgesOverTwoLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const style = getComputedStyle(element)
        const lineHeight = parseFloat(style.lineHeight)
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)
        const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
        const content = element.getBoundingClientRect().height - padding - border
        return { text: element.textContent?.trim() ?? '', lines: Math.round(content / lineHeight) }
      })
      .filter((badge) => badge.lines > 2)
      .map((badge) => `${badge.text} (${badge.lines} lines)`),
  )
}

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`on phones, in ${locale}`, () => {
    test.use({ locale })

    for (const game of games) {
      test(`${game}: the sticky bars of a hand form take at most a fifth of the screen`, async ({
        page,
      }, testInfo) => {
        const figures: string[] = []
        for (const phone of phones) {
          await page.setViewportSize(phone)
          await openSeededHand(page, game)
          const sticky = await stickyHeight(page)
          figures.push(
            `${phone.width}x${phone.height}: ${sticky.total} px (${Math.round((100 * sticky.total) / phone.height)}%) ${sticky.parts.join(', ')}`,
          )
          await saveScreenshot(page, testInfo, `phone-bars-${locale}-${game}-${phone.width}`)
          expect.soft(sticky.total, figures.at(-1)).toBeLessThanOrEqual(phone.height * 0.2)
          // The kit's badges and chip names ("Made a shut-out", a player's name) in narrow columns.
          const badges = '[data-testid="hand-entry"] :is(.badge, .chip__name)'
          expect(await badgesOverTwoLines(page, badges)).toEqual([])
        }
        console.log(`${locale} ${game}: ${figures.join('; ')}`)
        testInfo.annotations.push({ type: 'figures', description: figures.join('; ') })
      })

      test(`${game}: the score sheet's badges keep to two lines at 360x740`, async ({ page }) => {
        await page.setViewportSize(phones[0]!)
        await openSeededGame(page, game)
        expect(await badgesOverTwoLines(page, '[data-testid="score-sheet"] .marker')).toEqual([])
      })
    }
  })
}
