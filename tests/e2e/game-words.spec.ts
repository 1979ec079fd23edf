import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillHand, transformationOnOpponentMeld } from './game-steps'
import { reloadWhenSaved } from './reload'

/**
 * Mystery Rummy's words reach the page only when one of its screens is first shown: each screen,
 * opened afresh, must wait for them rather than show their keys.
 */
const rawKey = 'mystery-rummy-jekyll-hyde.'

/** Opens an address in a page that has fetched nothing yet. */
async function openAfresh(page: Page, path: string) {
  await page.goto(path)
  await reloadWhenSaved(page)
}

/** The screen shows `words`, and no key in its text or its attributes (labels, names). */
async function expectWorded(page: Page, words: string) {
  const main = page.locator('main')
  await expect(main).toContainText(words)
  expect(await main.innerHTML()).not.toContain(rawKey)
}

test('every screen of a Mystery Rummy game shows its words in French, never their keys', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByLabel('Language').selectOption('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  await openAfresh(page, '/#/rules')
  await expectWorded(page, 'Travail en laboratoire')
  await openAfresh(page, '/#/rules/mystery-rummy-jekyll-hyde')
  await expectWorded(page, 'Travail en laboratoire')

  await openAfresh(page, '/#/new')
  await expectWorded(page, 'Garder la Transformation en main')
  await page.getByRole('combobox', { name: 'Joueur 1' }).fill('Ada')
  await page.getByRole('combobox', { name: 'Joueur 2' }).fill('Bram')
  await page.getByRole('button', { name: 'Commencer la partie' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
  const game = new URL(page.url()).hash.slice(1)

  await openAfresh(page, `/#${game}/hand/new`)
  await expectWorded(page, 'Face visible à la fin de la manche')
  await fillHand(page, transformationOnOpponentMeld)
  await expect(page.getByRole('button', { name: 'Saisir la manche 2' })).toBeVisible()

  await openAfresh(page, `/#${game}`)
  await expectWorded(page, 'Fin de la manche')
  await page.getByRole('button', { name: 'Voir le détail de la manche 1' }).click()
  await expectWorded(page, 'Carte Transformation')
  await page.getByRole('dialog').getByRole('button', { name: /Et si/ }).click()
  await expectWorded(page, 'Non enregistré')
})
