import { expect, type Dialog, type Page } from '@playwright/test'

/**
 * Reloads the page as a player would who waits until the app has written what they entered.
 * Before that, the app's `beforeunload` holds the page ("Leave site?"). Playwright dismisses that
 * question on its own, which keeps the page, and its reload then waits for a load that never
 * comes. A write can start between the check and the reload (on a busy machine, a moment is
 * long): then, as a player would, this stays, waits for the write, and reloads again.
 */
export async function reloadWhenSaved(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
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
    let stayed: () => void = () => {}
    const asked = new Promise<'asked'>((resolve) => (stayed = () => resolve('asked')))
    const onDialog = (dialog: Dialog) => {
      if (dialog.type() === 'beforeunload') stayed()
      void dialog.dismiss()
    }
    page.on('dialog', onDialog)
    try {
      const reloading = page.reload()
      if ((await Promise.race([reloading, asked])) !== 'asked') return
      // That reload will never load: its wait ends with the test, unheard.
      reloading.catch(() => {})
      if (attempt === 3) throw new Error('the app held the page at each of 3 reloads')
    } finally {
      page.off('dialog', onDialog)
    }
  }
}
