import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Whole Dr. Jekyll & Mr. Hyde (Bambus) games entered at the table as players would: the game
 * chosen on the new-game page, every hand ticked card by card on the hand form with the table
 * the app prefills, and the sheet's totals compared with what `casebook score` says of the very
 * log the app exported. The hands are those of two golden logs, whose totals were worked out by
 * hand (tests/games/jekyll-hyde-bambus/fixtures).
 */

interface FixtureHand {
  dealer: string
  seats: string[]
  jekyll?: string[]
  solo?: string
  captured: { jekyll?: string[]; hyde?: string[]; neutral?: string[] }
}

function fixtureHands(name: string): FixtureHand[] {
  const text = readFileSync(`tests/games/jekyll-hyde-bambus/fixtures/${name}.json`, 'utf8')
  return (JSON.parse(text) as { hands: FixtureHand[] }).hands
}

/** What the command line says of a log file: the app and the CLI share the engine, not a copy. */
function cliScore(path: string): {
  totals: Record<string, number>
  sideTotals?: Record<string, number>
  status: string
  winners: string[]
} {
  return JSON.parse(
    execFileSync('node', ['out/cli/casebook.js', 'score', '--json', path], {
      encoding: 'utf8',
    }),
  )
}

async function startBambusGame(page: Page, names: string[], firstDealer: string) {
  await page.goto('/#/new')
  await page.getByRole('radio', { name: 'Dr. Jekyll & Mr. Hyde (Bambus)' }).check()
  await page.getByRole('radio', { name: `${names.length} players` }).check()
  for (const [index, name] of names.entries()) {
    await page.getByRole('combobox', { name: `Player ${index + 1}` }).fill(name)
  }
  await page
    .getByRole('group', { name: 'Who deals the first hand?' })
    .getByRole('radio', { name: firstDealer })
    .check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: names.join(' – ') })).toBeVisible()
}

/** Ticks the pile the golden hand lists, card by card (or says it is empty), and saves with the prefilled table. */
async function enterHand(page: Page, hand: FixtureHand) {
  const form = page.getByTestId('hand-entry')
  await expect(form).toBeVisible()
  const side = hand.captured.jekyll ? 'jekyll' : 'hyde'
  await form.getByTestId(`ticked-${side}`).check()
  const cards = hand.captured[side] ?? []
  for (const card of cards) await form.getByTestId(`card-${card}`).click()
  // A sweep: the players say the ticked pile is empty, else Save waits for the cards.
  if (cards.length === 0) await form.getByTestId('empty-pile').check()
  await expect(form.getByTestId('hand-result')).toContainText('Ready to save')
  await form.getByTestId('save').click()
  await expect(form).toBeHidden()
}

async function exportedLog(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Game log (JSON)' }).click()
  return (await downloading).path()
}

async function sheetTotal(page: Page, holder: string): Promise<number> {
  const cell = page.locator(`[data-cell="grand-total-${holder}"] [data-value]`)
  // Shown as players read it ("1,440"): the digits are the figure.
  return Number((await cell.textContent())?.replace(/[^0-9-]/g, ''))
}

test('four players play to 1000, tie, play the tie-break hand, and the sheet agrees with the CLI', async ({
  page,
  problems,
}) => {
  test.setTimeout(180_000)
  const hands = fixtureHands('game-tie-break-hand')
  await startBambusGame(page, ['Ada', 'Bram', 'Cleo', 'Dev'], 'Dev')

  for (const [index, hand] of hands.entries()) {
    // After hand 6 both sides stand at 1080: the target is reached, tied, and one more hand is due.
    const label = index === 6 ? 'Enter the tie-break hand' : `Enter hand ${index + 1}`
    await page.getByRole('button', { name: label }).click()
    await enterHand(page, hand)
  }
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'finished')
  await expect(page.getByRole('button', { name: /^Enter/ })).toHaveCount(0)
  // Every hand's buttons are in sight: the sheet's long marks wrap rather than widen it.
  const overflow = await page
    .getByTestId('score-sheet')
    .locator('.score-sheet__scroller')
    .evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth)
  expect(overflow).toBe(0)

  const cli = cliScore(await exportedLog(page))
  expect(cli.status).toBe('finished')
  expect(cli.sideTotals).toEqual({ jekyll: 1440, hyde: 1080 })
  expect(await sheetTotal(page, 'jekyll')).toBe(cli.sideTotals!.jekyll)
  expect(await sheetTotal(page, 'hyde')).toBe(cli.sideTotals!.hyde)
  expect(problems.list).toEqual([])
})

test('three players go round a full solo rotation with the table prefilled, and the sheet agrees with the CLI', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000)
  const hands = fixtureHands('three-players-full-rotation')
  await startBambusGame(page, ['Ada', 'Bram', 'Cleo'], 'Cleo')

  for (const [index, hand] of hands.entries()) {
    await page.getByRole('button', { name: `Enter hand ${index + 1}` }).click()
    // The app seats the hand as the golden log does: the solo rotates to the right, the ghost moves.
    const form = page.getByTestId('hand-entry')
    await expect(form.getByTestId(`solo-${hand.solo}`)).toBeChecked()
    await expect(form.getByTestId('dealer')).toHaveValue(hand.dealer)
    for (const [index, seat] of hand.seats.entries()) {
      await expect(form.getByTestId(`seat-${index + 1}`)).toHaveValue(seat)
    }
    await enterHand(page, hand)
  }

  const cli = cliScore(await exportedLog(page))
  expect(cli.totals).toEqual({ p1: 410, p2: 354, p3: 933 })
  for (const player of ['p1', 'p2', 'p3']) {
    expect(await sheetTotal(page, player)).toBe(cli.totals[player])
  }
  expect(problems.list).toEqual([])
})

test('on a phone, one tap on a choice below the cards takes, whatever had focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startBambusGame(page, ['Ada', 'Bram', 'Cleo', 'Dev'], 'Dev')
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  // The form opens with focus on the cards, whose keys it names; a tap elsewhere moves focus.
  await expect(page.getByTestId('grid-keys')).toBeVisible()
  await page.getByTestId('ticked-hyde').click()
  await expect(page.getByTestId('ticked-hyde')).toBeChecked()
})
