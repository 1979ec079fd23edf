import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stableUuid } from '../../src/shared/export/stable-uuid'
import { expect, openHome, test } from './fixtures'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

/*
 * The History's plays for BG Stats and BoardGameGeek, downloaded from Chromium (decision 0078):
 * two Jekyll vs. Hyde games of the fixture library, one won by Ada, one in progress.
 */

// The table is in Paris: the plays are dated on the device's clock.
test.use({ timezoneId: 'Europe/Paris' })

const library = join(import.meta.dirname, '../engine/stats/fixtures/library')
const records: [string, string][] = ['12-jvh-in-progress', '13-jvh-won-by-ada'].map((file) => {
  const log = JSON.parse(readFileSync(join(library, `${file}.json`), 'utf8'))
  return [file, JSON.stringify({ ...log, id: file })]
})

test('downloads the finished game as a BG Stats play and a BoardGameGeek play', async ({
  page,
}) => {
  await openHome(page)
  await seedLibrary(page, records)
  await reloadWhenSaved(page)
  await page.getByTestId('history-link').click()
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 2, finished: 1.')

  const bgStats = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export for BG Stats' }).click()
  const bgStatsFile = await bgStats
  expect(bgStatsFile.suggestedFilename()).toMatch(/^casebook-plays-\d{4}-\d{2}-\d{2}\.bgsplay$/)
  const file = JSON.parse(readFileSync(await bgStatsFile.path(), 'utf8'))
  expect(
    file.games.map((game: { name: string; bggId: number }) => [game.name, game.bggId]),
  ).toEqual([['Jekyll vs. Hyde', 297129]])
  expect(file.plays).toHaveLength(1)
  expect(file.plays[0].playDate).toBe('2026-10-13 21:50:00')
  // The page's SHA-1 names the play as the command line's does.
  expect(file.plays[0].uuid).toBe(stableUuid('play', '13-jvh-won-by-ada'))
  // What the file leaves out is said with what it holds.
  const said = /One play saved as casebook-plays-\S+\.bgsplay\. One game not finished is left out/
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible()

  const boardGameGeek = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export for BoardGameGeek' }).click()
  const xml = readFileSync(await (await boardGameGeek).path(), 'utf8')
  expect(xml).toContain('<play date="2026-10-13" quantity="1" length="10"')
  expect(xml).toContain('<item name="Jekyll vs. Hyde" objecttype="thing" objectid="297129">')
})
