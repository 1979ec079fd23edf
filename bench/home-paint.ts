import { seedLibrary } from '../tests/e2e/library-seed'
import { libraryRecords } from '../tests/support/library-records'
import { launchChromium, serve } from './chromium'
import { median } from './timing'

/**
 * The home screen of the built web app with a library of each size: milliseconds from the start
 * of the page's load to the first frame painted with the list's first game card in it (median of
 * `runs` reloads of one profile, each two seconds after the last; the first load after the
 * games are put in is not counted, so each size is measured as a returning user opens the app).
 */
export async function homeListPaints(
  root: string,
  sizes: readonly number[],
  runs = 5,
): Promise<Map<number, number>> {
  const { url, server } = await serve(root)
  const browser = await launchChromium()
  const results = new Map<number, number>()
  try {
    for (const size of sizes) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 700 } })
      await context.addInitScript(() => {
        const record = window as unknown as { listPaintedAt?: number }
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.game-card')) return
          observer.disconnect()
          requestAnimationFrame(() => (record.listPaintedAt = performance.now()))
        })
        observer.observe(document, { childList: true, subtree: true })
      })
      const page = await context.newPage()
      await page.goto(url)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await seedLibrary(page, libraryRecords(size))
      const times: number[] = []
      for (let run = 0; run <= runs; run += 1) {
        await page.reload()
        const painted = () => (window as unknown as { listPaintedAt?: number }).listPaintedAt
        await page.waitForFunction(painted, undefined, { timeout: 60_000 })
        if (run > 0) times.push((await page.evaluate(painted)) ?? Number.NaN)
        // A session lasts longer than its first frame: what the app keeps after it is written.
        await page.waitForTimeout(2000)
      }
      results.set(size, median(times))
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  return results
}
