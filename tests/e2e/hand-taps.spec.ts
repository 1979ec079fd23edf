import { expect, test } from './fixtures'
import { engineScore, grandTotal, startGame } from './game-steps'
import { enterHand, mean, type Input } from './hand-taps'
import { typicalHands } from './typical-hands'

/**
 * What a typical hand costs at the table, by mouse and by keyboard: the same five hands of a
 * whole game entered each way, every click and key press counted, Save included. The figures
 * are printed and kept in the README; the budget below is half of what the form took before.
 */
const engine = engineScore(typicalHands)

for (const input of ['mouse', 'keyboard'] as const satisfies Input[]) {
  test(`a typical hand by ${input} takes about half the ${input === 'mouse' ? 'clicks' : 'keys'} it did`, async ({
    page,
  }, testInfo) => {
    // Hundreds of single clicks or key presses, each a round trip to the browser.
    test.setTimeout(300_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await startGame(page, ['Ada', 'Bram'])
    const efforts = []
    const heights = []
    for (const [index, hand] of typicalHands.entries()) {
      await page.getByRole('button', { name: /^Enter (hand \d+|the tie-break hand)$/ }).click()
      heights.push(
        await page.evaluate(
          () => document.querySelector('[data-testid="hand-entry"]')!.scrollHeight,
        ),
      )
      efforts.push(await enterHand(page, hand, input))
      await expect(grandTotal(page, 'p1')).toHaveText(String(engine.hands[index]!.totals.p1))
      await expect(grandTotal(page, 'p2')).toHaveText(String(engine.hands[index]!.totals.p2))
    }
    const figures = {
      input,
      clicks: efforts.map((effort) => effort.clicks),
      keys: efforts.map((effort) => effort.keys),
      meanClicks: mean(efforts.map((effort) => effort.clicks)),
      meanKeys: mean(efforts.map((effort) => effort.keys)),
      pageHeights: heights,
    }
    console.log(JSON.stringify(figures))
    testInfo.annotations.push({ type: 'figures', description: JSON.stringify(figures) })
  })
}
