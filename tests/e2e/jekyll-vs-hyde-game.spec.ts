import AxeBuilder from '@axe-core/playwright'
import { execFileSync } from 'node:child_process'
import type { Locator, Page } from '@playwright/test'
import { expect, saveScreenshot, test } from './fixtures'
import { collidingHeadings, pageOverflow, unreachableRowButtons } from './sheet-layout'

/**
 * A return match of Jekyll vs. Hyde through the app, as two players keep it at the table: Ada is
 * Dr. Jekyll in game 1 and Bram wins it as Mr. Hyde in two rounds; in game 2, roles swapped, the
 * first round is tapped trick by trick with the live helper (it holds both rulebook tricks: 6
 * purple beaten by 4 red, and 4+ calling red beaten by 6 red), the next two are counted. Every
 * figure below was worked out by hand from the spec; the sheet and the command line's score of
 * the exported log must say the same.
 */

/** Game 1 (Ada Jekyll, Bram Hyde), then game 2 (Bram Jekyll, Ada Hyde), counted rounds. */
interface CountedRound {
  /** Dr. Jekyll's tricks; Mr. Hyde has the rest of the 10. */
  jekyll: number
  /** What the form says once the count is in. */
  outcome: string[]
}

// Round 1: 2 to 8, the marker moves 6 (0 → 6); round 2: 3 to 7, 4 more: the last space. Bram has
// led round 2, the marker being on Hyde's side.
const gameOne: CountedRound[] = [
  {
    jekyll: 2,
    outcome: ['The marker moves 6 spaces, to 6 of 10.', 'Bram leads the next round.'],
  },
  {
    jekyll: 3,
    outcome: [
      'The marker moves 4 spaces, to 10 of 10.',
      'Bram (Mr. Hyde) wins game 1: the marker reaches the last space.',
      'Game 2 follows, roles swapped: Bram plays Dr. Jekyll and leads.',
    ],
  },
]

/**
 * Game 2, round 1, tap by tap: the lead card, the colour called after a potion, the follow card.
 * Bram (Jekyll) leads trick 1. Worked by hand, with who takes each trick:
 *  1 Bram 6 purple, Ada 4 red: red ranked above purple → Ada (ranking purple < red < green).
 *  2 Ada 3 green, Bram potion 2+: numbers, 3 beats 2+ → Ada; green met a potion: swap.
 *  3 Ada 2 red, Bram 3 red: same colour → Bram.
 *  4 Bram potion 4+ calling red, Ada 6 red: numbers, 6 beats 4+ → Ada; red: tokens off.
 *  5 Ada potion 3+ calling purple, Bram 5 purple: 5 beats 3+ → Bram, who takes one of Ada's
 *    tricks (purple met a potion): Bram 3, Ada 2.
 *  6 Bram 2 green, Ada 5 red: purple < green < red → Ada.
 *  7 Ada 7 red, Bram 4 purple → Ada.  8 Ada 3 purple, Bram 7 purple → Bram.
 *  9 Bram 6 green, Ada 1 red → Ada.  10 Ada 2 purple, Bram 1 purple → Ada.
 * Piles: Bram 4, Ada 6: the marker moves 2, to 2. Ada's Hyde score so far: 2.
 */
const tappedRound: { taps: string[]; taker: string; effect?: string }[] = [
  { taps: ['pride-6', 'wrath-4'], taker: 'Ada takes trick 1.' },
  {
    taps: ['greed-3', 'potion-2'],
    taker: 'Ada takes trick 2.',
    effect: 'Green met a potion: each player picks 2 cards',
  },
  { taps: ['wrath-2', 'wrath-3'], taker: 'Bram takes trick 3.' },
  {
    taps: ['potion-4', 'call-wrath', 'wrath-6'],
    taker: 'Ada takes trick 4.',
    effect: 'Red met a potion: take the colour tokens off the board.',
  },
  {
    taps: ['potion-3', 'call-pride', 'pride-5'],
    taker: 'Bram takes trick 5.',
    effect: 'Purple met a potion: Bram takes one of Ada’s tricks.',
  },
  { taps: ['greed-2', 'wrath-5'], taker: 'Ada takes trick 6.' },
  { taps: ['wrath-7', 'pride-4'], taker: 'Ada takes trick 7.' },
  { taps: ['pride-3', 'pride-7'], taker: 'Bram takes trick 8.' },
  { taps: ['greed-6', 'wrath-1'], taker: 'Ada takes trick 9.' },
  { taps: ['pride-2', 'pride-1'], taker: 'Ada takes trick 10.' },
]

// Game 2, rounds 2 and 3: 5 to 5 (the marker stays on 2), then 4 to 6 (2 more: 4). Bram, Jekyll,
// wins game 2; the match goes to the better Hyde: Bram, 10 against Ada's 4.
const gameTwoCounted: CountedRound[] = [
  {
    jekyll: 5,
    outcome: ['The marker does not move.', 'Bram leads the next round.'],
  },
  {
    jekyll: 4,
    outcome: [
      'The marker moves 2 spaces, to 4 of 10.',
      'Bram (Dr. Jekyll) wins game 2: three rounds, and the marker is short of the last space.',
      'Bram wins the match.',
    ],
  },
]

/** Each round's Hyde score, by hand: [Ada, Bram]. */
const roundScores = [
  [0, 6],
  [0, 4],
  [2, 0],
  [0, 0],
  [2, 0],
]

function cliScore(path: string): {
  totals: Record<string, number>
  status: string
  winner: string | null
  draw: boolean
  match: string
  games: {
    game: number
    jekyll: string
    hyde: string
    rounds: number
    position: number
    winner: string | null
  }[]
  hands: {
    scores: Record<string, number>
    position: number
    record?: { winner: string; effect: string | null; stolen: boolean }[]
  }[]
} {
  return JSON.parse(
    execFileSync('node', ['out/cli/casebook.js', 'score', '--json', path], { encoding: 'utf8' }),
  )
}

async function startMatch(page: Page) {
  await page.goto('/#/new')
  await page.getByRole('radio', { name: 'Jekyll vs. Hyde' }).check()
  await page.getByRole('combobox', { name: 'Player 1' }).fill('Ada')
  await page.getByRole('combobox', { name: 'Player 2' }).fill('Bram')
  // Hyde deals by rule: the page does not ask who deals first, and says who plays Jekyll.
  await expect(page.getByRole('group', { name: 'Who deals the first hand?' })).toHaveCount(0)
  await expect(page.getByTestId('first-jekyll')).toContainText('Ada (player 1) plays Dr. Jekyll')
  await page.getByTestId('match-return-match').check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
}

async function openRound(page: Page, number: number): Promise<Locator> {
  await page.getByRole('button', { name: `Enter round ${number}` }).click()
  const form = page.getByTestId('hand-entry')
  await expect(form).toBeVisible()
  return form
}

async function enterCounted(form: Locator, round: CountedRound) {
  // After a round tapped trick by trick the next one opens trick by trick: counting is a choice.
  await form.getByTestId('mode-counts').check()
  // A new round is never taken as 5–5: the count is blank and Save waits for it.
  const tricks = form.getByTestId('jekyll-tricks')
  await expect(tricks).toHaveValue('')
  await expect(form.getByTestId('save-state')).toContainText(
    /tricks \(Dr\. Jekyll\) to save the round/,
  )
  await tricks.press('Enter')
  await expect(form).toBeVisible()
  await expect(tricks).toBeFocused()
  await tricks.fill(String(round.jekyll))
  await expect(form.getByTestId('hyde-tricks')).toContainText(String(10 - round.jekyll))
  await expect(form.getByTestId('round-outcome').getByRole('listitem')).toHaveText(round.outcome)
  await expect(form.getByTestId('save-state')).toContainText('Ready to save')
  await form.getByTestId('jekyll-tricks').press('Enter')
  await expect(form).toBeHidden()
}

async function exportedLog(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Game log (JSON)' }).click()
  return (await downloading).path()
}

test('a return match: Hyde wins game 1 in two rounds, game 2 is tapped trick by trick then counted; the sheet agrees with the CLI', async ({
  page,
  problems,
}) => {
  test.setTimeout(300_000)
  await startMatch(page)

  // Game 1, round 1: Jekyll is chosen here only, the first player prefilled; Jekyll leads.
  let form = await openRound(page, 1)
  await expect(form.getByTestId('round-heading')).toHaveText('Game 1, round 1')
  await expect(form.getByTestId('jekyll-p1')).toBeChecked()
  await expect(form.getByTestId('round-leader')).toHaveText(
    'Ada leads the first trick: the marker is on Dr. Jekyll’s blue side.',
  )
  await expect(form.getByTestId('exchange')).toContainText('passes one card')
  await enterCounted(form, gameOne[0]!)

  form = await openRound(page, 2)
  await expect(form.getByTestId('roles')).toHaveText('Ada is Dr. Jekyll, Bram is Mr. Hyde.')
  await expect(form.getByTestId('round-leader')).toHaveText(
    'Bram leads the first trick: the marker is on Mr. Hyde’s red side.',
  )
  await expect(form.getByTestId('exchange')).toContainText('passes 2 cards')
  await expect(form.getByTestId('track').getByTestId('marker')).toHaveCount(1)
  await enterCounted(form, gameOne[1]!)
  await expect(page.getByTestId('match-game-1').getByTestId('game-winner')).toHaveText('Bram wins')

  // Game 2, round 1, trick by trick.
  form = await openRound(page, 3)
  await expect(form.getByTestId('round-heading')).toHaveText('Game 2, round 1')
  await expect(form.getByTestId('roles')).toHaveText('Bram is Dr. Jekyll, Ada is Mr. Hyde.')
  await form.getByTestId('mode-tricks').check()
  const helper = form.getByTestId('trick-helper')
  for (const [index, trick] of tappedRound.entries()) {
    for (const tapped of trick.taps) {
      await helper.getByTestId(tapped.startsWith('call-') ? tapped : `card-${tapped}`).click()
    }
    const shown = helper.getByTestId(`helper-trick-${index + 1}`)
    await expect(shown.getByTestId('trick-taken')).toHaveText(trick.taker)
    if (trick.effect) await expect(shown.getByTestId('trick-effect')).toContainText(trick.effect)
    else await expect(shown.getByTestId('trick-effect')).toHaveCount(0)
    // A card played is greyed and cannot be played again.
    await expect(helper.getByTestId(`card-${trick.taps[0]}`)).toBeDisabled()
    if (index === 0) {
      // Mid-round the counts cannot add up to 10 yet: Save waits without calling it a mistake.
      await expect(form.getByTestId('save-state')).toHaveText('9 tricks to go before saving')
      await expect(form.getByTestId('show-problem')).toHaveCount(0)
      await expect(form.getByTestId('save')).toBeDisabled()
      await expect(helper.getByTestId('ranking')).toHaveAttribute(
        'aria-label',
        'Colour tokens, weakest first: purple < red < green',
      )
    }
    if (index === 3) {
      await expect(helper.getByTestId('ranking')).toHaveAttribute(
        'aria-label',
        'No colour token on the board yet',
      )
    }
  }
  await expect(helper.getByTestId('helper-prompt')).toHaveText(
    'All 10 tricks are in: the counts come from the piles.',
  )
  await expect(helper.getByTestId('piles').locator('[data-player="p2"]')).toContainText('4')
  await expect(helper.getByTestId('piles').locator('[data-player="p1"]')).toContainText('6')
  await expect(form.getByTestId('round-outcome').getByRole('listitem')).toHaveText([
    'The marker moves 2 spaces, to 2 of 10.',
    'Bram leads the next round.',
  ])
  await form.getByTestId('save').click()
  await expect(form).toBeHidden()

  for (const [index, round] of gameTwoCounted.entries()) {
    form = await openRound(page, 4 + index)
    await enterCounted(form, round)
  }

  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'finished')
  await expect(page.locator('.status-banner__title')).toHaveText('Bram wins')
  await expect(page.getByTestId('match-result')).toHaveText('Bram wins the match.')
  await expect(page.getByTestId('match-game-2').getByTestId('game-winner')).toHaveText('Bram wins')
  await expect(page.getByRole('button', { name: /^Enter/ })).toHaveCount(0)

  const cli = cliScore(await exportedLog(page))
  expect(cli.match).toBe('return-match')
  expect(cli.status).toBe('finished')
  expect(cli.winner).toBe('p2')
  expect(cli.draw).toBe(false)
  expect(cli.totals).toEqual({ p1: 4, p2: 10 })
  expect(cli.hands.map((hand) => [hand.scores.p1, hand.scores.p2])).toEqual(roundScores)
  expect(cli.hands.map((hand) => hand.position)).toEqual([6, 10, 2, 2, 4])
  expect(
    cli.games.map(({ jekyll, hyde, rounds, position, winner }) => [
      jekyll,
      hyde,
      rounds,
      position,
      winner,
    ]),
  ).toEqual([
    ['p1', 'p2', 2, 10, 'p2'],
    ['p2', 'p1', 3, 4, 'p2'],
  ])
  expect(cli.hands[2]!.record?.map((trick) => trick.winner)).toEqual([
    'p1',
    'p1',
    'p2',
    'p1',
    'p2',
    'p1',
    'p1',
    'p2',
    'p1',
    'p1',
  ])
  expect(cli.hands[2]!.record?.[4]).toMatchObject({ effect: 'steal', stolen: true })
  for (const player of ['p1', 'p2']) {
    const cell = page.locator(`[data-cell="grand-total-${player}"] [data-value]`)
    await expect(cell).toHaveText(String(cli.totals[player]))
  }
  expect(problems.list).toEqual([])
})

test('a new round’s blank count: ↑ and + start from it, and axe finds nothing serious', async ({
  page,
}) => {
  await startMatch(page)
  const form = await openRound(page, 1)
  const tricks = form.getByTestId('jekyll-tricks')
  await expect(tricks).toHaveValue('')
  const results = await new AxeBuilder({ page }).include('[data-testid="hand-entry"]').analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  await tricks.press('ArrowUp')
  await expect(tricks).toHaveValue('1')
  await expect(form.getByTestId('hyde-tricks')).toContainText('9')
  await form.getByTestId('jekyll-tricks-more').click()
  await expect(tricks).toHaveValue('2')
})

test('a revoke tapped in the helper is shown beside its trick, and undone', async ({ page }) => {
  await startMatch(page)
  const form = await openRound(page, 1)
  await form.getByTestId('mode-tricks').check()
  const helper = form.getByTestId('trick-helper')
  // Ada leads 6 purple, Bram answers red: he has shown he holds no purple; then he leads purple.
  for (const card of ['pride-6', 'wrath-4', 'pride-2', 'greed-1']) {
    await helper.getByTestId(`card-${card}`).click()
  }
  await expect(helper.getByTestId('helper-trick-2').getByRole('alert')).toContainText(
    'Bram had shown he holds no purple',
  )
  await expect(helper.getByTestId('card-greed-5')).toBeDisabled()
  await helper.getByTestId('helper-undo').click()
  await expect(helper.getByTestId('helper-prompt')).toHaveText('Trick 2: Ada follows')
  await expect(helper.getByRole('alert')).toHaveCount(0)
})

test('on a phone 360 px wide, the round form and its trick helper fit without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await startMatch(page)
  const form = await openRound(page, 1)
  await form.getByTestId('mode-tricks').check()
  await form.getByTestId('card-potion-4').click()
  await expect(form.getByTestId('call-wrath')).toBeVisible()
  expect(await pageOverflow(page)).toBe(0)
  const small = await form
    .locator('button:not(.rule-link), .stepper__input, .tile')
    .evaluateAll(
      (controls) =>
        controls
          .map((control) => control.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.height < 44).length,
    )
  expect(small).toBe(0)
})

/** The match above as a file, brought in through the app's import as a saved game would be. */
const matchLog = Buffer.from(
  JSON.stringify({
    format: 'casebook/game-log',
    version: 1,
    id: 'return-match',
    game: 'jekyll-vs-hyde',
    players: [
      { id: 'p1', name: 'Ada' },
      { id: 'p2', name: 'Bram' },
    ],
    rules: { targetScore: 10, variants: { match: 'return-match' } },
    hands: [
      { game: 1, jekyll: 'p1', tricks: { p1: 2, p2: 8 } },
      { game: 1, jekyll: 'p1', tricks: { p1: 3, p2: 7 } },
      { game: 2, jekyll: 'p2', tricks: { p1: 6, p2: 4 } },
      { game: 2, jekyll: 'p2', tricks: { p1: 5, p2: 5 } },
      { game: 2, jekyll: 'p2', tricks: { p1: 6, p2: 4 } },
    ],
  }),
)

for (const { viewport, locale } of [
  { viewport: { width: 360, height: 740 }, locale: 'en-US' },
  { viewport: { width: 360, height: 740 }, locale: 'fr-FR' },
  { viewport: { width: 390, height: 844 }, locale: 'fr-FR' },
  { viewport: { width: 1280, height: 800 }, locale: 'en-US' },
]) {
  test.describe(`at ${viewport.width} px wide, in ${locale}`, () => {
    test.use({ viewport, locale })

    test('the match sheet fits: the page never scrolls sideways, each game’s marker drawn on its track', async ({
      page,
    }, testInfo) => {
      await page.goto('/')
      await page.getByTestId('import-file-input').setInputFiles({
        name: 'return-match.json',
        mimeType: 'application/json',
        buffer: matchLog,
      })
      await page.getByTestId('import-confirm').click()
      await page.goto('/#/game/return-match')
      await expect(page.locator('.score-sheet tbody tr')).toHaveCount(5)
      await expect(page.getByTestId('match-panel')).toBeVisible()
      await saveScreenshot(page, testInfo, `jekyll-vs-hyde-sheet-${locale}-${viewport.width}`)
      expect(await pageOverflow(page)).toBe(0)
      expect(await collidingHeadings(page)).toEqual([])
      expect(await unreachableRowButtons(page)).toEqual([])
      // A badge in a player's column (the game won, the match) keeps to two lines at most.
      const badgeLines = await page.locator('.score-sheet .marker').evaluateAll((badges) =>
        badges.map((badge) => {
          const style = getComputedStyle(badge)
          const lineHeight = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize)
          return Math.round(badge.getBoundingClientRect().height / lineHeight)
        }),
      )
      if (viewport.width <= 640) {
        expect(badgeLines.length).toBeGreaterThan(0)
        expect(badgeLines.filter((lines) => lines > 2)).toEqual([])
      }
      // The panel draws each game's final marker on its track, named by its words.
      await expect(page.getByTestId('match-game-1').getByTestId('track')).toHaveAttribute(
        'aria-label',
        locale === 'fr-FR' ? /case 10 sur 10/ : /space 10 of 10/,
      )
      // The sheet's marker column: a small track where the row has room, its words on a phone.
      const firstRow = page.locator('.score-sheet tbody tr').first()
      if (viewport.width > 640) {
        await expect(firstRow.getByTestId('track')).toHaveAttribute('aria-label', '6/10')
      } else {
        await expect(firstRow.getByTestId('track')).toBeHidden()
        await expect(firstRow.getByText('6/10', { exact: true })).toBeVisible()
      }
    })
  })
}
