import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { checkGameLog, scoreGameLog } from '../../src/engine'
import {
  type MysteryRummyLog,
  type HandRecord,
} from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { expect, saveScreenshot, test } from './fixtures'
import { fillHand, grandTotal, startGame } from './game-steps'

/** One hand: Ada (p1) goes out with Dr. Jekyll's side up. */
const hand: HandRecord = {
  dealer: 'p2',
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'p1' },
  areas: {
    p1: { evidence: { utterson: 5, poole: 5, 'jekylls-will': 3 } },
    p2: { evidence: { 'carew-murder-case': 3 } },
  },
  leftInHand: { p2: { points: 4, transformation: false } },
}

const engine = scoreGameLog({
  format: 'casebook/game-log',
  version: 1,
  game: 'mystery-rummy-jekyll-hyde',
  players: [
    { id: 'p1', name: 'Ada' },
    { id: 'p2', name: 'Bram' },
  ],
  hands: [hand],
} satisfies MysteryRummyLog)

async function exportAs(page: Page, choice: string): Promise<{ download: Download; text: string }> {
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: choice }).click()
  const download = await downloading
  const path = await download.path()
  return { download, text: await readFile(path, 'utf8') }
}

test('exports a game as its game log and as a CSV score sheet', async ({ page }, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, hand)
  const ada = engine.totals.p1
  const bram = engine.totals.p2
  await expect(grandTotal(page, 'p1')).toHaveText(String(ada))
  await expect(grandTotal(page, 'p2')).toHaveText(String(bram))

  const json = await exportAs(page, 'Game log (JSON)')
  const day = /^Ada – Bram \d{4}-\d{2}-\d{2}/
  expect(json.download.suggestedFilename()).toMatch(new RegExp(`${day.source}\\.json$`))
  const checked = checkGameLog(json.text)
  if (!checked.ok) throw new Error('the exported game log does not check')
  expect(checked.log.players.map((player) => player.name)).toEqual(['Ada', 'Bram'])
  expect(checked.log.hands).toHaveLength(1)
  expect(checked.score.hands.map((scored) => scored.totals)).toEqual(
    engine.hands.map((scored) => scored.totals),
  )
  await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toHaveText(
    `Saved as ${json.download.suggestedFilename()}.`,
  )

  const csv = await exportAs(page, 'Score sheet for spreadsheets (CSV)')
  expect(csv.download.suggestedFilename()).toMatch(new RegExp(`${day.source}\\.csv$`))
  // The component tests check the whole text against exportGame; here, the file as downloaded.
  const lines = csv.text.split(/\r?\n/)
  expect(lines[0]).toBe(
    '\uFEFFHand,Dealer,Side up,How it ended,Ada: hand score,Ada: total,Bram: hand score,Bram: total,Shut-out by',
  )
  expect(lines[1]).toBe(
    // Bram laid down a single family: Ada shut him out.
    `1,Bram,Dr. Jekyll,Ada went out,${ada},${ada},${bram},${bram},Ada`,
  )
  await saveScreenshot(page, testInfo, 'export-menu')
})

test('prints the score sheet without the top bar', async ({ page }, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, hand)
  await expect(page.getByTestId('score-sheet')).toBeVisible()
  const topBar = page.locator('.top-bar')
  await expect(topBar).toBeVisible()

  await page.emulateMedia({ media: 'print' })
  await expect(topBar).toBeHidden()
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeHidden()
  await expect(page.getByTestId('totals-chart')).toBeHidden()
  await expect(page.getByTestId('score-sheet')).toBeVisible()
  await saveScreenshot(page, testInfo, 'export-print-media')

  await page.emulateMedia({ media: 'screen' })
  await expect(topBar).toBeVisible()
})
