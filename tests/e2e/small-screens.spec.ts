import { readFileSync } from 'node:fs'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { expect, saveScreenshot, test } from './fixtures'

/**
 * Every screen on a phone: nothing wider than the screen (no sideways scrolling), buttons still
 * 44 px. Found by address and test id, so the same walk runs in both languages.
 */
const won = readFileSync(
  new URL('../games/mystery-rummy-jekyll-hyde/fixtures/game-won.json', import.meta.url),
)

async function expectNoOverflow(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0)
}

/** Buttons and select boxes on screen keep a 44 px target. */
async function expectTargets(scope: Locator) {
  const sizes = await scope
    .locator('button:visible, a.button:visible, select:visible')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect()
        return { what: element.outerHTML.slice(0, 80), width: box.width, height: box.height }
      }),
    )
  expect(sizes.filter((size) => size.width < 44 || size.height < 44)).toEqual([])
}

async function screen(page: Page, testInfo: TestInfo, name: string, scope?: Locator) {
  await expectNoOverflow(page)
  await expectTargets(scope ?? page.locator('body'))
  await photograph(page, testInfo, name)
}

async function photograph(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, `${testInfo.project.name}-${name}-${sizeName(page)}`)
}

function sizeName(page: Page) {
  const size = page.viewportSize()
  return `${size?.width}x${size?.height}`
}

async function walkEveryScreen(page: Page, testInfo: TestInfo, lang: string) {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByTestId('empty-home')).toBeVisible()
  await screen(page, testInfo, `${lang}-home-empty`)

  await page.getByTestId('import-file-input').setInputFiles({
    name: 'game-won.json',
    mimeType: 'application/json',
    buffer: won,
  })
  const importDialog = page.getByTestId('import-dialog')
  await expect(importDialog).toBeVisible()
  await screen(page, testInfo, `${lang}-import-dialog`, importDialog)
  await page.getByTestId('import-confirm').click()
  await expect(page.locator('.game-card')).toHaveCount(1)
  await screen(page, testInfo, `${lang}-home`)

  await page.locator('.top-bar button[aria-haspopup="dialog"]').click()
  const about = page.getByRole('dialog')
  await expect(about).toBeVisible()
  await screen(page, testInfo, `${lang}-about`, about)
  await page.keyboard.press('Escape')

  await page.goto('/#/new')
  await expect(page.locator('.new-game')).toBeVisible()
  await screen(page, testInfo, `${lang}-new-game`)
  await page.locator('.players input').nth(0).fill('Ada')
  await page.locator('.players input').nth(1).fill('Bram')
  await page.locator('.new-game button[type="submit"]').click()
  await expect(page.getByTestId('score-sheet-empty')).toBeVisible()
  await screen(page, testInfo, `${lang}-game-new`)
  await page.locator('.game .page__actions .button--primary').click()
  await expect(page.getByTestId('save')).toBeVisible()
  await screen(page, testInfo, `${lang}-hand-new`)

  await page.goto('/#/game/game-won')
  await expect(page.getByTestId('score-sheet')).toBeVisible()
  await screen(page, testInfo, `${lang}-game`)
  await page.locator('tr[data-hand="2"] [data-action="open"]').click()
  const breakdown = page.getByTestId('hand-breakdown-dialog')
  await expect(breakdown).toBeVisible()
  await screen(page, testInfo, `${lang}-breakdown`, breakdown)
  await page.keyboard.press('Escape')
  // Closing it is Back: wait for that before going elsewhere.
  await expect(page).not.toHaveURL(/breakdown/)

  await page.goto('/#/game/game-won/hand/1')
  await expect(page.getByTestId('save')).toBeVisible()
  await screen(page, testInfo, `${lang}-hand-edit`)

  await page.goto('/#/rules?rule=score.doubling')
  await expect(page.locator('#rule-score-doubling')).toBeFocused()
  await screen(page, testInfo, `${lang}-rules`)
  // The card tables fit: a table that scrolled in its frame would need a tab stop of its own.
  const tables = page.locator('.rules-table-wrap')
  await expect(tables).toHaveCount(2)
  expect(
    await tables.evaluateAll((frames) =>
      frames.map((frame) => frame.scrollWidth - frame.clientWidth),
    ),
  ).toEqual([0, 0])
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport })

    test('every screen fits, in English', async ({ page }, testInfo) => {
      await walkEveryScreen(page, testInfo, 'en')
    })

    test.describe('in French', () => {
      test.use({ locale: 'fr-FR' })

      test('every screen fits, in French', async ({ page }, testInfo) => {
        await walkEveryScreen(page, testInfo, 'fr')
      })
    })
  })
}

test.describe('the score sheet on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('keeps each player’s total in view below the first hands', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'game-won.json',
      mimeType: 'application/json',
      buffer: won,
    })
    await page.getByTestId('import-confirm').click()
    await page.goto('/#/game/game-won')
    await page.locator('tr[data-hand="1"]').scrollIntoViewIfNeeded()
    await expect(page.locator('tr[data-hand="1"] [data-cell="total-bram"]')).toBeInViewport()
    for (const player of ['ada', 'bram']) {
      await expect(page.locator(`[data-cell="grand-total-${player}"]`)).toBeInViewport({
        ratio: 1,
      })
    }
  })
})

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the shut-out at ${viewport.width} px wide`, () => {
    test.use({ viewport })

    test('is marked in the column of the player who made it, naming them', async ({
      page,
    }, testInfo) => {
      await page.goto('/')
      await page.getByTestId('import-file-input').setInputFiles({
        name: 'game-won.json',
        mimeType: 'application/json',
        buffer: won,
      })
      await page.getByTestId('import-confirm').click()
      await page.goto('/#/game/game-won')
      // Hand 1: Ada's shut-out; hand 2: Bram's.
      for (const [hand, maker, other] of [
        [1, 'ada', 'bram'],
        [2, 'bram', 'ada'],
      ] as const) {
        const row = page.locator(`tr[data-hand="${hand}"]`)
        const marker = row.locator('[data-marker="score.shut-out"]')
        await expect(marker).toHaveCount(1)
        await expect(marker).toHaveText(`Shut-out by ${maker === 'ada' ? 'Ada' : 'Bram'}`)
        await expect(
          row.locator(`[data-cell="score-${maker}"] [data-marker="score.shut-out"]`),
        ).toBeVisible()
        // Inside the maker's two cells, clear of the other player's.
        const box = await marker.boundingBox()
        const own = await row.locator(`[data-cell="score-${maker}"]`).boundingBox()
        const ownTotal = await row.locator(`[data-cell="total-${maker}"]`).boundingBox()
        const theirs = await row.locator(`[data-cell="score-${other}"]`).boundingBox()
        const theirTotal = await row.locator(`[data-cell="total-${other}"]`).boundingBox()
        if (!box || !own || !ownTotal || !theirs || !theirTotal) throw new Error('no layout')
        const left = Math.min(own.x, ownTotal.x)
        const right = Math.max(own.x + own.width, ownTotal.x + ownTotal.width)
        expect(box.x).toBeGreaterThanOrEqual(left - 0.5)
        expect(box.x + box.width).toBeLessThanOrEqual(right + 0.5)
        for (const cell of [theirs, theirTotal]) {
          const apart = box.x + box.width <= cell.x + 0.5 || box.x >= cell.x + cell.width - 0.5
          expect(apart).toBe(true)
        }
      }
      await expectNoOverflow(page)
      await photograph(page, testInfo, 'shut-out')
    })
  })
}

for (const viewport of [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport })

    test('the top bar’s left edge lines up with the page’s title', async ({ page }, testInfo) => {
      for (const address of ['/', '/#/new', '/#/rules']) {
        await page.goto(address)
        const title = page.getByRole('heading', { level: 1 })
        await expect(title).toBeVisible()
        const brand = await page.getByTestId('home-link').boundingBox()
        // Polled: a lazily loaded screen can replace its heading between two reads.
        await expect
          .poll(async () => Math.round((await title.boundingBox())?.x ?? -2))
          .toBe(Math.round(brand?.x ?? -1))
      }
      await expectNoOverflow(page)
      await photograph(page, testInfo, 'rules')
    })
  })
}

test.describe('the top bar', () => {
  for (const locale of ['en-GB', 'fr-FR']) {
    test.describe(locale, () => {
      test.use({ locale })

      test('fits from a phone to a laptop, its words shown only where they fit', async ({
        page,
      }) => {
        await page.goto('/')
        const inner = page.locator('.top-bar__inner')
        const words = page.locator('.top-bar__label').first()
        // The widths where words come and go, each side of the step, and common tablets.
        for (const width of [360, 390, 641, 768, 820, 821, 1024, 1280]) {
          await page.setViewportSize({ width, height: 600 })
          await expectNoOverflow(page)
          expect(await inner.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0)
          await expect(page.locator('.brand__mark')).toBeInViewport({ ratio: 1 })
          await expectTargets(page.locator('.top-bar'))
          expect(await words.evaluate((word) => word.getBoundingClientRect().width > 1)).toBe(
            width > 820,
          )
        }
      })
    })
  }

  test('shows at a glance whether the screen is kept on', async ({ page }) => {
    await page.goto('/')
    const screenSwitch = page.getByTestId('screen-awake-switch')
    // On by default: a lit screen on the accent's chip, unlike the buttons beside it.
    await expect(screenSwitch).toHaveAttribute('aria-checked', 'true')
    await expect(screenSwitch.locator('.screen-awake__rays')).toHaveCount(1)
    const background = () =>
      screenSwitch.evaluate((button) => getComputedStyle(button).backgroundColor)
    const ordinary = await page
      .getByTestId('history-link')
      .evaluate((link) => getComputedStyle(link).backgroundColor)
    expect(await background()).not.toBe(ordinary)

    await screenSwitch.click()
    await page.mouse.move(0, 300)
    await expect(screenSwitch).toHaveAttribute('aria-checked', 'false')
    await expect(screenSwitch.locator('.screen-awake__sleep')).toHaveCount(1)
    await expect(screenSwitch.locator('.screen-awake__rays')).toHaveCount(0)
    // Its colour fades to the other (a 120 ms transition): read once it has.
    await expect.poll(background).toBe(ordinary)
  })
})

/** Imports one game log and opens its sheet. */
async function openSheetOf(page: Page, log: Buffer | string) {
  await page.goto('/')
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(log),
  })
  await page.getByTestId('import-confirm').click()
  await page.locator('.game-card a').first().click()
  await expect(page.getByTestId('score-sheet')).toBeVisible()
}

/** Every fact of every row shows whole: no word cut by its cell, no mark one letter a line. */
async function expectFactsWhole(page: Page) {
  const cut = await page
    .locator('.sheet tbody .sheet__fact')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 0.5)
        .map((cell) => cell.textContent),
    )
  expect(cut).toEqual([])
  const marks = await page.locator('.sheet tbody .sheet__fact .marker').evaluateAll((elements) =>
    elements.map((mark) => ({
      text: mark.textContent?.trim(),
      lines: Math.round(
        mark.getBoundingClientRect().height / parseFloat(getComputedStyle(mark).lineHeight),
      ),
    })),
  )
  expect(marks.filter((mark) => mark.lines > 1)).toEqual([])
}

for (const width of [360, 390]) {
  test.describe(`the sheet's facts at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('show a round’s marker and a drawn match whole', async ({ page }) => {
      await openSheetOf(
        page,
        readFileSync(
          new URL(
            '../games/jekyll-vs-hyde/fixtures/return-match-draw-same-rounds.json',
            import.meta.url,
          ),
        ),
      )
      const last = page.locator('tr[data-hand="4"]')
      await expect(last.locator('[data-cell="marker"]')).toContainText('10/10')
      await expect(last.locator('.marker--hand')).toHaveText(/draw/i)
      await expectFactsWhole(page)
      await expectNoOverflow(page)
      await expectTargets(page.locator('.sheet'))
    })

    test('break a name longer than the screen rather than widen the page', async ({ page }) => {
      const log = JSON.parse(String(won))
      log.players[0].name = 'Ada'.repeat(40)
      await openSheetOf(page, JSON.stringify(log))
      await expectNoOverflow(page)
      await expectTargets(page.locator('.sheet'))
    })
  })
}
