import type { Page } from '@playwright/test'
import { expect, openHome, saveScreenshot, test } from './fixtures'

test.describe('home screen', () => {
  test('renders in English with no console errors, page errors or CSP violations', async ({
    page,
    problems,
  }, testInfo) => {
    await openHome(page)

    await expect(page).toHaveTitle('Casebook')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your games')
    await expect(page.getByRole('heading', { name: 'No saved games yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'New game' })).toHaveCount(2)
    await expect(page.getByRole('banner')).toContainText('Casebook')
    await expect(page.getByRole('main')).toBeVisible()

    await page.waitForLoadState('networkidle')
    await saveScreenshot(page, testInfo, 'home-en')
    expect(problems.list).toEqual([])
  })

  test('has targets of at least 44 pixels and no horizontal scrolling at 1024x700', async ({
    page,
  }, testInfo) => {
    await openHome(page)
    const targets = [
      page.getByRole('combobox', { name: 'Language' }),
      page.getByRole('button', { name: 'About' }),
      page.getByRole('link', { name: 'New game' }).first(),
      page.getByRole('link', { name: 'New game' }).last(),
    ]
    for (const target of targets) {
      const box = await target.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(box?.width).toBeGreaterThanOrEqual(44)
    }
    const overflow = await page
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth)
    expect(overflow).toBe(0)
    await saveScreenshot(page, testInfo, 'home-targets')
  })

  test('runs under a Content Security Policy that forbids eval and inline scripts', async ({
    page,
    problems,
  }, testInfo) => {
    await openHome(page)
    problems.allow(/Content Security Policy/)

    // Runs in the page (whose globals this Node-typed file does not know, hence the casts).
    const ran = await page.locator('head').evaluate(async (head) => {
      const flags = globalThis as unknown as Record<string, boolean | undefined>
      const inline = head.ownerDocument.createElement('script')
      inline.textContent = 'window.inlineScriptRan = true'
      head.append(inline)
      // A string handed to setTimeout is evaluated like eval().
      const evaluateLater = setTimeout as unknown as (code: string, delay: number) => void
      evaluateLater('window.evalRan = true', 0)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return { inline: flags.inlineScriptRan ?? false, eval: flags.evalRan ?? false }
    })

    expect(ran).toEqual({ inline: false, eval: false })
    // The policy was enforced, and reported: so the other tests' "no violations" means something.
    expect(problems.list.join('\n')).toContain("'unsafe-eval' is not an allowed source")
    // vue-i18n rendered every message all the same: it compiles them without eval.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your games')
    await saveScreenshot(page, testInfo, 'home-csp')
  })
})

test.describe('home screen, French system', () => {
  test.use({ locale: 'fr-FR' })

  test('starts in French when the system prefers it', async ({ page }, testInfo) => {
    await openHome(page)

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos parties')
    await expect(page.getByRole('link', { name: 'Nouvelle partie' }).first()).toBeVisible()
    await saveScreenshot(page, testInfo, 'home-fr-system')
  })
})

test.describe('home screen, dark system theme', () => {
  test.use({ colorScheme: 'dark' })

  test('follows the system into dark colours', async ({ page }, testInfo) => {
    await openHome(page)

    await expect(page.locator('html')).toHaveCSS('color-scheme', /dark/)
    const colours = await bodyColours(page)
    expect(luminance(colours.background)).toBeLessThan(0.1)
    expect(luminance(colours.text)).toBeGreaterThan(0.7)
    await saveScreenshot(page, testInfo, 'home-dark')
  })
})

test.describe('home screen, light system theme', () => {
  test.use({ colorScheme: 'light' })

  test('uses light colours', async ({ page }, testInfo) => {
    await openHome(page)
    const colours = await bodyColours(page)
    expect(luminance(colours.background)).toBeGreaterThan(0.8)
    expect(luminance(colours.text)).toBeLessThan(0.05)
    await saveScreenshot(page, testInfo, 'home-light')
  })
})

/** The page's background and text colours, as computed by the browser. */
function bodyColours(page: Page) {
  return page.locator('body').evaluate((body) => {
    const style = getComputedStyle(body)
    return { background: String(style.backgroundColor), text: String(style.color) }
  })
}

/** Relative luminance of a computed `rgb(r, g, b)` colour, 0 (black) to 1 (white). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
