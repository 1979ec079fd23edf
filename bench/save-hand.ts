import { seedLibrary } from '../tests/e2e/library-seed'
import { benchGame, benchGameId } from './bench-game'
import { launchChromium, serve } from './chromium'
import { median } from './timing'

/**
 * In the built web app, in Chromium: a game of `handsBefore` hands is open on its hand form; the player
 * saves the next hand, then the one after, and so on. Measured from the click on Save to the
 * first frame painted after the score sheet shows the new row. The first save of a session
 * also pays for compiling the sheet's code; the later ones are what a player feels hand after
 * hand. Also noted: whether any save let a frame start between the click and the new row; 0
 * means the first frame after every click already showed the new row.
 */
export async function saveHandToSheet(
  root: string,
  handsBefore: number,
  saves = 6,
): Promise<{ first: number; next: number; framesBefore: number }> {
  const { url, server } = await serve(root)
  const browser = await launchChromium()
  const times: number[] = []
  let framesBefore = 0
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } })
    const page = await context.newPage()
    await page.goto(url)
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The app created its database on start; put the game where the web store keeps games.
    await seedLibrary(page, [benchGame(handsBefore)])
    await page.goto(`${url}#/game/${benchGameId}/hand/new`)
    await page.reload()
    for (let save = 1; save <= saves; save += 1) {
      const number = handsBefore + save
      await page.getByTestId('ending-case-file-exhausted').check()
      const saved = await page.evaluate(
        (row) =>
          new Promise<{ ms: number; framesBefore: number }>((resolve) => {
            const button = document.querySelector<HTMLButtonElement>('[data-testid="save"]')!
            // A frame that starts after the click but before the row exists shows the old screen.
            let firstFrameAt = Number.POSITIVE_INFINITY
            const start = performance.now()
            const observer = new MutationObserver(() => {
              if (!document.querySelector(row)) return
              observer.disconnect()
              const framesBefore = firstFrameAt < performance.now() ? 1 : 0
              requestAnimationFrame(() => resolve({ ms: performance.now() - start, framesBefore }))
            })
            observer.observe(document.body, { childList: true, subtree: true })
            requestAnimationFrame(() => (firstFrameAt = performance.now()))
            button.click()
          }),
        `tr[data-hand="${number}"]`,
      )
      times.push(saved.ms)
      framesBefore = Math.max(framesBefore, saved.framesBefore)
      await page.getByRole('button', { name: `Enter hand ${number + 1}` }).click()
    }
    await context.close()
  } finally {
    await browser.close()
    server.close()
  }
  return { first: times[0]!, next: median(times.slice(1)), framesBefore }
}
