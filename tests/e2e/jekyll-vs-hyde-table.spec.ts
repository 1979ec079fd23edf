import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, saveScreenshot, test } from './fixtures'

/**
 * The round form at the table (issue 22): on a phone its sticky bar leaves the cards room, the
 * rows of the trick helper say their colour in words, the helper's cards are one tab stop with
 * the arrows between them, and at 1280x800 the form with the helper open shows every card, the
 * green row and the potions included, above the bar.
 */

/** A single game of Ada against Bram, round 1 already tapped trick by trick when `tapped`. */
function gameLog(tapped: boolean): Buffer {
  const record = [
    ['pride-6', 'wrath-4'],
    ['greed-3', 'potion-2'],
    ['wrath-2', 'wrath-3'],
    ['potion-4', 'wrath-6', 'wrath'],
    ['potion-3', 'pride-5', 'pride'],
    ['greed-2', 'wrath-5'],
    ['wrath-7', 'pride-4'],
    ['pride-3', 'pride-7'],
    ['greed-6', 'wrath-1'],
    ['pride-2', 'pride-1'],
  ]
  const leads = ['p1', 'p2', 'p2', 'p1', 'p2', 'p1', 'p2', 'p2', 'p1', 'p2']
  const round = {
    jekyll: 'p1',
    tricks: { p1: 4, p2: 6 },
    record: record.map(([lead, follow, call], index) => ({
      lead: leads[index],
      cards: [lead, follow],
      ...(call ? { call } : {}),
    })),
  }
  return Buffer.from(
    JSON.stringify({
      format: 'casebook/game-log',
      version: 1,
      id: 'duel',
      game: 'jekyll-vs-hyde',
      players: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Bram' },
      ],
      rules: { targetScore: 10, variants: { match: 'single' } },
      hands: tapped ? [round] : [],
    }),
  )
}

async function openRound(page: Page, tapped: boolean, round: string): Promise<Locator> {
  await page.goto('/')
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'duel.json',
    mimeType: 'application/json',
    buffer: gameLog(tapped),
  })
  await page.getByTestId('import-confirm').click()
  await page.goto('/#/game/duel')
  await page.getByRole('button', { name: round }).click()
  const form = page.getByTestId('hand-entry')
  await expect(form).toBeVisible()
  return form
}

/**
 * The round's own part of the sticky bar at the foot of the form: the bar without it is the
 * hand-entry kit's (status and actions), and the top bar is the app's.
 */
async function roundPartOfBar(page: Page): Promise<number> {
  return page
    .getByTestId('hand-result')
    .locator('[data-testid="round-outcome"]')
    .evaluateAll((lists) =>
      lists.reduce((total, list) => total + list.getBoundingClientRect().height, 0),
    )
}

const words = {
  'en-US': {
    round: 'Enter round 2',
    first: 'Enter round 1',
    rows: ['Pride', 'Wrath', 'Greed', 'Potions'],
  },
  'fr-FR': {
    round: 'Saisir la manche 2',
    first: 'Saisir la manche 1',
    rows: ['Orgueil', 'Colère', 'Envie', 'Potions'],
  },
} as const

for (const locale of ['en-US', 'fr-FR'] as const) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width}x${viewport.height}, in ${locale}`, () => {
      test.use({ viewport, locale })

      test('the round adds nothing to the sticky bar; each card row says its colour', async ({
        page,
      }, testInfo) => {
        const form = await openRound(page, true, words[locale].round)
        // Trick by trick was the way round 1 was entered: round 2 opens the same way.
        await expect(form.getByTestId('trick-helper')).toBeVisible()
        await expect(form.getByTestId('picker-family')).toHaveText([...words[locale].rows])
        await form.getByTestId('card-pride-6').click()
        await form.getByTestId('card-wrath-4').click()
        expect(await roundPartOfBar(page)).toBe(0)
        await saveScreenshot(page, testInfo, `jekyll-vs-hyde-helper-${locale}-${viewport.width}`)
        await form.getByTestId('mode-counts').check()
        await form.getByTestId('jekyll-tricks').fill('3')
        // The round's result shows under the tricks, in the page, not in the sticky bar.
        await expect(
          form.getByTestId('round-outcome-inline').getByRole('listitem').first(),
        ).toBeVisible()
        expect(await roundPartOfBar(page)).toBe(0)
      })
    })
  }
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const { tapped, round } of [
    { tapped: false, round: 'Enter round 1' },
    { tapped: true, round: 'Enter round 2' },
  ]) {
    test(`${round}: the helper open shows every card, the green row and the potions, above the bar`, async ({
      page,
    }) => {
      const form = await openRound(page, tapped, round)
      await form.getByTestId('mode-tricks').check()
      const bar = (await page.getByTestId('hand-result').boundingBox())!
      for (const card of ['card-pride-1', 'card-greed-7', 'card-potion-5']) {
        const box = (await form.getByTestId(card).boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height, card).toBeLessThanOrEqual(bar.y)
      }
    })
  }

  test('the cards are one tab stop; the arrows move between them', async ({ page }) => {
    const form = await openRound(page, false, 'Enter round 1')
    await form.getByTestId('mode-tricks').check()
    await form.getByTestId('mode-tricks').focus()
    await page.keyboard.press('Tab')
    await expect(form.getByTestId('card-pride-1')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    await expect(form.getByTestId('card-wrath-2')).toBeFocused()
    await expect(page.getByTestId('grid-keys')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(form.getByTestId('card-wrath-2')).toHaveAttribute('aria-disabled', 'true')
    // Undo, before the cards, is a key away once there is a tap to undo.
    await page.keyboard.press('Shift+Tab')
    await expect(form.getByTestId('helper-undo')).toBeFocused()
  })

  test('axe finds nothing serious on the form with the helper open', async ({ page }) => {
    const form = await openRound(page, true, 'Enter round 2')
    await expect(form.getByTestId('trick-helper')).toBeVisible()
    await form.getByTestId('card-potion-4').click()
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
})
