import type { Page } from '@playwright/test'
import { expect, saveScreenshot, test } from './fixtures'
import { engineScore, fillHand, grandTotal, startGame } from './game-steps'
import { typicalHands } from './typical-hands'
import { reloadWhenSaved } from './reload'

const hands = typicalHands

/** What the engine (and `casebook score`) says about the same hands. */
const engine = engineScore(hands)

/** The sheet waits behind the hand form, rendered but out of sight, of Tab and of screen readers. */
async function expectSheetOutOfReach(page: Page) {
  await expect(page.getByTestId('score-sheet')).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Score sheet' })).toHaveCount(0)
  await page.getByTestId('cancel').focus()
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.game') ?? null)).toBeNull()
  }
}

test('a whole game, scored at the table, survives a reload and matches the engine', async ({
  page,
}, testInfo) => {
  // Five hands and a reload: on a busy two-core machine this takes close to the default 30 s.
  test.setTimeout(90_000)
  await startGame(page, ['Ada', 'Bram'])
  // Straight from "Start the game", the first hand is one key away.
  await expect(page.getByRole('button', { name: 'Enter hand 1' })).toBeFocused()
  await saveScreenshot(page, testInfo, 'game-empty')

  for (const [index, hand] of hands.entries()) {
    const button =
      index === 4
        ? page.getByRole('button', { name: 'Enter the tie-break hand' })
        : page.getByRole('button', { name: `Enter hand ${index + 1}` })
    await button.click()
    if (index === 1) await expectSheetOutOfReach(page)
    await fillHand(page, hand)
    if (index < 3) {
      // Back on the sheet, the next hand is one key away.
      await expect(page.getByRole('button', { name: `Enter hand ${index + 2}` })).toBeFocused()
    }
    const after = engine.hands[index]!
    await expect(grandTotal(page, 'p1')).toHaveText(String(after.totals.p1))
    await expect(grandTotal(page, 'p2')).toHaveText(String(after.totals.p2))
    if (index === 3) {
      await expect(page.getByRole('status').filter({ hasText: 'one more hand' })).toBeVisible()
      await saveScreenshot(page, testInfo, 'game-tie-break')
    }
  }

  // The winning hand leaves no next hand to enter: focus goes to the game's title.
  const title = page.getByRole('heading', { level: 1, name: 'Ada – Bram' })
  await expect(title).toBeFocused()
  // It says where the player is; it is no control, so no focus box is drawn around it.
  await expect(title).toHaveCSS('outline-style', 'none')
  expect(engine.status).toBe('finished')
  await expect(page.locator('[data-status="finished"]')).toContainText('Bram')
  await expect(page.getByRole('button', { name: /Enter/ })).toHaveCount(0)
  await saveScreenshot(page, testInfo, 'game-finished')

  await page.getByRole('button', { name: 'Show the breakdown of hand 2' }).click()
  const dialog = page.getByRole('dialog', { name: /Hand 2/ })
  await expect(
    dialog.getByText(
      '3 × Mr. Utterson [H] at 2: not doubled, Dr. Jekyll is up (Transformation: J counts as H)',
    ),
  ).toBeVisible()
  await saveScreenshot(page, testInfo, 'game-breakdown')
  await dialog.getByRole('button', { name: 'Close' }).click()
  // Closing it is Back: the reload comes once that navigation is over, as a player's would.
  await expect(dialog).toHaveCount(0)
  await expect(page).not.toHaveURL(/breakdown=/)

  await reloadWhenSaved(page)
  await expect(grandTotal(page, 'p1')).toHaveText(String(engine.totals.p1))
  await expect(grandTotal(page, 'p2')).toHaveText(String(engine.totals.p2))

  await page.goto('/')
  const card = page.getByRole('listitem').filter({ hasText: 'Ada – Bram' })
  await expect(card).toContainText('Bram wins')
  await expect(card).toContainText('Ada 100 · Bram 140')
  await saveScreenshot(page, testInfo, 'library')
})

test('a past hand corrected, undone and redone, with the language switched mid-game', async ({
  page,
}, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  for (const [index, hand] of hands.slice(0, 2).entries()) {
    await page.getByRole('button', { name: `Enter hand ${index + 1}` }).click()
    await fillHand(page, hand)
  }
  await expect(grandTotal(page, 'p1')).toHaveText('69')

  // Ada had 4 Poole the Butler in hand 1, not 5: 4 points fewer, and every total after follows.
  await page.getByRole('button', { name: 'Edit hand 1' }).click()
  await expect(page.getByTestId('evidence-p1-poole')).toHaveValue('5')
  await page.getByTestId('evidence-p1-poole').fill('4')
  await saveScreenshot(page, testInfo, 'hand-entry-edit')
  await page.getByTestId('save').click()
  await expect(grandTotal(page, 'p1')).toHaveText('65')

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(grandTotal(page, 'p1')).toHaveText('69')
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(grandTotal(page, 'p1')).toHaveText('65')
  await page.keyboard.press('Control+z')
  await expect(grandTotal(page, 'p1')).toHaveText('69')
  await page.keyboard.press('Control+Shift+z')
  await expect(grandTotal(page, 'p1')).toHaveText('65')

  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await expect(page.getByRole('button', { name: 'Saisir la manche 3' })).toBeVisible()
  await page.getByRole('button', { name: 'Saisir la manche 3' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Manche 3' })).toBeVisible()
  await saveScreenshot(page, testInfo, 'hand-entry-fr')
  await fillHand(page, hands[2]!)
  await expect(page.locator('tr[data-hand="3"] [data-marker="score.void-hand"]')).toHaveText(
    'Manche nulle',
  )

  await reloadWhenSaved(page)
  await expect(page.getByRole('button', { name: 'Saisir la manche 4' })).toBeVisible()
  await expect(grandTotal(page, 'p1')).toHaveText('65')
  await expect(grandTotal(page, 'p2')).toHaveText('46')
})

test('a hand half entered survives a reload and Back, and is resumed where it was', async ({
  page,
}, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await page.getByTestId('ending-went-out-p1').check()
  await page.getByTestId('evidence-p1-poole').fill('4')

  await reloadWhenSaved(page)
  // The app is up again, the form reopened from the draft, before Back: on a busy machine a
  // Back sent while the page still starts can reach it before its router listens.
  await expect(page.getByTestId('evidence-p1-poole')).toHaveValue('4')
  await page.goBack()
  const notice = page.getByTestId('hand-in-progress')
  await expect(notice).toContainText('Hand 1 is in progress: what you entered is kept.')
  await expect(grandTotal(page, 'p1')).toHaveCount(0)
  await saveScreenshot(page, testInfo, 'hand-in-progress')

  await page.getByRole('button', { name: 'Resume hand 1' }).click()
  await expect(page.getByTestId('evidence-p1-poole')).toHaveValue('4')
  await expect(page.getByTestId('evidence-p1-poole')).toBeFocused()
  await expect(page.getByTestId('ending-went-out-p1')).toBeChecked()
  await page.keyboard.press('Enter')
  await expect(grandTotal(page, 'p1')).toHaveText(
    String(
      engineScore([
        {
          dealer: 'p2',
          identity: 'jekyll',
          ending: { type: 'went-out', player: 'p1' },
          areas: { p1: { evidence: { poole: 4 } } },
        },
      ]).totals.p1,
    ),
  )
  await expect(notice).toHaveText('')
})
