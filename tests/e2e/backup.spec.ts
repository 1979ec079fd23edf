import { readFile } from 'node:fs/promises'
import { expect, saveScreenshot, test } from './fixtures'
import { startGame } from './game-steps'
import { reloadWhenSaved } from './reload'

test.describe('library backup and restore', () => {
  test('backs up a game, and restores it after it was deleted', async ({ page }, testInfo) => {
    await startGame(page, ['Ada', 'Bram'])
    await page.goto('/')
    const card = page.locator('.game-card')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Ada')

    const backUp = page.getByRole('button', { name: 'Back up all games' })
    const restore = page.getByRole('button', { name: 'Restore a backup…' })
    for (const button of [backUp, restore]) {
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    }
    await backUp.focus()
    const downloading = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^Casebook backup \d{4}-\d{2}-\d{2}\.json$/)
    const path = await download.path()
    const text = await readFile(path, 'utf8')
    const backup = JSON.parse(text) as { format: string; games: { players: { name: string }[] }[] }
    expect(backup.format).toBe('casebook/library-backup')
    expect(backup.games).toHaveLength(1)
    expect(backup.games[0]!.players.map((player) => player.name)).toEqual(['Ada', 'Bram'])
    await expect(page.getByTestId('backup-result')).toContainText('Games in it: 1')

    await card.getByRole('button', { name: /^Delete/ }).click()
    await expect(page.locator('.game-card')).toHaveCount(0)

    await page.getByLabel('Backup file to restore').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(text, 'utf8'),
    })
    const dialog = page.getByRole('dialog', { name: 'Restore a backup' })
    await expect(dialog).toContainText('Games to add to your library')
    await expect(dialog.getByRole('button', { name: 'Restore 1 game' })).toBeFocused()
    await saveScreenshot(page, testInfo, 'backup-restore')
    const overflow = await page
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth)
    expect(overflow).toBe(0)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()

    await expect(page.getByRole('status').filter({ hasText: 'Games restored: 1' })).toBeVisible()
    await expect(page.locator('.game-card')).toHaveCount(1)
    await expect(page.locator('.game-card')).toContainText('Ada')
    await reloadWhenSaved(page)
    await expect(page.locator('.game-card')).toContainText('Bram')
  })

  test('refuses a damaged backup and changes nothing', async ({ page }) => {
    await startGame(page, ['Ada', 'Bram'])
    await page.goto('/')
    await expect(page.locator('.game-card')).toHaveCount(1)
    await page.getByLabel('Backup file to restore').setInputFiles({
      name: 'damaged.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "casebook/library-backup", "version": 1, "ga', 'utf8'),
    })
    await expect(page.getByRole('alert')).toContainText(
      'This backup was refused, and nothing was changed: damaged.json',
    )
    await expect(page.getByTestId('refusal')).toHaveText(
      '“damaged.json” is not a Casebook backup: it is not JSON text. Choose a file saved with “Back up all games” (a .json file).',
    )
    await expect(page.getByTestId('refusal-technical').getByRole('listitem')).toBeHidden()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('.game-card')).toHaveCount(1)
  })
})
