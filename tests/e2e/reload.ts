import { expect, type Page } from '@playwright/test'

/**
 * Reloads the page as a player would who waits until the app has written what they entered.
 * Before that, the app's `beforeunload` holds the page ("Leave site?"); Playwright accepts that
 * question on its own, so a reload sent while a save is under way loses it, or, in Chromium, can
 * wait for a load that never comes. On a busy machine a save takes long enough for either.
 */
export async function reloadWhenSaved(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // The app's own handlers say whether leaving now would lose something.
          const leaving = new Event('beforeunload', { cancelable: true })
          window.dispatchEvent(leaving)
          return leaving.defaultPrevented
        }),
      { message: 'the app still holds the page: something it was given is not written yet' },
    )
    .toBe(false)
  await page.reload()
}
