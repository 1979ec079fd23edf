import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, openHome, saveScreenshot, test } from './fixtures'
import { reloadWhenSaved } from './reload'

const wonText = readFileSync(
  new URL('../games/mystery-rummy-jekyll-hyde/fixtures/game-won.json', import.meta.url),
  'utf8',
)
const wonTitle = 'A whole game: Ada reaches 100'

/** Chooses files the way the browser's file picker would hand them to the page. */
async function chooseFiles(page: Page, files: { name: string; text: string | Buffer }[]) {
  await page.getByTestId('import-file-input').setInputFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: 'application/json',
      buffer: typeof file.text === 'string' ? Buffer.from(file.text, 'utf8') : file.text,
    })),
  )
}

async function importWon(page: Page) {
  await chooseFiles(page, [{ name: 'game-won.json', text: wonText }])
  const dialog = page.getByRole('dialog', { name: 'Open game logs' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Import 1 game' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('opening a game log', () => {
  test('imports a valid file and shows it in the library', async ({ page }, testInfo) => {
    await openHome(page)
    const open = page.getByRole('button', { name: 'Open game log…' })
    const box = await open.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)

    await chooseFiles(page, [{ name: 'game-won.json', text: wonText }])
    const dialog = page.getByRole('dialog', { name: 'Open game logs' })
    await expect(dialog).toContainText(`${wonTitle} (from game-won.json)`)
    await expect(dialog.getByRole('button', { name: 'Import 1 game' })).toBeFocused()
    await saveScreenshot(page, testInfo, 'import-new')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()

    await expect(page.getByRole('status').filter({ hasText: 'Games imported: 1' })).toBeVisible()
    await expect(page.locator('.game-card')).toHaveCount(1)
    await expect(page.locator('.game-card')).toContainText(wonTitle)

    await reloadWhenSaved(page)
    await expect(page.locator('.game-card')).toContainText(wonTitle)
  })

  test('refuses a broken file with its message and leaves the library unchanged', async ({
    page,
  }, testInfo) => {
    await openHome(page)
    await importWon(page)
    const broken = JSON.parse(wonText) as { id: string; hands: { ending: unknown }[] }
    broken.id = 'broken'
    broken.hands[0]!.ending = { type: 'went-out', player: 'nobody' }
    await chooseFiles(page, [{ name: 'broken.json', text: JSON.stringify(broken) }])

    const dialog = page.getByRole('dialog', { name: 'Open game logs' })
    await expect(dialog).toContainText('This file was refused: broken.json')
    await expect(dialog).toContainText('Nothing from this file was imported.')
    await expect(dialog.getByRole('cell', { name: 'hands[0].ending.player' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Import/ })).toHaveCount(0)
    await saveScreenshot(page, testInfo, 'import-refused')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open game log…' })).toBeVisible()

    await reloadWhenSaved(page)
    await expect(page.locator('.game-card')).toHaveCount(1)
    await expect(page.locator('.game-card')).toContainText(wonTitle)
  })

  test('reads UTF-8 with a byte-order mark, and refuses Latin-1 saying so', async ({ page }) => {
    await openHome(page)
    const accented = wonText.replace(wonTitle, 'Soirée chez Clémence')
    await chooseFiles(page, [
      { name: 'latin1.json', text: Buffer.from(accented, 'latin1') },
      { name: 'notepad.json', text: Buffer.from(`\uFEFF${accented}`, 'utf8') },
    ])
    const dialog = page.getByRole('dialog', { name: 'Open game logs' })
    await expect(dialog).toContainText('This file was refused: latin1.json')
    await expect(dialog.getByTestId('refusal')).toHaveText(
      '“latin1.json” is not saved as UTF-8 text, so its accents would come out garbled. Open it in a text editor, save it again as UTF-8, then open it here again.',
    )
    await expect(dialog).toContainText('Soirée chez Clémence (from notepad.json)')
    await dialog.getByRole('button', { name: 'Import 1 game' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('.game-card')).toHaveCount(1)
    await expect(page.locator('.game-card')).toContainText('Soirée chez Clémence')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('says what is wrong with a file that is not a game log, and what to do', async ({
      page,
    }, testInfo) => {
      await openHome(page)
      await chooseFiles(page, [{ name: 'notes.txt', text: 'Ada 52, Bram 0' }])
      const dialog = page.getByRole('dialog', { name: 'Open game logs' })
      await expect(dialog.getByTestId('refusal')).toHaveText(
        '“notes.txt” is not a Casebook game log: it is not JSON text. Choose a game log exported from Casebook (a .json file).',
      )
      await expect(dialog.getByTestId('refusal')).toBeInViewport()
      // JSON.parse's own words wait behind "Technical detail".
      const parser = dialog.getByRole('cell', { name: /not valid JSON/ })
      await expect(parser).toBeHidden()
      await saveScreenshot(page, testInfo, 'import-not-json-390x844')
      await dialog.getByText('Technical detail').click()
      await expect(parser).toBeVisible()
      await expect(dialog.getByRole('cell', { name: 'log.json' })).toBeVisible()
      const overflow = await page
        .locator('html')
        .evaluate((html) => html.scrollWidth - html.clientWidth)
      expect(overflow).toBe(0)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    })
  })

  test('offers replace, keep both or keep the one in the library when the game is already there', async ({
    page,
  }, testInfo) => {
    await openHome(page)
    await importWon(page)
    await chooseFiles(page, [{ name: 'game-won.json', text: wonText }])

    const dialog = page.getByRole('dialog', { name: 'Open game logs' })
    const choices = dialog.getByRole('group', { name: `Already in your library: ${wonTitle}` })
    await expect(choices.getByRole('radio')).toHaveCount(3)
    // The default writes nothing, and the only button says so.
    await expect(choices.getByRole('radio', { name: 'Keep the one in my library' })).toBeChecked()
    await expect(dialog.getByRole('button')).toHaveText(['Close'])
    await saveScreenshot(page, testInfo, 'import-conflict')
    const overflow = await page
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth)
    expect(overflow).toBe(0)

    await choices.getByRole('radio', { name: 'Replace the existing game' }).check()
    await expect(dialog.getByRole('button', { name: 'Replace 1 game' })).toBeVisible()
    await choices.getByRole('radio', { name: 'Keep both (import it as a copy)' }).check()
    await dialog.getByRole('button', { name: 'Import 1 game' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('.game-card')).toHaveCount(2)
    await expect(page.locator('.game-card').filter({ hasText: `${wonTitle} (copy)` })).toHaveCount(
      1,
    )
  })

  test('accepts files dropped on the home screen', async ({ page }) => {
    await openHome(page)
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'dropped.json', { type: 'application/json' }))
      return data
    }, wonText)
    await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer })
    await expect(page.getByText('Drop game-log files here to open them')).toBeVisible()
    await page.dispatchEvent('main', 'drop', { dataTransfer: transfer })
    await expect(page.getByTestId('import-drop-hint')).toHaveCount(0)
    const dialog = page.getByRole('dialog', { name: 'Open game logs' })
    await expect(dialog).toContainText(`${wonTitle} (from dropped.json)`)
  })
})
