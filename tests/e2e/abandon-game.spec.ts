import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { startGame } from './game-steps'
import { reloadWhenSaved } from './reload'

/*
 * A game its players give up (issue 34, point 6): abandoned from its page, it stays in the
 * library with its hands, says so, and counts in no figure of the History until resumed.
 */

test('a game abandoned counts in no figure until it is resumed, after a reload too', async ({
  page,
}) => {
  await startGame(page, ['Ada', 'Eve'])
  const gameUrl = page.url()
  await expect(page.getByRole('button', { name: 'Enter hand 1' })).toBeVisible()
  await page.getByTestId('abandon-game').click()
  await expect(page.getByTestId('abandoned-banner')).toContainText(
    'this game counts in no figure of the History',
  )
  await expect(page.getByRole('button', { name: 'Enter hand 1' })).toHaveCount(0)
  await expect(page.getByTestId('abandon-game')).toHaveCount(0)
  // The keyboard goes on from the button that takes it back.
  await expect(page.getByTestId('resume-game')).toBeFocused()
  // An address typed for a new hand does not open the form.
  await page.goto(`${gameUrl}/hand/new`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This game was abandoned: resume it to enter a hand.',
  )
  await expect(page.getByTestId('hand-entry')).toHaveCount(0)
  await page.goto(gameUrl)

  // Saved: the page, the library and the History say so after a reload.
  await reloadWhenSaved(page)
  await expect(page.getByTestId('abandoned-banner')).toBeVisible()
  await page.goto('/#/')
  await expect(page.locator('.game-card__status strong')).toHaveText('Abandoned')
  await page.goto('/#/history')
  await expect(page.getByTestId('history-empty')).toHaveText(
    'No game in this selection yet. Games you play show up here. One abandoned game is left out.',
  )
  await expect(page.getByTestId('history-people')).toHaveCount(0)

  await page.goto(gameUrl)
  await page.getByTestId('resume-game').click()
  await expect(page.getByTestId('abandoned-banner')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Enter hand 1' })).toBeFocused()
  await page.goto('/#/history')
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 1, finished: 0.')
  await expect(page.getByTestId('history-people').locator('tr[data-person="Eve"]')).toHaveCount(1)
})

test('Undo takes the abandoning back, and the page reads well in French at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await startGame(page, ['Ada', 'Eve'])
  await page.getByLabel('Language').selectOption('fr')
  await page.getByTestId('abandon-game').click()
  await expect(page.getByTestId('abandoned-banner')).toContainText(
    'cette partie ne compte dans aucun chiffre de l’Historique',
  )
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
    .toBeLessThanOrEqual(0)
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  expect(
    results.violations
      .filter((each) => ['serious', 'critical'].includes(each.impact ?? ''))
      .map((each) => each.id),
  ).toEqual([])
  await page.getByRole('button', { name: 'Défaire' }).first().click()
  await expect(page.getByTestId('abandoned-banner')).toHaveCount(0)
  await expect(page.getByTestId('abandon-game')).toBeVisible()
})
