import { readFileSync } from 'node:fs'
import { expect, openHome, test } from './fixtures'
import { seedLibrary } from './library-seed'
import { docPicture as picture } from './doc-picture'
import { reloadWhenSaved } from './reload'

/**
 * The pictures in README.md and docs/games/: each game's score sheet, a hand's breakdown and
 * the hand form, taken from the real web app at a laptop's size by every e2e run, so the docs
 * show the app as it is. Each picture is taken only once the page shows what it is meant to.
 */
const laptop = { width: 1280, height: 800 }

interface Shot {
  game: string
  fixture: string
  /** A holder of a total and what the sheet shows as that total, once every hand is in. */
  total: { holder: string; shown: string }
  /** The breakdown's title for the first hand, in the game's word for it. */
  breakdown?: string
}

const shots: Shot[] = [
  {
    game: 'mystery-rummy-jekyll-hyde',
    fixture: 'game-won',
    total: { holder: 'ada', shown: '100' },
  },
  {
    game: 'jekyll-hyde-bambus',
    fixture: 'game-won-at-1000',
    total: { holder: 'jekyll', shown: '1,116' },
  },
  {
    game: 'mystery-rummy-jack-the-ripper',
    fixture: 'game-tie-break-hand-then-won',
    total: { holder: 'ada', shown: '42' },
  },
  {
    game: 'jekyll-vs-hyde',
    fixture: 'return-match-better-hyde-wins',
    total: { holder: 'p1', shown: '8' },
    breakdown: 'Round 1: how the marker moved',
  },
]

function fixtureText(shot: Shot): string {
  const url = new URL(`../games/${shot.game}/fixtures/${shot.fixture}.json`, import.meta.url)
  const log = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>
  return JSON.stringify({ ...log, id: shot.game }, null, 2)
}

// Reduced motion turns transitions off: a picture never catches a colour half-way.
test.use({ viewport: laptop, reducedMotion: 'reduce' })

for (const shot of shots) {
  test(`pictures of ${shot.game}: the score sheet, a breakdown, the hand form`, async ({
    page,
  }) => {
    await openHome(page)
    await seedLibrary(page, [[shot.game, fixtureText(shot)]])

    // The library was read before the game was put in: read it again, on the game's page.
    await page.goto(`/#/game/${shot.game}`)
    await reloadWhenSaved(page)
    const sheet = page.getByTestId('score-sheet')
    await expect(sheet).toBeVisible()
    const total = page.locator(`[data-cell="grand-total-${shot.total.holder}"] [data-value]`)
    await expect(total).toHaveText(shot.total.shown)
    await picture(page, `${shot.game}-sheet`)

    await page.locator('tr[data-hand="1"] [data-action="open"]').click()
    const breakdown = page.getByTestId('hand-breakdown-dialog')
    await expect(breakdown).toBeVisible()
    await expect(
      breakdown.getByRole('heading', {
        name: shot.breakdown ?? 'Hand 1: how every point was counted',
      }),
    ).toBeVisible()
    await picture(page, `${shot.game}-breakdown`)
    await page.keyboard.press('Escape')
    await expect(breakdown).toBeHidden()
    // Closing goes Back to the sheet's own address: a page.goto sent before that Back lands is
    // undone by it, and the hand form never shows.
    await expect(page).not.toHaveURL(/breakdown/)

    await page.goto(`/#/game/${shot.game}/hand/1`)
    // A game may name its hands its own way: Jekyll vs. Hyde plays rounds.
    await expect(page.getByRole('heading', { name: /^Correct (hand|round) 1$/ })).toBeVisible()
    await expect(page.getByTestId('save')).toBeVisible()
    await picture(page, `${shot.game}-hand-form`)
  })
}
