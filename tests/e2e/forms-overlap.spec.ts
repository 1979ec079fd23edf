import type { Page } from '@playwright/test'
import { overlappingControls } from './controls-overlap'
import { expect, test } from './fixtures'
import { openSeededGame, openSeededHand, seededGames, type SeededGame } from './seeded-games'

/**
 * No two controls of a hand form are drawn over each other (issue 32, point 2: Mystery Rummy's
 * captions and chips lay over its Transformation list, and a click on that list switched what
 * was left in hand to "Card by card"). Every game's form, new and filled (the seeded games'
 * longest hands), Mystery Rummy's also with a Transformation placed and a points total, Jack
 * the Ripper's with the cards left counted one by one (and its count, open), Bambus's trick screen and Jekyll vs.
 * Hyde's trick helper, each empty and with tricks played, at 360,
 * 390 and 1280 px wide, in both languages.
 */
const widths = [360, 390, 1280]
const games = Object.keys(seededGames) as SeededGame[]

/** The form's overlaps at each width, each prefixed by where it was found. */
async function overlapsAtEveryWidth(page: Page, state: string, within?: string): Promise<string[]> {
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    for (const pair of await overlappingControls(page, within)) {
      found.push(`${state} at ${width}: ${pair}`)
    }
  }
  return found
}

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    for (const game of games) {
      test(`${game}: no two controls of the hand form overlap, new or filled, at every width`, async ({
        page,
      }) => {
        await openSeededHand(page, game)
        const found = await overlapsAtEveryWidth(page, 'filled')
        await openSeededGame(page, game)
        await page.goto(`/#/game/${game}/hand/new`)
        await expect(page.getByTestId('hand-entry')).toBeVisible()
        found.push(...(await overlapsAtEveryWidth(page, 'new')))
        if (game === 'mystery-rummy-jekyll-hyde') {
          await page.getByTestId('ending-went-out-ada').check()
          await page.getByTestId('evidence-ada-utterson').fill('4')
          await page.getByTestId('transformation-place').selectOption('area:ada:utterson')
          found.push(...(await overlapsAtEveryWidth(page, 'transformation, cards')))
          await page.getByTestId('left-mode-points').check()
          found.push(...(await overlapsAtEveryWidth(page, 'transformation, points')))
        }
        if (game === 'jekyll-hyde-bambus') {
          // The trick screen, empty and with a trick and a half played.
          await page.getByTestId('trick-screen-open').click()
          await expect(page.getByTestId('trick-screen')).toBeVisible()
          found.push(...(await overlapsAtEveryWidth(page, 'trick screen')))
          const cards = page
            .getByTestId('trick-screen')
            .locator('[data-testid^="trick-card-"]:not([aria-disabled="true"])')
          for (let tap = 0; tap < 6; tap += 1) await cards.first().click()
          await expect(page.getByTestId('trick-1')).toBeVisible()
          found.push(...(await overlapsAtEveryWidth(page, 'trick screen, six cards played')))
        }
        if (game === 'jekyll-vs-hyde') {
          // The trick helper, open, then with two tricks tapped.
          await page.getByTestId('mode-tricks').check()
          await expect(page.getByTestId('trick-helper')).toBeVisible()
          found.push(...(await overlapsAtEveryWidth(page, 'trick helper')))
          const cards = page
            .getByTestId('trick-helper')
            .locator('[data-testid^="card-"]:not([aria-disabled="true"])')
          for (let tap = 0; tap < 4; tap += 1) await cards.first().click()
          await expect(page.getByTestId('helper-trick-2')).toBeVisible()
          found.push(...(await overlapsAtEveryWidth(page, 'trick helper, two tricks')))
        }
        if (game === 'mystery-rummy-jack-the-ripper') {
          // Everyone but the first player counts the cards left one by one: each count is
          // done over the form, and the columns say how many cards each has counted.
          await page.locator('[data-testid^="ending-player-"]').first().check()
          const byCard = page.locator('[data-testid$="-left-mode-cards"]')
          for (let index = 0; index < (await byCard.count()); index += 1) {
            await byCard.nth(index).check()
            await page.locator('[data-testid$="-left-jill-more"]').first().click()
            if (index === 0) {
              // The count itself, open over the form, one card counted.
              const dialog = '[data-testid="left-cards-dialog"]'
              found.push(...(await overlapsAtEveryWidth(page, 'count by card, open', dialog)))
            }
            await page.getByTestId('left-cards-done').click()
          }
          found.push(...(await overlapsAtEveryWidth(page, 'counted by card')))
        }
        expect(found).toEqual([])
      })
    }
  })
}
