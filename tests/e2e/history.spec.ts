import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { libraryRecords } from '../support/library-records'
import { expect, openHome, test } from './fixtures'
import { seedLibrary } from './library-seed'
import { reloadWhenSaved } from './reload'

/**
 * The history page over a real library in Chromium's IndexedDB: the one `casebook stats` is
 * tested on (tests/engine/stats/fixtures, worked out by hand in its README), so the page's
 * figures and the command's are checked against the same hand-made ones.
 */
const fixtures = join(import.meta.dirname, '../engine/stats/fixtures')
const expected = JSON.parse(readFileSync(join(fixtures, 'library.expected.json'), 'utf8'))

/** Every valid log of the fixture library, under its own id (a file's name when it has none). */
function fixtureLibrary(): [string, string][] {
  return readdirSync(join(fixtures, 'library'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file): [string, string][] => {
      const log = JSON.parse(readFileSync(join(fixtures, 'library', file), 'utf8'))
      // The older copy of 01 shares its id: a library holds one game per id.
      if (file.startsWith('02-') || typeof log.format !== 'string') return []
      const id = log.id ?? file.replace(/\.json$/, '')
      return [[id, JSON.stringify({ ...log, id })]]
    })
}

/** The whole library's summary: 15, abandoned, is left out of every figure, and said so. */
const everything = 'Games: 12, finished: 8. One abandoned game is left out.'

async function openHistory(page: Page, records = fixtureLibrary()) {
  await openHome(page)
  await seedLibrary(page, records)
  await reloadWhenSaved(page)
  await page.getByTestId('history-link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History')
}

/** A person's row of the table, figure by figure, as the page shows it. */
async function rowFigures(page: Page, table: string, person: string) {
  const row = page.getByTestId(table).locator(`tr[data-person="${person}"]`)
  const figure = (name: string) => row.locator(`[data-figure="${name}"]`).innerText()
  return {
    games: Number(await figure('games')),
    finished: Number(await figure('finished')),
    wins: Number(await figure('wins')),
    draws: Number(await figure('draws')),
    losses: Number(await figure('losses')),
  }
}

test('the page gives, person by person, the figures worked out by hand', async ({ page }) => {
  await openHistory(page)
  await expect(page.getByTestId('history-summary')).toHaveText(everything)
  // The count includes games in progress: the words above it say so.
  await expect(page.locator('.history__intro')).toContainText(
    'Every game of your library: who played, and of the finished games, who won and drew',
  )
  for (const person of expected.players) {
    const { games, finished, wins, draws, losses } = person
    expect(await rowFigures(page, 'history-people', person.name)).toEqual({
      games,
      finished,
      wins,
      draws,
      losses,
    })
  }
  await expect(
    page.getByTestId('history-people').locator('tr[data-person="Ada"] [data-figure="rate"]'),
  ).toHaveText('38%')
  // Two games have rule errors or are not logs: they are not in the library's figures.
  await expect(page.getByTestId('history-people').locator('tbody tr')).toHaveCount(5)
})

test('a figure lists its games, and each opens its sheet', async ({ page }) => {
  await openHistory(page)
  await page.getByRole('link', { name: 'Ada: Wins 3, list the games', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wins of Ada')
  await expect(page.getByTestId('history-game-row')).toHaveCount(3)
  await expect(page.getByTestId('history-games-count')).toHaveText('3 games.')
  await page.getByTestId('history-game-row').first().getByRole('link').click()
  await expect(page).toHaveURL(/#\/game\//)
  await page.goBack()
  await page.getByRole('link', { name: 'Back to the history' }).click()
  await expect(page.getByTestId('history-summary')).toBeVisible()
})

test('one person, game by game, over time; then two head to head', async ({ page }) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Bram')
  await expect(page).toHaveURL(/person=Bram/)
  await expect(page.getByTestId('history-people').locator('tbody tr')).toHaveCount(1)
  const bram = expected.players.find((person: { name: string }) => person.name === 'Bram')
  expect(await rowFigures(page, 'history-by-game', 'Dr. Jekyll & Mr. Hyde (Bambus)')).toEqual(
    bram.byGame['jekyll-hyde-bambus'],
  )
  const chart = page.getByTestId('wins-chart').locator('canvas')
  await expect(chart).toHaveAttribute('data-points', '8')
  await expect(chart).toHaveAttribute(
    'aria-label',
    /^Bram: 3 wins in 8 finished games, win rate 38%/,
  )

  const pair = page.getByTestId('head-to-head')
  await pair.getByLabel('First person').selectOption('Bram')
  await pair.getByLabel('Second person').selectOption('Cleo')
  await expect(page.getByTestId('head-to-head-figures')).toContainText('Games2')
  // 08, which all four won together, is a draw: Bram won only 09.
  await expect(pair.locator('[data-person="Bram"] dd')).toHaveText('1')
  await expect(pair.locator('[data-person="Cleo"] dd')).toHaveText('0')
  await pair.getByLabel('Second person').selectOption('Zoë')
  await pair.getByLabel('First person').selectOption('Cleo')
  await expect(page.getByTestId('head-to-head-never')).toHaveText(
    'Cleo and Zoë have not played together yet.',
  )
})

/** A row of the scores table, figure by figure, as the page shows it. */
async function scoreFigures(page: Page, person: string) {
  const row = page.getByTestId('history-scores').locator(`tr[data-person="${person}"]`)
  const figure = async (name: string) =>
    ((await row.locator(`[data-figure="${name}"]`).textContent()) ?? '').replace(/\s+/g, ' ').trim()
  return Promise.all(
    ['average', 'best', 'total', 'averageMargin', 'averagePlacing', 'places'].map(figure),
  )
}

test('scores, places and partners, as worked out by hand (fixtures/README.md)', async ({
  page,
}) => {
  await openHistory(page)
  expect(await scoreFigures(page, 'Ada')).toEqual([
    '304',
    '1,080',
    '2,432',
    '100',
    '1.5',
    '1st: 1 · 2nd: 1',
  ])
  expect(await scoreFigures(page, 'Bram')).toEqual([
    '346.5',
    '1,440',
    '2,772',
    '12.5',
    '1',
    '1st: 2',
  ])
  expect(await scoreFigures(page, 'Dev')).toEqual([
    '1,080',
    '1,080',
    '1,080',
    '–none',
    '1',
    '1st: 1',
  ])
  // Zoë finished no game: a dash for every figure, said "none" to a screen reader.
  expect((await scoreFigures(page, 'Zoë'))[0]).toBe('–none')

  // Ada and Cleo were partners in 08 and opponents in 09: each view counts its own game.
  const pair = page.getByTestId('head-to-head')
  await pair.getByLabel('First person').selectOption('Ada')
  await pair.getByLabel('Second person').selectOption('Cleo')
  await expect(page.getByTestId('head-to-head-figures')).toContainText('Games1')
  const together = page.getByTestId('together-figures')
  await expect(together.locator('[data-figure="games"] dd')).toHaveText('1')
  await expect(together.locator('[data-figure="draws"] dd')).toHaveText('1')
  await together
    .getByRole('link', { name: 'Ada and Cleo on one side: Games 1, list the games' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Games of Ada and Cleo on one side',
  )
  await expect(page.getByTestId('history-game-row')).toHaveCount(1)
  await expect(page.getByTestId('history-game-row')).toContainText('Dr. Jekyll & Mr. Hyde (Bambus)')
})

test('a person’s streaks and company; a group of exactly these people, in the address', async ({
  page,
}) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Ada')
  const company = page.getByTestId('history-company')
  await expect(company.locator('[data-figure="longest"] dd')).toHaveText('2')
  await expect(company.locator('[data-figure="current"] dd')).toHaveText('1')
  await expect(company.locator('[data-figure="opponent"] dd')).toHaveText('Bram (12 games)')
  await expect(company.locator('[data-figure="partner"] dd')).toHaveText('Cleo (1 game)')
  // By table: two 3-player games (07, 09) and the two she dealt first (01 won, 03 lost).
  const seats = page.getByTestId('history-seats')
  await expect(seats.locator('[data-row="players-3"] td')).toHaveText([
    '2',
    '1',
    '0',
    '0',
    '1',
    '0%',
  ])
  await expect(seats.locator('[data-row="first-dealer"] td')).toHaveText([
    '2',
    '2',
    '1',
    '0',
    '1',
    '50%',
  ])

  await page.getByTestId('history-person').selectOption('')
  const group = page.getByTestId('history-group')
  await group.locator('summary').click()
  await group.getByTestId('history-group-Ada').check()
  await expect(page).toHaveURL(/with=Ada/)
  // Ada alone played no game: every game of hers had someone else.
  await expect(page.getByTestId('history-empty')).toBeVisible()
  await group.getByTestId('history-group-Bram').check()
  // 01, 03 (" ADA "), 04, 05, 10 to 13: Ada and Bram, nobody else; 6 of them finished.
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 8, finished: 6.')
  await expect(page.getByTestId('history-people').locator('tbody tr')).toHaveCount(2)
  await reloadWhenSaved(page)
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 8, finished: 6.')
  await expect(page.getByTestId('history-group').locator('summary')).toContainText('Ada, Bram')
})

test('time at the table and games per month, as worked out by hand; the chart along the days', async ({
  page,
}) => {
  await openHistory(page)
  const row = (person: string) =>
    page.getByTestId('history-time').locator(`tr[data-person="${person}"]`)
  await expect(row('Ada').locator('[data-figure="played"]')).toHaveText('9 hr 40 min')
  await expect(row('Ada').locator('[data-figure="average"]')).toHaveText('1 hr 4 min')
  await expect(row('Ada').locator('[data-figure="last"]')).toHaveText('Oct 13, 2026')
  await expect(row('Zoë').locator('[data-figure="played"]')).toHaveText('20 min')
  await expect(page.getByTestId('history-months').locator('li')).toHaveText([
    'September 2026: 1 game',
    'October 2026: 10 games',
    'November 2026: 1 game',
  ])
  await page.getByTestId('history-person').selectOption('Dev')
  const games = page.getByTestId('history-time').locator('tbody tr')
  await expect(games).toHaveCount(2)
  await expect(
    games.filter({ hasText: 'Jack the Ripper' }).locator('[data-figure="played"]'),
  ).toHaveText('20 min')
  await page.getByTestId('history-person').selectOption('Bram')
  await expect(page.getByTestId('wins-chart').locator('canvas')).toHaveAttribute('data-points', '8')
  await expect(page.getByTestId('wins-chart')).toBeVisible()
})

test('exports what it shows as CSV, the figures of the selection', async ({ page }) => {
  await openHistory(page)
  await page.getByTestId('history-game').selectOption({ label: 'Jekyll vs. Hyde' })
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 4, finished: 3.')
  const downloading = page.waitForEvent('download')
  await page.getByTestId('history-csv').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^casebook-history-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync(await download.path(), 'utf8').split('\r\n')
  // Jekyll vs. Hyde only: 10 to 13, Ada won 13, drew 10, lost 11 (fixtures/README.md).
  expect(lines[1]).toMatch(/^Ada,4,3,1,1,1,0\.333,10,10,30,,,145,48,2026-10-13,1,1,Bram,$/)
  await expect(page.getByRole('status').filter({ hasText: 'History saved as' })).toBeVisible()
})

test('a person’s final scores at one game, along the days they ended', async ({ page }) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Ada')
  await expect(page.getByTestId('scores-chart-choose')).toHaveText(
    'Choose a game above to see Ada’s final scores over time.',
  )
  await page
    .getByTestId('history-game')
    .selectOption({ label: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde' })
  // 03 (1 September, " ADA " 100 against Bram's 140) then 01 (2 October, 100); 04 is not over.
  const canvas = page.getByTestId('scores-chart').locator('canvas')
  await expect(canvas).toHaveAttribute('data-points', '2')
  await expect(canvas).toHaveAttribute(
    'aria-label',
    'Ada’s final score in 2 finished games of Mystery Rummy: Dr. Jekyll & Mr. Hyde: 100 in the first, 100 in the last; lowest 100, highest 100.',
  )
})

test('shares what it shows as a picture, a real PNG with a row per person', async ({ page }) => {
  await openHistory(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Share as a picture' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^casebook-history-\d{4}-\d{2}-\d{2}\.png$/)
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
  // Six figures' columns; the heading row and Ada, Bram, Cleo, Dev and Zoë, under the selection.
  expect(width).toBe(48 * 2 + 220 + 200 * 6)
  expect(height).toBe(214 + 40 * 6 + 48)
  await expect(page.getByTestId('history-picture-said')).toContainText(
    'Picture of the history saved as',
  )
})

test('a person’s results by role and by variant; filters by players and variant, in the address', async ({
  page,
}) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Ada')
  const seats = page.getByTestId('history-seats')
  const row = (key: string) => seats.locator(`[data-row="${key}"] td`)
  // Roles and variants as fixtures/README.md works them out.
  await expect(row('role-jekyll-vs-hyde-hyde')).toHaveText(['1', '1', '1', '0', '0', '100%'])
  await expect(row('role-jekyll-vs-hyde-jekyll')).toHaveText(['1', '0', '0', '0', '0', 'not yet'])
  await expect(row('role-jekyll-hyde-bambus-jekyll-team')).toHaveText([
    '1',
    '1',
    '0',
    '1',
    '0',
    '0%',
  ])
  await expect(row('role-jekyll-hyde-bambus-solo')).toHaveText(['2', '2', '0', '0', '2', '0%'])
  await expect(seats.locator('[data-row="role-jekyll-hyde-bambus-solo"] th')).toHaveText(
    'Dr. Jekyll & Mr. Hyde (Bambus) · As the solo (hands)',
  )
  await expect(row('variant-jekyll-vs-hyde-variant-return-match')).toHaveText([
    '2',
    '2',
    '0',
    '1',
    '1',
    '0%',
  ])
  await expect(row('variant-jekyll-vs-hyde-variant-single')).toHaveText([
    '2',
    '1',
    '1',
    '0',
    '0',
    '100%',
  ])
  // A variant every game shared tells nothing apart: no row.
  await expect(seats.locator('[data-row^="variant-jekyll-vs-hyde-target"]')).toHaveCount(0)

  await page.getByTestId('history-person').selectOption('')
  await page.getByTestId('history-players').selectOption({ label: '3 players' })
  // 07 (in progress) and 09.
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 2, finished: 1.')
  await page.getByTestId('history-players').selectOption({ label: 'Any number' })
  await page.getByTestId('history-game').selectOption({ label: 'Jekyll vs. Hyde' })
  await page.getByTestId('history-variant').selectOption({ label: 'Match: One game' })
  await expect(page).toHaveURL(/variant=variant:single/)
  // 12 (in progress) and 13.
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 2, finished: 1.')
  await reloadWhenSaved(page)
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 2, finished: 1.')
  await expect(page.getByTestId('history-variant')).toHaveValue('variant:single')
  // Another game has other variants: the option goes with the game.
  await page.getByTestId('history-game').selectOption({ label: 'All games' })
  await expect(page).not.toHaveURL(/variant=/)
  await expect(page.getByTestId('history-summary')).toHaveText(everything)
})

test('filters by game and by date, in the address', async ({ page }) => {
  await openHistory(page)
  await page.getByTestId('history-game').selectOption({ label: 'Jekyll vs. Hyde' })
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 4, finished: 3.')
  await page.getByTestId('history-game').selectOption({ label: 'All games' })
  // 08 to 13 were saved from 8 October on (fixtures/README.md).
  await page.getByTestId('history-from').fill('2026-10-08')
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 6, finished: 5.')
  await page.getByTestId('history-to').fill('2026-10-09')
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 2, finished: 2.')
  await reloadWhenSaved(page)
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 2, finished: 2.')
  await page.getByRole('button', { name: 'Show everything' }).click()
  await expect(page.getByTestId('history-summary')).toHaveText(everything)
})

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`in French at ${size.width} px: nothing wider than the screen, nothing axe calls serious`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await openHistory(page)
    await page.getByLabel('Language').selectOption('fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Historique')
    await page.getByTestId('history-person').selectOption('Ada')
    await expect(page.getByTestId('wins-chart').locator('canvas')).toBeVisible()
    await expect(page.getByTestId('history-summary')).toHaveText(
      'Parties\u00a0: 12, terminées\u00a0: 8. Une partie abandonnée n’est pas comptée.',
    )
    // Once the chart has taken its size (it starts at the canvas's default 300 px).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
      .toBeLessThanOrEqual(0)
    await expectNothingSerious(page)
    // One game chosen: its variant filter, Ada's roles in it and her final scores, in French.
    await page.getByTestId('history-game').selectOption('jekyll-vs-hyde')
    await expect(page.getByTestId('history-variant')).toContainText('Match retour')
    await expect(page.getByTestId('history-seats')).toContainText('Jekyll vs. Hyde · En Mr Hyde')
    await expect(page.getByTestId('scores-chart').locator('h2')).toHaveText(
      'Scores finaux d’Ada à Jekyll vs. Hyde',
    )
    await expect(page.getByTestId('scores-chart').locator('canvas')).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
      .toBeLessThanOrEqual(0)
    await expectNothingSerious(page)
  })
}

/** What axe calls serious or critical on the page now: nothing. */
async function expectNothingSerious(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  const serious = results.violations.filter((each) =>
    ['serious', 'critical'].includes(each.impact ?? ''),
  )
  expect(
    serious.map((each) => `${each.id}: ${each.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([])
}

test('a library of 1,000 games gives its history', async ({ page }) => {
  await openHistory(page, libraryRecords(1000, 2))
  await expect(page.getByTestId('history-summary')).toHaveText('Games: 1000, finished: 0.')
  await expect(page.getByTestId('history-people').locator('tbody tr')).toHaveCount(11)
})

test('a person renamed everywhere keeps every figure; two spellings merge; two players never', async ({
  page,
}) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Dev')
  await page.getByRole('button', { name: 'Rename Dev or merge…' }).click()
  await page.getByLabel('New name for Dev in every game').fill('Devika')
  await expect(page.getByTestId('rename-preview')).toHaveText(
    'Dev becomes Devika in 2 games. Only the name changes.',
  )
  await page.getByRole('button', { name: 'Rename everywhere' }).click()
  await expect(page).toHaveURL(/person=Devika/)
  const dev = expected.players.find((person: { name: string }) => person.name === 'Dev')
  expect(await rowFigures(page, 'history-people', 'Devika')).toEqual({
    games: dev.games,
    finished: dev.finished,
    wins: dev.wins,
    draws: dev.draws,
    losses: dev.losses,
  })

  // Zoë and Cleo never sat at one table: the same person, spelt two ways.
  await page.getByTestId('history-person').selectOption('Zoë')
  await page.getByRole('button', { name: 'Rename Zoë or merge…' }).click()
  await page.getByTestId('rename-field').fill('cleo')
  await expect(page.getByTestId('rename-preview')).toHaveText(
    'Zoë is one person with Cleo: 2 games change to say Cleo.',
  )
  await page.getByRole('button', { name: 'Merge' }).click()
  await expect(page).toHaveURL(/person=Cleo/)
  await expect(page.getByTestId('history-summary')).toHaveText(everything)
  expect((await rowFigures(page, 'history-people', 'Cleo')).games).toBe(4)
  // After a reload too: the logs themselves were saved.
  await reloadWhenSaved(page)
  expect((await rowFigures(page, 'history-people', 'Cleo')).games).toBe(4)
  // Written as the preview announced, "Cleo", not as typed.
  await page.goto('/#/history/games?people=Cleo&figure=games')
  await expect(page.getByTestId('history-game-row')).toHaveCount(4)
  await expect(page.getByTestId('history-games')).not.toContainText(/\bcleo\b/)
  await page.goBack()
  await expect(page.getByTestId('history-people')).toBeVisible()

  await page.getByTestId('history-person').selectOption('Ada')
  await page.getByRole('button', { name: 'Rename Ada or merge…' }).click()
  await page.getByTestId('rename-field').fill('Bram')
  // 13: the 12 games counted and the one with rule errors, whose names a rename changes too.
  await expect(page.getByText('Ada and Bram played together in 13 games')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Merge' })).toBeDisabled()
})

test('a rename and a merge can be undone, every game as it was', async ({ page }) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Zoë')
  await page.getByRole('button', { name: 'Rename Zoë or merge…' }).click()
  await page.getByTestId('rename-field').fill('cleo')
  await page.getByRole('button', { name: 'Merge' }).click()
  const notice = page.getByTestId('page-notice-text')
  await expect(notice).toHaveText('Zoë is now Cleo in 2 games.')
  // Worded when drawn: it follows a change of language.
  await page.getByLabel('Language').selectOption('fr')
  await expect(notice).toHaveText('Zoë s’appelle désormais Cleo dans 2 parties.')
  await page.getByLabel('Langue').selectOption('en')
  expect((await rowFigures(page, 'history-people', 'Cleo')).games).toBe(4)

  await page.getByTestId('rename-undo').click()
  await expect(notice).toHaveText('Undone: Zoë is back in 2 games.')
  await expect(page.getByTestId('rename-undo')).toHaveCount(0)
  await expect(page).toHaveURL(/person=Zo/)
  expect((await rowFigures(page, 'history-people', 'Zoë')).games).toBe(2)
  await page.getByTestId('history-person').selectOption('Cleo')
  expect((await rowFigures(page, 'history-people', 'Cleo')).games).toBe(2)
  // Written back: a reload reads the games as they were.
  await reloadWhenSaved(page)
  expect((await rowFigures(page, 'history-people', 'Cleo')).games).toBe(2)
  await expect(page.getByTestId('rename-undo')).toHaveCount(0)
})

test('the new-game page offers the library’s people first, one tap a seat', async ({ page }) => {
  await openHistory(page)
  await page.goto('/#/new')
  const people = page.getByTestId('library-people').getByRole('button')
  // Ada and Bram played 12 games each, then the others by name; Eve, of an abandoned game only,
  // is someone the group knows, last.
  await expect(people).toHaveText(['Ada', 'Bram', 'Cleo', 'Dev', 'Zoë', 'Eve'])
  await people.filter({ hasText: 'Bram' }).click()
  await expect(page.getByLabel('Player 1', { exact: true })).toHaveValue('Bram')
  await expect(people.filter({ hasText: 'Bram' })).toBeDisabled()
  await people.filter({ hasText: 'Zoë' }).click()
  await expect(page.getByLabel('Player 2', { exact: true })).toHaveValue('Zoë')
})

test('a person’s records, game by game, each best one linked to its hand', async ({ page }) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Ada')
  const records = page.getByTestId('history-records')
  await expect(records.getByRole('heading', { level: 2 })).toHaveText('Records of Ada')
  // Ada played all four games (fixtures/README.md).
  await expect(records.getByRole('heading', { level: 3 })).toHaveCount(4)
  const bestHand = records.locator(
    '[data-game="mystery-rummy-jekyll-hyde"] [data-record="best-hand"]',
  )
  await expect(bestHand.locator('dt')).toHaveText('Best hand')
  await bestHand.getByRole('link').first().click()
  await expect(page).toHaveURL(/#\/game\/.*breakdown=\d+/)
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('says why a selection shows no figure: a person who never played the game, days reversed', async ({
  page,
}) => {
  await openHistory(page)
  await page.getByTestId('history-person').selectOption('Cleo')
  await page.getByTestId('history-game').selectOption({ label: 'Jekyll vs. Hyde' })
  // Cleo played only Bambus: she stays chosen, and the page says so instead of showing everyone.
  await expect(page.getByTestId('history-person')).toHaveValue('Cleo')
  await expect(page.getByTestId('history-person-none')).toHaveText(
    'Cleo played no game in this selection: choose another game, other days, or Everyone.',
  )
  await expect(page.getByTestId('history-people')).toHaveCount(0)
  await page.getByTestId('history-game').selectOption({ label: 'All games' })
  await expect(page.getByTestId('history-person-none')).toHaveCount(0)
  await expect(page.getByTestId('history-by-game')).toBeVisible()

  await page.getByTestId('history-from').fill('2026-10-09')
  await page.getByTestId('history-to').fill('2026-10-08')
  await expect(page.getByTestId('history-dates-reversed')).toHaveText(
    'The “From” day comes after the “To” day: no game can be between them.',
  )
  await expect(page.getByTestId('history-empty')).toHaveCount(0)
  await expect(page.getByTestId('history-from')).toHaveAttribute('aria-invalid', 'true')
  // The first day the two meet, the page counts again.
  await page.getByTestId('history-to').fill('2026-10-09')
  await expect(page.getByTestId('history-dates-reversed')).toHaveCount(0)
  await expect(page.getByTestId('history-from')).not.toHaveAttribute('aria-invalid', 'true')
})

test('in French, the games behind a figure elide « de » before a vowel', async ({ page }) => {
  await openHistory(page)
  await page.getByLabel('Language').selectOption('fr')
  await page.goto('/#/history/games?people=Ada&figure=wins')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Victoires d’Ada')
  await page.goto('/#/history/games?people=Bram&figure=wins')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Victoires de Bram')
  // Two partners: "de" before each of them.
  await page.goto('/#/history/games?people=Ada&people=Cleo&figure=games&relation=together')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Parties d’Ada et de Cleo dans le même camp',
  )
})
