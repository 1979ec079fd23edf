import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Mystery Rummy's hand form at the table (issue 22, items 1 and 6): at 1280x800 a warning does
 * not push the last row of the form under the result bar; on a phone the sticky bars stay
 * small, the card table keeps its player headings in view, its rows are named in words and a
 * badge takes at most two lines. Found by test id and role, so it runs in both languages.
 */

/** A new two-player game, in whatever language the browser asks for, open on its first hand. */
async function openFirstHand(page: Page) {
  await page.goto('/#/new')
  const names = page.locator('main form input[type="text"]')
  await names.nth(0).fill('Ada')
  await names.nth(1).fill('Bram')
  await page.locator('main form button[type="submit"]').click()
  await expect(page).toHaveURL(/#\/game\/[^/]+$/)
  await page.goto(`${page.url()}/hand/new`)
  // The form's screens load once the page does: seconds on a busy 2-core machine (a CI run
  // once waited more than the default 5).
  await expect(page.getByTestId('hand-entry')).toBeVisible({ timeout: 20_000 })
}

/** Ada goes out with 3 cards on the table: the form warns that 10 are needed to go out. */
async function enterShortHand(page: Page) {
  await page.getByTestId('identity-jekyll').check()
  await page.getByTestId('ending-went-out-p1').check()
  await page.getByTestId('evidence-p1-utterson-more').click()
  await page.getByTestId('left-potion').press('1')
  await expect(page.locator('.field-problem[data-rule="hand.went-out-card-count"]')).toBeVisible()
}

/** axe (legacy mode, as accessibility.spec.ts runs it) finds nothing serious on the form. */
async function expectNoSeriousAxeFinding(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="hand-entry"]')
    .setLegacyMode()
    .analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(serious.map((violation) => violation.id)).toEqual([])
}

/** An element's top and bottom on the screen. */
async function edges(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not shown`)
  return { top: box.y, bottom: box.y + box.height }
}

/** Everything that stays in view while the page scrolls, and how tall it is. */
function stickyHeights(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position))
      .map((element) => ({
        what: element.className,
        height: element.getBoundingClientRect().height,
      }))
      .filter((sticky) => sticky.height > 0),
  )
}

for (const locale of ['en-GB', 'fr-FR']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    test('at 1280x800 a warning leaves "As a points total" and the dealer above the result bar', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await openFirstHand(page)
      await enterShortHand(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      const bar = await edges(page, '[data-testid="hand-result"]')
      const points = await edges(page, '[data-testid="left-mode-points"] >> xpath=..')
      const dealer = await edges(page, '.hand-entry__dealer')
      expect(points.bottom).toBeLessThanOrEqual(bar.top)
      expect(dealer.bottom).toBeLessThanOrEqual(bar.top)
      await expectNoSeriousAxeFinding(page)
    })

    for (const size of [
      { width: 360, height: 740 },
      { width: 390, height: 844 },
    ]) {
      test(`at ${size.width}x${size.height} the sticky bars, the card table's headings, its rows and badges fit a phone`, async ({
        page,
      }) => {
        await page.setViewportSize(size)
        await openFirstHand(page)
        await enterShortHand(page)

        // Half-way down the card table: what stays in view is at most 20% of a 740 px screen.
        const row = page.getByTestId('evidence-p1-hydes-hideaway')
        await row.scrollIntoViewIfNeeded()
        await page.evaluate(() => window.scrollBy(0, 200))
        const stickies = await stickyHeights(page)
        const stuck = stickies.reduce((sum, sticky) => sum + sticky.height, 0)
        // Both halves' headings are sticky in their own half; one of them is on screen at a time.
        const onScreen =
          stuck -
          Math.min(
            ...stickies.filter((s) => /cards__head/.test(String(s.what))).map((s) => s.height),
          )
        expect(onScreen, JSON.stringify(stickies)).toBeLessThanOrEqual(0.2 * 740)

        // The player headings of the half being read stay in view, at the top of the screen (the
        // app's top bar scrolls away on a phone while a hand form is open).
        const topBar = await edges(page, 'header.top-bar')
        const heads = page.locator('.cards__head')
        const shown = await heads.evaluateAll(
          (all, barBottom) =>
            all.some((head) => {
              const box = head.getBoundingClientRect()
              return box.top >= barBottom - 1 && box.top <= barBottom + 1
            }),
          Math.max(0, topBar.bottom),
        )
        expect(shown).toBe(true)

        // Every card row is named in words, beside its letter badge.
        const names = await page
          .locator('[role="grid"] [role="rowheader"]')
          .evaluateAll((headers) => headers.map((header) => header.textContent?.trim() ?? ''))
        expect(names.length).toBeGreaterThanOrEqual(10)
        for (const name of names) expect(name).toMatch(/\p{L}{3,}/u)

        // The shut-out badges in the narrow score columns take at most two lines.
        await page.getByTestId('badge-shut-out').scrollIntoViewIfNeeded()
        const lines = await page.locator('.result .badge').evaluateAll((badges) =>
          badges.map((badge) => {
            const style = getComputedStyle(badge)
            const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
            return Math.round(badge.getBoundingClientRect().height / lineHeight)
          }),
        )
        expect(lines.length).toBe(2)
        for (const count of lines) expect(count).toBeLessThanOrEqual(2)
        await expectNoSeriousAxeFinding(page)
      })
    }
  })
}
