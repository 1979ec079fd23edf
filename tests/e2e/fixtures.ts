import { join } from 'node:path'
import { test as base, expect, type Page, type TestInfo } from '@playwright/test'

export { expect }

/**
 * Everything that went wrong in the page: console errors and uncaught errors. Chromium reports
 * each Content Security Policy violation as a console error, so those are caught too.
 */
export interface PageProblems {
  readonly list: string[]
  /** For a test that provokes a problem on purpose. */
  allow(pattern: RegExp): void
}

/** Every test fails if the page logged an error it did not expect. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const list: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') list.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => list.push(`page error: ${error.message}`))

      await use({ list, allow: (pattern) => allowed.push(pattern) })

      const unexpected = list.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))
      expect(unexpected, 'console errors, page errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

/** Saves test-results/screenshots/<name>.png, to look at after the run. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: join(testInfo.project.outputDir, 'screenshots', `${name}.png`),
    fullPage: true,
  })
}

/** The page is up and Vue has rendered. */
export async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}
