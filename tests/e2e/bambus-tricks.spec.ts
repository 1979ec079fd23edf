import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, saveScreenshot, test } from './fixtures'
import { reloadWhenSaved } from './reload'

/**
 * Dr. Jekyll & Mr. Hyde (Bambus)'s live trick screen in the web build (issue 22, item 5): a hand
 * tapped card by card as it falls, who takes each trick said as it falls, the hand's form filled
 * from the tricks and saved as any hand, then checked against `casebook score` on the exported
 * log. The hands are those of the screen tests (Dev deals, Ada and Cleo play Dr. Jekyll).
 */
const played = JSON.parse(
  readFileSync('tests/games/jekyll-hyde-bambus/screens/played-hands.json', 'utf8'),
) as Record<'twoHeldTricks' | 'transformationLast', string[][]>

/** The golden log's players and rules, with no hand yet, kept under its own id. */
const newGame = JSON.stringify({
  ...(JSON.parse(
    readFileSync('tests/games/jekyll-hyde-bambus/fixtures/rulebook-scoring-example.json', 'utf8'),
  ) as object),
  id: 'bambus-tricks',
  hands: [],
})

async function openTrickScreen(page: Page) {
  await page.goto('/')
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'bambus-tricks.json',
    mimeType: 'application/json',
    buffer: Buffer.from(newGame),
  })
  await page.getByTestId('import-confirm').click()
  await page.goto('/#/game/bambus-tricks')
  await page.getByRole('button', { name: /hand 1|manche 1/ }).click()
  await page.getByTestId('trick-screen-open').click()
  await expect(page.getByTestId('trick-screen')).toBeVisible()
}

/** The grid's rows as the screen lays them out: Jekyll's cards, then Hyde's, in deck order. */
const rows = [
  ['transformation', 'a', 'b', 'c', 'd', 'e', 'f3', 'f4', 'f5', 'f6', 'f7'],
  ['charity', 'pity', 'remorse'],
  ['fury', 'brutality', 'murder'],
]
function cellOf(card: string): { row: number; column: number } {
  const row = card.startsWith('j-') ? 0 : 1
  const kind = card.slice(2)
  const actions = rows[row + 1]!
  const column = rows[0]!.includes(kind)
    ? rows[0]!.indexOf(kind)
    : rows[0]!.length + actions.indexOf(kind)
  return { row, column }
}

/** Taps a card with the keyboard alone: the arrows to its place in the grid, then Space. */
async function keyTap(page: Page, from: { row: number; column: number }, card: string) {
  const to = cellOf(card)
  if (to.row !== from.row) await page.keyboard.press(to.row > from.row ? 'ArrowDown' : 'ArrowUp')
  await page.keyboard.press('Home')
  for (let step = 0; step < to.column; step += 1) await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId(`trick-card-${card}`)).toBeFocused()
  await page.keyboard.press('Space')
  return to
}

/** What the command line says of the exported log: the app and the CLI share the engine. */
async function cliScore(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Game log (JSON)' }).click()
  const path = await (await downloading).path()
  const log = JSON.parse(readFileSync(path, 'utf8')) as { hands: { captured: object }[] }
  const score = JSON.parse(
    execFileSync('node', ['out/cli/casebook.js', 'score', '--json', path], { encoding: 'utf8' }),
  ) as { sideTotals: Record<string, number> }
  return { hand: log.hands[0]!, sideTotals: score.sideTotals }
}

/** Serious or critical axe findings on the page as it is. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

test.describe('at 1280x800, in English, with the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })

  test('one key a card: the 28 cards of a hand in 28 keys, as the hint says', async ({ page }) => {
    await openTrickScreen(page)
    await expect(page.getByTestId('trick-card-j-transformation')).toBeFocused()
    await expect(page.getByTestId('grid-keys')).toContainText('letter or number to play it')
    await expect(page.getByTestId('hand-result')).toContainText('Play the 7 tricks')
    const actions = ['charity', 'pity', 'remorse', 'fury', 'brutality', 'murder']
    const keyOf = (card: string) => {
      const name = card.slice(2)
      if (name === 'transformation') return 't'
      if (actions.includes(name)) return 'xyz'.charAt(actions.indexOf(name) % 3)
      return name.slice(-1)
    }
    let keys = 0
    for (const card of played.twoHeldTricks.flat()) {
      await page.keyboard.press(keyOf(card))
      keys += 1
      await expect(page.getByTestId(`trick-card-${card}`)).toHaveAttribute('aria-label', /played/)
    }
    expect(keys).toBe(28)
    await expect(page.getByTestId('trick-prompt')).toHaveText(/The 7 tricks are down/)
    await expect(page.getByTestId('trick-7')).toBeVisible()
  })

  test('the tricks played so far survive a reload and Escape, as the rest of the draft does', async ({
    page,
  }) => {
    await openTrickScreen(page)
    const firstFive = played.twoHeldTricks.flat().slice(0, 5)
    for (const card of firstFive) await page.getByTestId(`trick-card-${card}`).click()
    const afterFive = 'Trick 2: the card in front of Cleo, a card of Dr. Jekyll'
    await expect(page.getByTestId('trick-prompt')).toHaveText(afterFive)

    await reloadWhenSaved(page)
    await expect(page.getByTestId('trick-prompt')).toHaveText(afterFive)
    await expect(page.getByTestId('trick-1')).toContainText('Bram takes the trick')

    await page.keyboard.press('Escape')
    await expect(page.getByTestId('hand-entry')).toBeHidden()
    await page.getByRole('button', { name: 'Resume hand 1' }).click()
    await expect(page.getByTestId('trick-prompt')).toHaveText(afterFive)
    for (const card of firstFive) {
      await expect(page.getByTestId(`trick-card-${card}`)).toHaveAttribute('aria-label', /played/)
    }
  })

  test('a whole hand tapped trick by trick fills the form, and the saved hand is the engine’s', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await openTrickScreen(page)
    const screen = page.getByTestId('trick-screen')
    // Opening it takes the keyboard to the cards; the prompt, the cards and Undo are in sight.
    await expect(page.getByTestId('trick-card-j-transformation')).toBeFocused()
    const bar = await page.getByTestId('hand-result').boundingBox()
    for (const id of ['trick-prompt', 'trick-card-h-murder', 'trick-undo', 'trick-piles']) {
      const box = (await page.getByTestId(id).boundingBox())!
      expect(box.y + box.height, `${id} above the result bar`).toBeLessThanOrEqual(bar!.y)
    }

    let at = { row: 0, column: 0 }
    for (const [index, trick] of played.twoHeldTricks.entries()) {
      for (const card of trick) at = await keyTap(page, at, card)
      await expect(screen.getByTestId(`trick-${index + 1}`)).toBeVisible()
      if (index === 0) {
        await expect(page.getByTestId('trick-live')).toContainText(
          'Bram takes the trick for Mr. Hyde and leads the next one.',
        )
        await saveScreenshot(page, testInfo, 'bambus-tricks-1280-en')
        expect(await seriousFindings(page)).toEqual([])
      }
    }
    await expect(page.getByTestId('trick-prompt')).toHaveText(/The 7 tricks are down/)
    // From the grid, Undo then Fill the hand.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('trick-fill')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(screen).toBeHidden()
    await expect(page.getByTestId('hand-result')).toContainText('Ready to save')
    await page.getByTestId('save').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('hand-entry')).toBeHidden()

    const { hand, sideTotals } = await cliScore(page)
    // Worked out from the tricks: Jekyll 22 points × Charity 1; Hyde 38 × (Brutality 2 + Murder 3).
    expect(sideTotals).toEqual({ jekyll: 22, hyde: 190 })
    expect(hand.captured).toEqual({
      jekyll: [
        ...['j-a', 'j-c', 'j-d', 'j-e', 'j-f7', 'j-charity'],
        ...['h-transformation', 'h-b', 'h-c', 'h-f4', 'h-f5', 'h-fury'],
      ],
      neutral: [],
    })
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}, in French`, () => {
    test.use({ viewport, locale: 'fr-FR' })

    test('a hand with a Transformation in its last trick is tapped, filled and saved', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000)
      await openTrickScreen(page)
      await expect(page.getByTestId('trick-prompt')).toHaveText(
        'Pli 1\u00a0: la carte devant Ada, une carte du Dr Jekyll',
      )
      const cards = played.transformationLast.flat()
      // Where the grid's first card lies on the page after each card: it never moves, so a
      // finger aimed from memory lands on the card it aims at.
      const gridTops: number[] = []
      const gridTop = () =>
        page
          .getByTestId('trick-card-j-transformation')
          .evaluate((card) => card.getBoundingClientRect().top + window.scrollY)
      gridTops.push(await gridTop())
      const tap = async (card: string) => {
        await page.getByTestId(`trick-card-${card}`).click()
        gridTops.push(await gridTop())
      }
      for (const card of cards.slice(0, 8)) await tap(card)
      await expect(page.getByTestId('trick-2')).toContainText('Cleo remporte le pli')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      await saveScreenshot(page, testInfo, `bambus-tricks-${viewport.width}-fr`)
      expect(await seriousFindings(page)).toEqual([])

      for (const card of cards.slice(8)) await tap(card)
      await expect(page.getByTestId('trick-7')).toContainText('ne comptent donc pour personne')
      // Until the last card: then the prompt says to fill the hand, and no card is left to aim at.
      const whilePlaying = gridTops.slice(0, -1)
      expect(Math.max(...whilePlaying) - Math.min(...whilePlaying)).toBeLessThanOrEqual(1)
      await page.getByTestId('trick-fill').click()
      await expect(page.getByTestId('pile-neutral')).toContainText('4 cartes')
      await page.getByTestId('save').click()
      await expect(page.getByTestId('hand-entry')).toBeHidden()
    })
  })
}
