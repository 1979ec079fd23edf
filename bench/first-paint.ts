import { launchChromium, serve } from './chromium'
import { median } from './timing'

/** Median first contentful paint of each built page, loaded fresh `runs` times in Chromium. */
export async function firstPaints(
  roots: Record<string, string>,
  runs = 7,
): Promise<Record<string, number>> {
  const browser = await launchChromium()
  const results: Record<string, number> = {}
  try {
    for (const [name, root] of Object.entries(roots)) {
      const { url, server } = await serve(root)
      const times: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await page.goto(url, { waitUntil: 'load' })
        const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        await page.waitForFunction(fcp)
        times.push((await page.evaluate(fcp)) ?? Number.NaN)
        await context.close()
      }
      results[name] = median(times)
      server.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
