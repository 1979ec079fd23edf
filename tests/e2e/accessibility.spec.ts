import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { scan, type Finding } from './axe-scan'
import { expect, test } from './fixtures'
import { openSeededGame, openSeededHand, seededGames, type SeededGame } from './seeded-games'

/**
 * Every screen and dialog scanned by axe-core (WCAG 2.x A and AA, and axe's best practices), on a
 * laptop and on a phone, in the light and the dark theme (the app follows the system's). A
 * serious or critical finding fails the test; the list says which screen, theme and element.
 * One walk through the screens per size: the theme is switched on each screen, as the system
 * switches it, rather than walked again.
 */
const won = readFileSync(
  new URL('../games/mystery-rummy-jekyll-hyde/fixtures/game-won.json', import.meta.url),
)
const wonText = won.toString('utf8')

async function chooseGameLogs(page: Page, files: { name: string; text: string }[]) {
  await page.getByTestId('import-file-input').setInputFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: 'application/json',
      buffer: Buffer.from(file.text, 'utf8'),
    })),
  )
}

async function walkEveryScreen(page: Page): Promise<Finding[]> {
  const findings: Finding[] = []

  await page.goto('/')
  await expect(page.getByTestId('empty-home')).toBeVisible()
  await scan(page, 'home, no games yet', findings)

  // The import dialog: a new game, a refused file.
  await chooseGameLogs(page, [
    { name: 'game-won.json', text: wonText },
    { name: 'notes.txt', text: 'Ada 52, Bram 0' },
  ])
  const dialog = page.getByTestId('import-dialog')
  await expect(dialog).toBeVisible()
  await dialog.locator('details summary').click()
  await scan(page, 'import dialog: a new game and a refused file', findings)
  await page.getByTestId('import-confirm').click()
  await expect(page.locator('.game-card')).toHaveCount(1)
  await scan(page, 'home, with a game', findings)

  // The same game again: the choice about a game already in the library.
  await chooseGameLogs(page, [{ name: 'game-won.json', text: wonText }])
  await expect(dialog.locator('fieldset')).toBeVisible()
  await scan(page, 'import dialog: a game already in the library', findings)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A damaged backup.
  await page.getByTestId('backup-file-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'application/json',
    buffer: Buffer.from('Ada 52', 'utf8'),
  })
  await expect(page.getByTestId('backup-damaged')).toBeVisible()
  await scan(page, 'home, a refused backup', findings)

  await page.locator('.top-bar button[aria-haspopup="dialog"]').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await scan(page, 'about dialog', findings)
  await page.keyboard.press('Escape')

  await page.goto('/#/new')
  await expect(page.locator('.new-game')).toBeVisible()
  await scan(page, 'new game', findings)
  await page.locator('.players input').nth(0).fill('Ada')
  await page.locator('.players input').nth(1).fill('Bram')
  await page.locator('.new-game button[type="submit"]').click()
  await expect(page.getByTestId('score-sheet-empty')).toBeVisible()
  await scan(page, 'game, no hands yet', findings)
  await page.locator('.game .page__actions .button--primary').click()
  await expect(page.getByTestId('save')).toBeVisible()
  await scan(page, 'hand form, a new hand', findings)

  await page.goto('/#/game/game-won')
  await expect(page.getByTestId('score-sheet')).toBeVisible()
  await scan(page, 'game: score sheet, banner and chart', findings)
  await page.getByTestId('export-toggle').click()
  await expect(page.getByTestId('export-json')).toBeVisible()
  await scan(page, 'game: export menu open', findings)
  await page.getByTestId('export-toggle').click()

  await page.locator('tr[data-hand="1"] [data-action="open"]').click()
  const breakdown = page.getByTestId('hand-breakdown-dialog')
  await expect(breakdown).toBeVisible()
  await scan(page, 'hand breakdown dialog', findings)
  await breakdown.getByTestId('what-if-open').click()
  await expect(breakdown.getByTestId('what-if')).toBeVisible()
  await scan(page, 'hand breakdown: what if', findings)
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/breakdown/)

  await page.goto('/#/game/game-won/hand/1')
  await expect(page.getByTestId('save')).toBeVisible()
  await scan(page, 'hand form, correcting a hand', findings)

  await page.goto('/#/rules')
  await expect(page.locator('#rule-score-doubling')).toBeVisible()
  await scan(page, 'rules reference', findings)

  return findings
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}, light and dark themes`, () => {
    test.use({ viewport })

    test('no screen has a serious or critical accessibility finding', async ({ page }) => {
      test.setTimeout(180_000)
      expect(await walkEveryScreen(page)).toEqual([])
    })
  })
}

/**
 * Every game's own screens, in both themes (issue 32: Jekyll vs. Hyde's track labels failed the
 * contrast by night): its sheet, a hand being corrected and a new hand, on a laptop.
 */
test('every game’s sheet and hand forms, light and dark: no serious or critical finding', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const findings: Finding[] = []
  for (const game of Object.keys(seededGames) as SeededGame[]) {
    await openSeededGame(page, game)
    await scan(page, `${game}: sheet`, findings)
    await openSeededHand(page, game)
    await scan(page, `${game}: correcting hand 1`, findings)
    await page.goto(`/#/game/${game}/hand/new`)
    await expect(page.getByTestId('hand-entry')).toBeVisible()
    await scan(page, `${game}: a new hand`, findings)
  }
  expect(findings).toEqual([])
})
