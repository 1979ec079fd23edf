import type { Locator, Page } from '@playwright/test'
import { scan, type Finding } from './axe-scan'
import { expect, test } from './fixtures'

/**
 * Dr. Jekyll & Mr. Hyde (Bambus)'s hand form on a phone, in both languages (issue 22, items 3
 * and 6): the sticky result bar within 20% of a 740 px screen whatever it says, the card rows
 * named in words, an untouched form that waits rather than saves a sweep, Enter in the card
 * grid that saves as the keys hint says, the marks of the sheet on at most two lines, and the
 * new-game page's choice of the team that plays Dr. Jekyll.
 */
const words = {
  en: {
    players: '4 players',
    start: 'Start the game',
    enter: 'Enter hand 1',
    waiting: 'Tick the cards of Dr. Jekyll’s pile, or say it is empty, to save',
    problems: /problems? to fix/,
    ready: 'Ready to save',
    rows: ['Dr. Jekyll’s cards', 'Mr. Hyde’s cards'],
    dealerTeam: 'Ada and Cleo, the team of Ada, who deals',
  },
  fr: {
    players: '4 joueurs',
    start: 'Commencer la partie',
    enter: 'Saisir la manche 1',
    waiting:
      'Cochez les cartes de la pile du Dr Jekyll, ou dites qu’elle est vide, pour enregistrer',
    problems: /problèmes? à corriger/,
    ready: 'Prête à enregistrer',
    rows: ['Cartes du Dr Jekyll', 'Cartes de Mr Hyde'],
    dealerTeam: 'Ada et Cleo, l’équipe d’Ada, qui distribue',
  },
} as const
type Lang = keyof typeof words

/** 20% of a 740 px screen. */
const barBudget = 148

async function startGame(page: Page, lang: Lang, dealerTeam = false) {
  await page.goto('/#/new')
  await page.getByTestId('game-jekyll-hyde-bambus').check()
  await page.getByRole('radio', { name: words[lang].players }).check()
  const names = page.locator('.players input[type="text"]')
  for (const [index, name] of ['Ada', 'Bram', 'Cleo', 'Dev'].entries()) {
    await names.nth(index).fill(name)
  }
  if (dealerTeam) await page.getByRole('radio', { name: words[lang].dealerTeam }).check()
  await page.getByRole('button', { name: words[lang].start }).click()
  await page.getByRole('button', { name: words[lang].enter }).click()
  await expect(page.getByTestId('hand-entry')).toBeVisible()
}

async function barHeight(form: Locator): Promise<number> {
  return (await form.getByTestId('hand-result').boundingBox())!.height
}

/** How many lines an element's text takes, from its height and its line height. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight)
    return Math.round(node.getBoundingClientRect().height / lineHeight)
  })
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'fr-FR' })

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test(`at ${viewport.width}x${viewport.height}: a small bar, rows in words, nothing saved untouched, Enter saves, marks on two lines`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        // The bar's budget is a phone's: a laptop has room for each side's formula in it.
        const phone = viewport.width < 640
        const expectSmallBar = async (form: Locator) => {
          if (phone) expect(await barHeight(form)).toBeLessThanOrEqual(barBudget)
        }
        await startGame(page, lang)
        const form = page.getByTestId('hand-entry')
        const state = form.getByTestId('save-state')

        // Each row of cards says whose cards they are, in words on screen.
        for (const [index, side] of (['jekyll', 'hyde'] as const).entries()) {
          await expect(form.getByTestId(`row-name-${side}`)).toHaveText(words[lang].rows[index]!)
          await expect(form.getByRole('group', { name: words[lang].rows[index] })).toBeVisible()
        }

        // Untouched: no error, Save waits, and Enter on a card saves nothing nor unticks it.
        await expect(state).toHaveText(words[lang].waiting)
        await expect(form.locator('[data-testid="field-problems"] li')).toHaveCount(0)
        await expectSmallBar(form)
        await form.getByTestId('card-j-a').focus()
        await page.keyboard.press('Enter')
        await expect(form).toBeVisible()
        await expect(form.getByTestId('card-j-a')).toHaveAttribute('aria-pressed', 'false')

        // A card short of a trick: the problems and the way to them, the bar still small.
        await form.getByTestId('card-j-a').click()
        await expect(state).toContainText(words[lang].problems)
        await expectSmallBar(form)

        // A whole trick: scores, the state and one row of actions.
        for (const card of ['h-a', 'j-b', 'h-b']) await form.getByTestId(`card-${card}`).click()
        await expect(state).toHaveText(words[lang].ready)
        await expectSmallBar(form)
        for (const button of await form.getByTestId('hand-result').getByRole('button').all()) {
          expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
        }

        // Enter on the focused card saves the hand, the card still ticked in it.
        await form.getByTestId('card-h-b').focus()
        await page.keyboard.press('Enter')
        await expect(form).toBeHidden()

        // Dr. Jekyll took none of its own actions: the sheet's mark stays on two lines at most.
        const mark = page.locator('[data-marker="score-no-own-action"]').first()
        await expect(mark).toBeVisible()
        expect(await linesOf(mark)).toBeLessThanOrEqual(2)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
      })
    }

    test('the new-game page asks which team plays Dr. Jekyll, and the first hand is seated so; axe finds nothing serious', async ({
      page,
    }) => {
      // Four axe passes: two pages, two themes.
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 360, height: 740 })
      await startGame(page, lang, true)
      const form = page.getByTestId('hand-entry')
      // Ada deals, Bram leads: the dealer's team, Ada and Cleo, is Dr. Jekyll's.
      const chosen = await form
        .locator('input[data-testid^="jekyll-"]:checked')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')))
      expect(chosen).toEqual(['jekyll-p1', 'jekyll-p3'])
      await expectNoSeriousFinding(page)

      await page.goto('/#/new')
      await page.getByTestId('game-jekyll-hyde-bambus').check()
      await page.getByRole('radio', { name: words[lang].players }).check()
      await expectNoSeriousFinding(page)
    })
  })
}

/** axe in both themes, as tests/e2e/accessibility.spec.ts scans (transitions finished first). */
async function expectNoSeriousFinding(page: Page) {
  const findings: Finding[] = []
  await scan(page, 'the Bambus form', findings)
  expect(findings).toEqual([])
}
