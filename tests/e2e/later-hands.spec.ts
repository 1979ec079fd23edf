import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openHome, test } from './fixtures'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

/**
 * Correcting an early round so that the game ends sooner (issue 22, item 4): the page names the
 * later rounds the engine puts after the end, deletes them with the save in one action, and the
 * one Undo brings them back.
 */

/** Jekyll holds on for 3 rounds: Ada (Jekyll) wins. */
const jekyllHoldsOn = readFileSync(
  'tests/games/jekyll-vs-hyde/fixtures/single-jekyll-wins-after-3-rounds.json',
  'utf8',
)

async function openGame(page: Page) {
  await openHome(page)
  await seedLibrary(page, [['jekyll-holds-on', jekyllHoldsOn]])
  await page.goto('/#/game/jekyll-holds-on')
  await reloadWhenSaved(page)
  await expect(page.getByTestId('score-sheet')).toBeVisible()
}

/** Round 1 corrected to a Hyde sweep (0 tricks to Jekyll): Hyde wins the game at once. */
async function correctRoundOneToASweep(page: Page) {
  await page.getByRole('button', { name: 'Edit round 1' }).click()
  const form = page.getByTestId('hand-entry')
  await form.getByTestId('jekyll-tricks').fill('0')
  await expect(form.getByTestId('save-state')).toContainText('Ready to save')
  // Named before Save, as a notice, not as a problem to fix.
  await expect(form.getByTestId('later-hands')).toContainText('rounds 2 and 3 come after its end')
  await expect(form.locator('[data-form-problems]')).toHaveCount(0)
  await form.getByTestId('jekyll-tricks').press('Enter')
}

const editButtons = (page: Page) => page.getByRole('button', { name: /^Edit round \d+$/ })

test('a round that ends the game sooner names the later rounds; one action deletes them, Undo brings them back', async ({
  page,
}) => {
  await openGame(page)
  await expect(editButtons(page)).toHaveCount(3)
  await correctRoundOneToASweep(page)

  const dialog = page.getByRole('dialog', { name: 'The game ends sooner' })
  await expect(dialog).toContainText('rounds 2 and 3 come after its end')
  // The safe choice has the keyboard: Enter does not delete by surprise.
  await expect(dialog.getByTestId('later-hands-keep')).toBeFocused()
  await expect(dialog.getByTestId('later-hands-keep')).toHaveText('Back to the round')
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(serious.map((v) => v.id)).toEqual([])

  // Back to the round: nothing saved, the correction still in the form.
  await dialog.getByTestId('later-hands-keep').click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('hand-entry').getByTestId('jekyll-tricks')).toHaveValue('0')
  await page.getByTestId('hand-entry').getByTestId('jekyll-tricks').press('Enter')

  await dialog.getByRole('button', { name: 'Save and delete rounds 2 and 3' }).click()
  await expect(page.getByTestId('score-sheet')).toBeVisible()
  await expect(editButtons(page)).toHaveCount(1)

  // One Undo: the round as it was, and both later rounds.
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(editButtons(page)).toHaveCount(3)
})

test('in French, at 360x740, the question speaks of « manches » and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await openGame(page)
  await page.evaluate(() => localStorage.setItem('casebook.locale', 'fr'))
  await reloadWhenSaved(page)
  await page.getByRole('button', { name: 'Modifier la manche 1' }).click()
  const form = page.getByTestId('hand-entry')
  await form.getByTestId('jekyll-tricks').fill('0')
  await form.getByTestId('jekyll-tricks').press('Enter')
  const dialog = page.getByRole('dialog', { name: 'La partie finit plus tôt' })
  await expect(dialog).toContainText('les manches 2 et 3 viennent après sa fin')
  const confirm = dialog.getByRole('button', {
    name: 'Enregistrer et supprimer les manches 2 et 3',
  })
  await expect(confirm).toBeInViewport()
  await confirm.click()
  await expect(page.getByRole('button', { name: /^Modifier la manche \d+$/ })).toHaveCount(1)
})
