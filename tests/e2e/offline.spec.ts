import { expect, test } from './fixtures'
import { startGame } from './game-steps'
import { reloadWhenSaved } from './reload'

test('once opened, the web app starts with its games and every screen, with no network', async ({
  page,
  context,
}) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('link', { name: 'Casebook: all games' }).click()
  // An active service worker has finished keeping every file of the app.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })

  await context.setOffline(true)
  await reloadWhenSaved(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ada – Bram', exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Ada – Bram', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Enter hand 1' })).toBeVisible()
  // A screen not opened before the network went away opens too.
  await page.getByRole('link', { name: 'Rules', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible()
})

test('the web app can be installed: a manifest with its name and icons', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const response = await page.request.get(new URL(href ?? '', page.url()).href)
  const manifest = (await response.json()) as {
    name: string
    display: string
    icons: { src: string; sizes: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Casebook', display: 'standalone' })
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  for (const icon of manifest.icons) {
    const image = await page.request.get(new URL(icon.src, response.url()).href)
    expect(image.headers()['content-type']).toBe('image/png')
  }
})
