import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { buildWebApp, currentBuild, serveBuild } from './deployment'
import { expect, saveScreenshot, test as base } from './fixtures'
import { startGame } from './game-steps'
import { reloadWhenSaved } from './reload'

const nextBuildId = 'e2e-next'

/**
 * The app served from a server of its own, where a second build is deployed in the middle of a
 * test. The second build is made once per worker (one `vite build`, about 12 s on an idle
 * 2-core machine, 20 to 40 s beside another test run).
 */
const test = base.extend<
  { deployment: Awaited<ReturnType<typeof serveBuild>> },
  { nextBuild: string }
>({
  nextBuild: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      const build = await buildWebApp(nextBuildId)
      await use(build.folder)
      await build.remove()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above: this one needs no other fixture
  deployment: async ({}, use) => {
    const server = await serveBuild(currentBuild)
    await use(server)
    await server.close()
  },
  baseURL: async ({ deployment }, use) => use(deployment.url),
})

async function versionInAbout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'About' }).click()
  const version = page.getByRole('dialog').getByText(/^Version /)
  await expect(version).toBeVisible()
  const text = (await version.textContent()) ?? ''
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  return text
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'new version' })
const reloadNow = (page: Page) => page.getByRole('button', { name: 'Reload now' })

/** Waits until the first build's worker keeps every file of the app. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/**
 * The app looks for a new version when it is shown again (a phone app brought back to the
 * front); the page itself is not reloaded.
 */
async function shownAgain(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
}

// The tests share the second build: one worker runs them in turn. Each installs a build twice,
// which takes several seconds on a busy 2-core machine.
test.describe.configure({ mode: 'default', timeout: 90_000 })

/**
 * A new worker keeps every file of its build before it is offered, and takes over before the page
 * reloads: seconds on a busy machine.
 */
const installed = { timeout: 30_000 }

test('a new build is offered once the hand form is left, and runs after Reload now, the hand in progress kept', async ({
  page,
  deployment,
  nextBuild,
}, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  // The first build's worker controls the page from the next load on, as for anyone who opened
  // the app before.
  await workerReady(page)
  await reloadWhenSaved(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const firstVersion = await versionInAbout(page)
  expect(firstVersion).not.toContain(nextBuildId)

  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await page.getByTestId('ending-went-out-p1').check()
  await page.getByTestId('evidence-p1-poole').fill('4')

  deployment.deploy(nextBuild)
  await shownAgain(page)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.waiting?.state ?? null
        }),
      installed,
    )
    .toBe('installed')
  // Installed and waiting, but a hand is being entered: nothing interrupts it.
  await expect(reloadNow(page)).toHaveCount(0)
  await expect(page.getByTestId('evidence-p1-poole')).toHaveValue('4')

  await page.keyboard.press('Escape')
  await expect(page.getByTestId('hand-in-progress')).toContainText('Hand 1 is in progress')
  await expect(banner(page)).toContainText('A new version of Casebook is ready.', installed)
  // The old version still runs until the reader chooses.
  expect(await versionInAbout(page)).toBe(firstVersion)

  // On a phone: the words and a whole-width button of at least 44 px, nothing wider than the
  // screen; the button is one tab stop and Enter presses it.
  await page.setViewportSize({ width: 360, height: 740 })
  const button = (await reloadNow(page).boundingBox())!
  expect(button.height).toBeGreaterThanOrEqual(44)
  expect(button.x + button.width).toBeLessThanOrEqual(360)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await saveScreenshot(page, testInfo, 'update-ready-phone')
  const scan = await new AxeBuilder({ page }).include('.update').analyze()
  expect(scan.violations.map((violation) => violation.id)).toEqual([])
  await reloadNow(page).focus()
  // The page reloads once the new worker has taken over: what follows must read the new page,
  // not the old one still on screen for a moment (on a busy machine, long enough to click About).
  const reloaded = page.waitForEvent('load')
  await page.keyboard.press('Enter')
  await reloaded
  await expect(page.getByTestId('hand-in-progress')).toContainText('Hand 1 is in progress')
  expect(await versionInAbout(page)).toBe(`${firstVersion}+${nextBuildId}`)
  await expect(reloadNow(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume hand 1' }).click()
  await expect(page.getByTestId('evidence-p1-poole')).toHaveValue('4')
})

test('two tabs: the one that reloads runs the new build, the other is still offered it', async ({
  page,
  context,
  deployment,
  nextBuild,
}) => {
  await page.goto('/')
  await workerReady(page)
  await reloadWhenSaved(page)
  const firstVersion = await versionInAbout(page)
  const other = await context.newPage()
  await other.goto('/')
  await expect(
    other.getByRole('heading', { name: 'Casebook is open in another tab' }),
  ).toBeVisible()

  deployment.deploy(nextBuild)
  await shownAgain(page)
  await expect(banner(page)).toContainText('A new version of Casebook is ready.', installed)
  await expect(banner(other)).toContainText('A new version of Casebook is ready.')

  await reloadNow(page).click()
  await expect.poll(() => versionInAbout(page), installed).toBe(`${firstVersion}+${nextBuildId}`)
  // The other tab still runs the old code: it is offered the reload, never forced into it.
  await expect(banner(other)).toContainText('A new version of Casebook is ready.')
  expect(await versionInAbout(other)).toBe(firstVersion)
  await reloadNow(other).click()
  await expect.poll(() => versionInAbout(other), installed).toBe(`${firstVersion}+${nextBuildId}`)
})

test('a page opened before the first worker took over is offered the new build too', async ({
  page,
  deployment,
  nextBuild,
}) => {
  await page.goto('/')
  await workerReady(page)
  const firstVersion = await versionInAbout(page)
  // The very first visit: the page was loaded from the network, and no worker controls it.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()

  deployment.deploy(nextBuild)
  await shownAgain(page)
  await expect(banner(page)).toContainText('A new version of Casebook is ready.', installed)
  await reloadNow(page).click()
  await expect.poll(() => versionInAbout(page), installed).toBe(`${firstVersion}+${nextBuildId}`)
})

test('a reload alone finds the new build and offers it, where it used to keep the old one silently', async ({
  page,
  deployment,
  nextBuild,
}) => {
  await page.goto('/')
  await workerReady(page)
  await reloadWhenSaved(page)
  const firstVersion = await versionInAbout(page)

  deployment.deploy(nextBuild)
  await reloadWhenSaved(page)
  await expect(banner(page)).toContainText('A new version of Casebook is ready.', installed)
  expect(await versionInAbout(page)).toBe(firstVersion)
  await reloadNow(page).click()
  await expect.poll(() => versionInAbout(page), installed).toBe(`${firstVersion}+${nextBuildId}`)
})
