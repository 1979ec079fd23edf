import { desktopContentSecurityPolicy } from '../../src/main/security'
import { serveDesktopRenderer } from './desktop-renderer-server'
import { expect, test } from './fixtures'

/**
 * The desktop renderer (electron-vite's out/renderer) exactly as the app:// handler serves it:
 * Chromium cannot be given the app:// scheme here, so a local http server hands every request
 * to the same handler and sends back its status, headers and body. What this shows: the
 * handler's media types satisfy module scripts, its CSP header lets the app run and refuses
 * to let another page frame it, and the relative asset paths resolve. The Electron window
 * itself cannot be opened on these machines (docs/decisions/0028).
 */
const served = serveDesktopRenderer()

test('the page served by the app:// handler runs under its CSP header, with no violation', async ({
  page,
  problems,
}) => {
  const response = await page.goto(`${served.origin}/index.html`)
  expect(response?.headers()['content-security-policy']).toBe(desktopContentSecurityPolicy)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your games')

  // A screen that loads later: its script and styles come through the handler too.
  await page.getByRole('link', { name: 'New game' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New game')
  await page.waitForLoadState('networkidle')
  expect(problems.list).toEqual([])
})

test('no other page can frame the app (frame-ancestors, which only the header can say)', async ({
  page,
  problems,
}) => {
  problems.allow(/frame-ancestors/)
  await page.setContent(`<iframe title="framed" src="${served.origin}/index.html"></iframe>`)
  const framed = page.frameLocator('iframe[title="framed"]')
  await expect(framed.getByRole('heading', { name: 'Your games' })).toHaveCount(0)
  await expect
    .poll(() => problems.list.some((problem) => /frame-ancestors/.test(problem)))
    .toBe(true)
})
