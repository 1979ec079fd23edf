import type { HandRecord } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { expect, saveScreenshot, test } from './fixtures'
import {
  engineScore,
  fillHand,
  grandTotal,
  startGame,
  transformationOnOpponentMeld,
} from './game-steps'
import { reloadWhenSaved } from './reload'

const hand = transformationOnOpponentMeld

function scoresOf(identity: HandRecord['identity']) {
  return engineScore([{ ...hand, identity }]).hands[0]!
}

test('what if the other side had been up: new scores from the engine, the game untouched', async ({
  page,
}, testInfo) => {
  const saved = scoresOf('jekyll')
  const flipped = scoresOf('hyde')
  expect(flipped.scores).not.toEqual(saved.scores)

  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, hand)
  await expect(grandTotal(page, 'p1')).toHaveText(String(saved.totals.p1))
  await expect(grandTotal(page, 'p2')).toHaveText(String(saved.totals.p2))
  const sheet = page.locator('table').first()
  const sheetBefore = await sheet.textContent()

  // Keyboard only, from the breakdown to the what-if and back out.
  await page.getByRole('button', { name: 'Show the breakdown of hand 1' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Hand 1/ })
  await expect(dialog).toBeVisible()
  const whatIfButton = dialog.getByRole('button', { name: /What if/ })
  await whatIfButton.focus()
  await page.keyboard.press('Enter')

  const panel = dialog.getByTestId('what-if')
  await expect(dialog.getByRole('heading', { name: 'Hand 1: what if…' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Not saved' })).toBeFocused()
  const hyde = panel.getByRole('radio', { name: 'Mr. Hyde' })
  const jekyll = panel.getByRole('radio', { name: 'Dr. Jekyll' })
  await expect(jekyll).toBeChecked()
  await jekyll.focus()
  await page.keyboard.press('ArrowRight')
  await expect(hyde).toBeChecked()

  const row = (player: string) => panel.locator(`tr[data-player="${player}"]`)
  for (const player of ['p1', 'p2'] as const) {
    await expect(row(player).locator('[data-cell="saved-hand"]')).toHaveAttribute(
      'data-value',
      String(saved.scores[player]),
    )
    await expect(row(player).locator('[data-cell="what-if-hand"]')).toHaveAttribute(
      'data-value',
      String(flipped.scores[player]),
    )
    await expect(row(player).locator('[data-cell="what-if-total"]')).toHaveAttribute(
      'data-value',
      String(flipped.totals[player]),
    )
    await expect(row(player).locator('[data-cell="difference-hand"]')).toHaveAttribute(
      'data-value',
      String(flipped.scores[player]! - saved.scores[player]!),
    )
  }
  await expect(
    panel.getByText('3 × Mr. Utterson [H] at 2: doubled, Mr. Hyde is up', { exact: false }),
  ).toBeVisible()

  // Every control a player reaches is at least 44 px tall, and it all fits 1024 × 700.
  for (const control of [
    panel.getByTestId('what-if-reset'),
    panel.getByTestId('what-if-transformation'),
    panel.locator('label').filter({ has: page.getByTestId('what-if-side-hyde') }),
    dialog.getByTestId('what-if-back'),
  ]) {
    const box = await control.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
  const frame = await dialog.boundingBox()
  expect(frame!.x).toBeGreaterThanOrEqual(0)
  expect(frame!.x + frame!.width).toBeLessThanOrEqual(1024)
  expect(frame!.y + frame!.height).toBeLessThanOrEqual(700)
  // Nothing in it scrolls sideways.
  const scrollsSideways = await dialog.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((child) => !child.matches('.visually-hidden'))
      .filter((child) => child.scrollWidth > child.clientWidth + 1)
      .filter((child) => getComputedStyle(child).overflowX !== 'visible')
      .map(
        (child) => `${child.tagName}.${child.className} ${child.scrollWidth}/${child.clientWidth}`,
      ),
  )
  expect(scrollsSideways).toEqual([])
  await saveScreenshot(page, testInfo, 'what-if')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await sheet.textContent()).toBe(sheetBefore)
  await expect(grandTotal(page, 'p1')).toHaveText(String(saved.totals.p1))
  await expect(grandTotal(page, 'p2')).toHaveText(String(saved.totals.p2))

  // What is stored is what was saved, not what was tried.
  await reloadWhenSaved(page)
  await expect(grandTotal(page, 'p1')).toHaveText(String(saved.totals.p1))
  await expect(grandTotal(page, 'p2')).toHaveText(String(saved.totals.p2))
  expect(await page.locator('table').first().textContent()).toBe(sheetBefore)
})
