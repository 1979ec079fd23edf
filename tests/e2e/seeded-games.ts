import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, openHome } from './fixtures'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

/** One game of each kind, as kept in the library: the longest hand forms and sheets each has. */
export const seededGames = {
  'mystery-rummy-jekyll-hyde': 'mystery-rummy-jekyll-hyde/fixtures/game-won.json',
  'mystery-rummy-jack-the-ripper':
    'mystery-rummy-jack-the-ripper/fixtures/example-4-ripper-escapes-played.json',
  'jekyll-hyde-bambus': 'jekyll-hyde-bambus/fixtures/side-without-own-action.json',
  'jekyll-vs-hyde': 'jekyll-vs-hyde/fixtures/return-match-between-games.json',
} as const

export type SeededGame = keyof typeof seededGames

function recordOf(game: SeededGame): string {
  const log = JSON.parse(
    readFileSync(new URL(`../games/${seededGames[game]}`, import.meta.url), 'utf8'),
  ) as object
  return JSON.stringify({
    ...log,
    id: game,
    createdAt: '2026-11-20T19:00:00.000Z',
    updatedAt: '2026-11-20T20:38:00.000Z',
  })
}

/** Puts every seeded game in the library, then opens `game`'s sheet. */
export async function openSeededGame(page: Page, game: SeededGame): Promise<void> {
  await openHome(page)
  await seedLibrary(
    page,
    (Object.keys(seededGames) as SeededGame[]).map((each) => [each, recordOf(each)]),
  )
  // The library was read before the games were put in: read it again, on the game's page.
  await page.goto(`/#/game/${game}`)
  await reloadWhenSaved(page)
  await expect(page.getByTestId('score-sheet')).toBeVisible()
}

/** Opens the correction of `game`'s first hand: its form, filled, with every score in its bar. */
export async function openSeededHand(page: Page, game: SeededGame): Promise<void> {
  await openSeededGame(page, game)
  await page.goto(`/#/game/${game}/hand/1`)
  await expect(page.getByTestId('hand-entry')).toBeVisible()
  await expect(page.getByTestId('hand-result')).toBeVisible()
}
