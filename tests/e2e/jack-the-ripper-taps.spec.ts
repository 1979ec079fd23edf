import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { JackTheRipperHand } from '../../src/games/mystery-rummy-jack-the-ripper/engine'
import { expect, test } from './fixtures'
import { busyHands } from './jack-the-ripper-busy-hands'
import { engineTotals, enterByMouse, startJackTheRipper } from './jack-the-ripper-taps'

/**
 * What a typical Jack the Ripper hand for four costs at the table (issue 22): four hands entered
 * with the mouse at 1280x800, every click counted, Save included; each hand's totals on the sheet
 * checked against the engine; the whole form, from its title to the bottom of Save, within one
 * and a half screens as it opens and once everything is entered, in English and in French (whose
 * words are longer). The figures are kept in docs/performance.md.
 */
const typicalHands: JackTheRipperHand[] = [
  // Ada goes out with a Druitt meld and Nichols; Bram has a Gull meld; the others hold cards.
  {
    ending: { type: 'went-out', player: 'p1' },
    areas: { p1: { evidence: { druitt: 3 }, victims: ['nichols'] }, p2: { evidence: { gull: 3 } } },
    leftInHand: {
      p2: { points: 4, ripperEscapes: false },
      p3: { points: 6, ripperEscapes: false },
      p4: { points: 9, ripperEscapes: false },
    },
  },
  // Bram goes out on Chapman and Stride; Ada has laid three Letters.
  {
    ending: { type: 'went-out', player: 'p2' },
    areas: { p1: { letters: 3 }, p2: { evidence: { chapman: 3 }, victims: ['stride'] } },
    leftInHand: {
      p1: { points: 5, ripperEscapes: false },
      p3: { points: 8, ripperEscapes: false },
      p4: { points: 12, ripperEscapes: false },
    },
  },
  // Cleo goes out on Jill, a Victim and a Scene; Dev has Prince Eddy; Cleo voted Jill.
  {
    ending: { type: 'went-out', player: 'p3' },
    areas: {
      p3: { evidence: { jill: 4 }, victims: ['kelly'], scenes: ['millers-court'] },
      p4: { evidence: { eddy: 3 } },
    },
    leftInHand: {
      p1: { points: 7, ripperEscapes: false },
      p2: { points: 3, ripperEscapes: false },
      p4: { points: 0, ripperEscapes: false },
    },
    votes: { p1: null, p2: null, p3: 'jill', p4: null },
  },
  // The Case File runs out twice: the Ripper gets away, and nobody is charged for his hand.
  {
    ending: { type: 'case-file-exhausted' },
    areas: { p1: { evidence: { druitt: 3 }, victims: ['eddowes'] }, p2: { evidence: { gull: 3 } } },
  },
]

const screen = { width: 1280, height: 800 }
/**
 * The budgets of issue 22 (figures in docs/performance.md): at most 10 clicks a hand on average,
 * 12 for the one with a vote; the form at most one and a half screens, 1,200 px, as it opens and
 * once entered.
 */
const tallest = 1.5 * screen.height
const clickBudget = { each: 12, mean: 10 }

/**
 * From the form's title to the bottom of Save, the page scrolled to its end: Save rides a sticky
 * bar, which stands at its own place in the form only there.
 */
async function formHeight(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  return page.evaluate(() => {
    const form = document.querySelector('[data-testid="hand-entry"]')!.getBoundingClientRect()
    const save = document.querySelector('[data-testid="save"]')!.getBoundingClientRect()
    return Math.round(save.bottom - form.top)
  })
}

const sheetTotal = async (page: Page, player: string) =>
  Number(
    (await page.locator(`[data-cell="grand-total-${player}"] [data-value]`).textContent())
      ?.replace('\u2212', '-')
      .replace(/[^0-9-]/g, ''),
  )

/** The words the test reads, in each language the form speaks. */
const languages = [
  { code: 'en', enterHand: 'Enter hand', ready: 'Ready to save' },
  { code: 'fr', enterHand: 'Saisir la manche', ready: 'Prête à enregistrer' },
] as const

/**
 * Enters `hands` one after the other on a fresh four-player game, checking each hand's totals
 * on the sheet against the engine; the clicks of each, and the form's height as it opens and
 * once entered.
 */
async function enterAll(
  page: Page,
  language: (typeof languages)[number],
  hands: JackTheRipperHand[],
  screenshots: (name: string) => string,
) {
  await page.setViewportSize(screen)
  await startJackTheRipper(page)
  if (language.code !== 'en') await page.getByLabel('Language').selectOption(language.code)
  const totals = engineTotals(hands)
  const clicks: number[] = []
  const heights: number[] = []
  for (const [index, hand] of hands.entries()) {
    await page.getByRole('button', { name: `${language.enterHand} ${index + 1}` }).click()
    await expect(page.getByTestId('hand-entry')).toBeVisible()
    heights.push(await formHeight(page))
    if (index === 0) await page.screenshot({ path: screenshots('open.png'), fullPage: true })
    clicks.push(
      await enterByMouse(page, hand, async () => {
        await expect(page.getByTestId('save-state')).toContainText(language.ready)
        heights.push(await formHeight(page))
        if (index === 0) {
          await page.screenshot({ path: screenshots('entered.png'), fullPage: true })
        }
      }),
    )
    await expect(page.getByTestId('hand-entry')).toBeHidden()
    for (const player of ['p1', 'p2', 'p3', 'p4']) {
      expect(await sheetTotal(page, player)).toBe(totals[index]![player])
    }
  }
  const mean = clicks.reduce((sum, each) => sum + each, 0) / clicks.length
  return { clicks, mean, heights }
}

for (const language of languages) {
  test(`a typical four-player hand by mouse (${language.code}): at most 10 clicks on average, the form within one and a half screens`, async ({
    page,
    problems,
  }, testInfo) => {
    test.setTimeout(240_000)
    const figures = await enterAll(page, language, typicalHands, (name) =>
      testInfo.outputPath(name),
    )
    console.log(language.code, JSON.stringify(figures))
    testInfo.annotations.push({ type: 'figures', description: JSON.stringify(figures) })
    for (const each of figures.clicks) expect(each).toBeLessThanOrEqual(clickBudget.each)
    expect(figures.mean).toBeLessThanOrEqual(clickBudget.mean)
    for (const height of figures.heights) expect(height).toBeLessThanOrEqual(tallest)
    expect(problems.list).toEqual([])
  })
}

/**
 * Busy hands (lay-offs, Wilds, Victims and Scenes, a Suspect card, an Alibi, a called vote, cards
 * counted one by one, the rarer endings). Issue 32 aims at 12 clicks on average on such hands;
 * these take 14, 17, 17, 5 and 10 (12.6), where the form of issue 22 took 20, 26, 19, 7 and 10
 * (16.4: a lay-off was 3 clicks, an Alibi or a vote 2, the ending 2). Counting cards one by one
 * now ends with "Done" (its count opens over the form, which no longer grows by a screen). The
 * budget guards that gain; the last 0.6 is open (docs/performance.md).
 */
const busyBudget = 12.6

test(`busy four-player hands by mouse: at most ${busyBudget} clicks on average`, async ({
  page,
  problems,
}, testInfo) => {
  test.setTimeout(240_000)
  const figures = await enterAll(page, languages[0], busyHands, (name) => testInfo.outputPath(name))
  console.log('busy', JSON.stringify(figures))
  testInfo.annotations.push({ type: 'figures', description: JSON.stringify(figures) })
  expect(figures.mean).toBeLessThanOrEqual(busyBudget)
  // Counted card by card too: each count is done over the form, which does not grow.
  for (const height of figures.heights) expect(height).toBeLessThanOrEqual(tallest)
  expect(problems.list).toEqual([])
})

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}x${size.height} the table names its rows in words, keeps the page from scrolling sideways and axe finds nothing serious`, async ({
    page,
  }) => {
    // axe reads every node of the form: slow on a busy machine.
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    await startJackTheRipper(page)
    await page.getByRole('button', { name: 'Enter hand 1' }).click()
    const form = page.getByTestId('hand-entry')
    await form.getByTestId('ending-went-out').check()
    await form.getByTestId('ending-player-p1').check()
    await form.getByTestId('p1-evidence-druitt-more').click()
    await form.getByTestId('p2-left-points').fill('-3')
    await expect(form.locator('[data-field="left-p2"]')).toContainText('not -3')
    // Cleo's cards counted one by one: their count is open over the form while axe reads it.
    await form.getByTestId('p3-left-mode-cards').check()
    await expect(page.getByTestId('left-cards-dialog')).toBeVisible()
    const table = form.getByTestId('area-table')
    for (const row of ['Montague Druitt', 'Letters', 'Alibi card', 'Victims', 'Scenes']) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible()
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    const results = await new AxeBuilder({ page }).include('[data-testid="hand-entry"]').analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
  })
}
