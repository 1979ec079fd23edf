import { expect, openHome, saveScreenshot, test } from './fixtures'
import { reloadWhenSaved } from './reload'

test('the language switch turns the page French, and the choice survives a reload', async ({
  page,
}, testInfo) => {
  await openHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your games')

  await page.getByLabel('Language').selectOption('fr')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos parties')
  await expect(page.getByRole('heading', { name: 'Aucune partie enregistrée' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nouvelle partie' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'À propos' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await saveScreenshot(page, testInfo, 'home-fr')

  await reloadWhenSaved(page)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos parties')
  await expect(page.getByLabel('Langue')).toHaveValue('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  await page.getByLabel('Langue').selectOption('en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your games')
  await reloadWhenSaved(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your games')
})

test('the About dialog follows the language', async ({ page }, testInfo) => {
  await openHome(page)
  await page.getByLabel('Language').selectOption('fr')

  await page.getByRole('button', { name: 'À propos' }).click()

  const dialog = page.getByRole('dialog', { name: 'À propos de Casebook' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Fonctionne dans votre navigateur web')
  await saveScreenshot(page, testInfo, 'about-fr')
  await dialog.getByRole('button', { name: 'Fermer' }).click()
  await expect(dialog).toBeHidden()
})
