import type { Locator } from '@playwright/test'
import { expect, openHome, saveScreenshot, test } from './fixtures'

/** The focus ring must be there to see, not just the focus. */
async function expectVisibleFocusRing(target: Locator) {
  await expect(target).toBeFocused()
  await expect(target).not.toHaveCSS('outline-style', 'none')
  await expect(target).toHaveCSS('outline-width', /^([2-9]|\d{2,})(\.\d+)?px$/)
}

test('Tab reaches the skip link first, and it jumps to the main content', async ({
  page,
}, testInfo) => {
  await openHome(page)
  const skip = page.getByRole('link', { name: 'Skip to main content' })

  await page.keyboard.press('Tab')

  await expectVisibleFocusRing(skip)
  await expect(skip).toBeInViewport()
  await saveScreenshot(page, testInfo, 'keyboard-skip-link')

  await page.keyboard.press('Enter')

  await expect(page.getByRole('main')).toBeFocused()
})

test('Tab reaches the way home, the language switch, the screen switch, the history, the rules and the About button; the dialog opens and closes by keyboard', async ({
  page,
}, testInfo) => {
  await openHome(page)
  const language = page.getByRole('combobox', { name: 'Language' })
  const about = page.getByRole('button', { name: 'About' })
  const dialog = page.getByRole('dialog', { name: 'About Casebook' })

  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expectVisibleFocusRing(page.getByRole('link', { name: 'Casebook: all games' }))

  await page.keyboard.press('Tab')
  await expectVisibleFocusRing(language)

  await page.keyboard.press('Tab')
  const screenOn = page.getByRole('switch', { name: 'Keep screen on' })
  await expectVisibleFocusRing(screenOn)
  await page.keyboard.press('Space')
  await expect(screenOn).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Enter')
  await expect(screenOn).toHaveAttribute('aria-checked', 'true')

  await page.keyboard.press('Tab')
  await expectVisibleFocusRing(page.getByRole('link', { name: 'History', exact: true }))

  await page.keyboard.press('Tab')
  await expectVisibleFocusRing(page.getByRole('link', { name: 'Rules', exact: true }))

  await page.keyboard.press('Tab')
  await expectVisibleFocusRing(about)

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Version 0.')
  await expect(dialog).toContainText('Running in your web browser')
  const close = dialog.getByRole('button', { name: 'Close' })
  await expectVisibleFocusRing(close)
  await saveScreenshot(page, testInfo, 'keyboard-about-open')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(about).toBeFocused()

  await page.keyboard.press('Space')
  await expect(dialog).toBeVisible()
  await expect(close).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(about).toBeFocused()
})

test('the language can be changed with the keyboard alone', async ({ page }, testInfo) => {
  await openHome(page)
  const language = page.getByRole('combobox', { name: 'Language' })

  // The skip link, then the brand (the way home), then the language.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(language).toBeFocused()
  await page.keyboard.press('ArrowDown')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos parties')
  await expect(page.getByRole('combobox', { name: 'Langue' })).toBeFocused()
  await saveScreenshot(page, testInfo, 'keyboard-language')
})
