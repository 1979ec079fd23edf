import type { Page } from '@playwright/test'
import { scoreGameLog, type GameLog } from '../../src/engine'
import { type HandRecord } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { expect } from './fixtures'

/** Starts a game from the home screen, as a player would. */
export async function startGame(page: Page, names: [string, string]) {
  await page.goto('/')
  await page.getByRole('link', { name: 'New game' }).first().click()
  await page.getByRole('combobox', { name: 'Player 1' }).fill(names[0])
  await page.getByRole('combobox', { name: 'Player 2' }).fill(names[1])
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: names.join(' – ') })).toBeVisible()
}

/**
 * Fills the hand entry form with a hand record, field by field, through the controls a player
 * uses (found by test id, so the same steps work in both languages), then saves it.
 */
export async function fillHand(page: Page, hand: HandRecord) {
  await page.getByTestId(`identity-${hand.identity}`).check()
  await page
    .getByTestId(
      hand.ending.type === 'went-out'
        ? `ending-went-out-${hand.ending.player}`
        : 'ending-case-file-exhausted',
    )
    .check()
  await page.getByTestId(hand.dealer ? `dealer-${hand.dealer}` : 'dealer-none').check()
  for (const [player, area] of Object.entries(hand.areas)) {
    for (const [family, count] of Object.entries(area.evidence ?? {})) {
      await showFamily(page, `evidence-${player}-${family}`)
      await page.getByTestId(`evidence-${player}-${family}`).fill(String(count))
    }
    if (area.workInLab) await page.getByTestId(`work-in-lab-${player}`).fill(String(area.workInLab))
  }
  for (const [player, area] of Object.entries(hand.areas)) {
    const placement = area.transformation
    if (!placement) continue
    await page
      .getByTestId('transformation-place')
      .selectOption(`area:${player}:${placement.family}`)
    await page.getByTestId('transformation-cards').fill(String(placement.cards))
    await page.getByTestId(`transformation-played-by-${placement.playedBy ?? player}`).check()
  }
  for (const held of Object.values(hand.leftInHand ?? {})) {
    if ('cards' in held && typeof held.cards === 'object' && held.cards !== null) {
      await page.getByTestId('left-mode-cards').check()
      for (const [card, count] of Object.entries(held.cards as Record<string, number>)) {
        if (card === 'transformation') {
          await page.getByTestId('transformation-place').selectOption('held')
        } else {
          await showFamily(page, `left-${card}`)
          await page.getByTestId(`left-${card}`).fill(String(count))
        }
      }
    } else {
      await page.getByTestId('left-mode-points').check()
      await page.getByTestId('left-points').fill(String(held.points))
      if (held.transformation === true) {
        await page.getByTestId('transformation-place').selectOption('held')
      }
    }
  }
  await page.getByTestId('save').click()
}

/** A family not in play this game waits behind "All families": show it first. */
async function showFamily(page: Page, testid: string) {
  await page.getByTestId(testid).waitFor({ state: 'attached' })
  if (!(await page.getByTestId(testid).isVisible())) {
    await page.getByTestId('more-families').click()
  }
}

/** The running total of a player as the score sheet shows it. */
export function grandTotal(page: Page, player: string) {
  return page.locator(`[data-cell="grand-total-${player}"] [data-value]`)
}

/**
 * The rulebook's Transformation example, as the tests enter it: Bram (p2) turned Ada's (p1)
 * Uttersons to H, then went out.
 */
export const transformationOnOpponentMeld: HandRecord = {
  dealer: 'p1',
  identity: 'jekyll',
  ending: { type: 'went-out', player: 'p2' },
  areas: {
    p1: {
      evidence: { utterson: 4, 'hyde-awakes': 3 },
      transformation: { family: 'utterson', cards: 3, playedBy: 'p2' },
    },
    p2: {
      evidence: {
        utterson: 1,
        poole: 3,
        'jekylls-will': 3,
        'jekylls-theory': 3,
        'enfields-story': 3,
      },
    },
  },
  leftInHand: { p1: { cards: { 'carew-murder-case': 2 } } },
}

/** What the engine (and `casebook score`) says of these hands between Ada (p1) and Bram (p2). */
export function engineScore(hands: HandRecord[]) {
  return scoreGameLog({
    format: 'casebook/game-log',
    version: 1,
    game: 'mystery-rummy-jekyll-hyde',
    players: [
      { id: 'p1', name: 'Ada' },
      { id: 'p2', name: 'Bram' },
    ],
    hands,
  } satisfies GameLog)
}
