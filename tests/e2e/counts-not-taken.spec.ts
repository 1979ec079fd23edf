import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startGame } from './game-steps'
import { openSeededHand } from './seeded-games'

/**
 * No count is taken silently (issue 22, point 3): a count typed that its field cannot take stays
 * as typed, says why beside the field, and the form refuses to save until it is put right.
 */
const words = {
  'en-US': {
    empty: 'Enter a number',
    notWhole: 'A whole number',
    atMost: (max: number) => `At most ${max}`,
    atLeast: (min: number) => `At least ${min}`,
    notTaken: '1 count not taken: fix it before saving',
    ready: 'Ready to save',
  },
  'fr-FR': {
    empty: 'Saisissez un nombre',
    notWhole: 'Un nombre entier',
    atMost: (max: number) => `Au plus ${max}`,
    atLeast: (min: number) => `Au moins ${min}`,
    notTaken: '1 nombre non pris\u00a0: corrigez-le avant d’enregistrer',
    ready: 'Prête à enregistrer',
  },
} as const

/** Types `text` in `field` and checks it stays, with `problem` beside it and Save refused. */
async function expectRefused(page: Page, field: Locator, text: string, problem: string) {
  await field.fill(text)
  await expect(field).toHaveValue(text)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const shown = page.getByTestId('count-problem')
  await expect(shown).toHaveText(problem)
  await expect(field).toHaveAttribute(
    'aria-describedby',
    new RegExp((await shown.getAttribute('id')) ?? '-'),
  )
  await expect(page.getByTestId('save')).toBeDisabled()
  // Enter, the form's way to save, takes the keyboard back to the field instead.
  await field.press('Enter')
  await expect(page.getByTestId('hand-entry')).toBeVisible()
  await expect(field).toBeFocused()
}

async function expectNoSeriousFinding(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="hand-entry"]').analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

for (const locale of ['en-US', 'fr-FR'] as const) {
  const say = words[locale]
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    test('Jekyll vs. Hyde: a trick count not taken is shown, and Save refused until it is fixed', async ({
      page,
    }) => {
      await openSeededHand(page, 'jekyll-vs-hyde')
      const tricks = page.getByTestId('jekyll-tricks')
      const state = page.getByTestId('save-state')
      await expect(state).toContainText(say.ready)
      await expectRefused(page, tricks, '7.5', say.notWhole)
      await expect(state).toContainText(say.notTaken)
      await expectNoSeriousFinding(page)
      await expectRefused(page, tricks, '', say.empty)
      await expectRefused(page, tricks, '11', say.atMost(10))
      await expectRefused(page, tricks, '-1', say.atLeast(0))
      // A browser's number field would keep the 7 of a pasted "7 tricks" and drop the words.
      await expectRefused(page, tricks, '7 tricks', say.notWhole)
      // The bounds themselves are taken.
      await tricks.fill('10')
      await expect(page.getByTestId('hyde-tricks')).toContainText('0')
      await expect(page.getByTestId('count-problem')).toHaveCount(0)
      await tricks.fill('0')
      await expect(page.getByTestId('hyde-tricks')).toContainText('10')
      await expect(tricks).not.toHaveAttribute('aria-invalid', 'true')
      // Still a spin button: ↑ steps the count, as a number field's arrow does.
      await tricks.press('ArrowUp')
      await expect(tricks).toHaveValue('1')
      await expect(page.getByTestId('hyde-tricks')).toContainText('9')
      await tricks.press('ArrowDown')
      await expect(state).not.toContainText(say.notTaken)
      await expect(page.getByTestId('save')).toBeEnabled()
    })
  })
}

test('Mystery Rummy: the cards a Transformation covers, refused below 1 and when emptied', async ({
  page,
}) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await page.getByTestId('identity-jekyll').check()
  await page.getByTestId('ending-went-out-p2').check()
  await page.getByTestId('evidence-p1-utterson').fill('4')
  await page.getByTestId('transformation-place').selectOption('area:p1:utterson')
  const cards = page.getByTestId('transformation-cards')
  await expectRefused(page, cards, '0', 'At least 1')
  await expect(page.getByTestId('save-state')).toContainText('1 count not taken')
  await expectRefused(page, cards, '', 'Enter a number')
  await expectRefused(page, cards, '5', 'At most 4')
  await cards.fill('1')
  await expect(page.getByTestId('count-problem')).toHaveCount(0)
  await cards.fill('4')
  await expect(page.getByTestId('count-problem')).toHaveCount(0)
  await expect(page.getByTestId('save-state')).not.toContainText('count not taken')
})
