import { expect, saveScreenshot, test } from './fixtures'
import { fillHand, startGame } from './game-steps'

test('the rules reference: from the top bar, searched, in both languages', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Rules', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible()
  await page.getByLabel('Search the rules').fill('doubl')
  await expect(page.locator('#rule-score-doubling')).toBeVisible()
  await expect(page.locator('#rule-score-void-hand')).toBeHidden()
  await saveScreenshot(page, testInfo, 'rules-search')

  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Rules reference')
  await expect(page.locator('#rule-score-doubling')).toBeVisible()
})

test('every breakdown line links to the rule behind it', async ({ page }, testInfo) => {
  await startGame(page, ['Ada', 'Bram'])
  await page.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(page, {
    identity: 'hyde',
    ending: { type: 'went-out', player: 'p1' },
    dealer: 'p2',
    areas: {
      p1: { evidence: { 'hyde-awakes': 4, poole: 3, stevenson: 3 } },
      p2: { evidence: { utterson: 3 } },
    },
    leftInHand: { p2: { points: 2, transformation: false } },
  })
  await page.getByRole('button', { name: 'Show the breakdown of hand 1' }).click()
  const dialog = page.getByRole('dialog', { name: /Hand 1/ })
  const rule = dialog.getByRole('link', { name: 'Cards that never double' })
  await expect(rule).toHaveAttribute(
    'title',
    'Cards that never double: read this rule in the rules reference',
  )
  await rule.click()

  await expect(page).toHaveURL(/#\/rules\/mystery-rummy-jekyll-hyde\?rule=score\.never-doubles/)
  const entry = page.locator('#rule-score-never-doubles')
  await expect(entry).toBeFocused()
  await expect(entry).toBeInViewport()
  await saveScreenshot(page, testInfo, 'rules-from-breakdown')

  // Back returns to the breakdown that was being argued over.
  await page.goBack()
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeAttached()
})

test('the Bambus reference opens at the rule its address names, apart from the other games', async ({
  page,
}, testInfo) => {
  await page.goto('/#/rules/jekyll-hyde-bambus?rule=score-formula')
  const entry = page.locator('#rule-score-formula')
  await expect(entry).toBeFocused()
  await expect(entry).toBeInViewport()
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText('Points times multiplier')
  await expect(page.locator('#rule-score-doubling')).toHaveCount(0)
  await expect(page.getByTestId('bambus-cards').locator('tbody tr')).toHaveCount(14)
  await saveScreenshot(page, testInfo, 'rules-bambus')

  // Its list of games leads to another game's reference, and the address follows.
  await page.getByRole('link', { name: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde' }).click()
  await expect(page).toHaveURL(/#\/rules\/mystery-rummy-jekyll-hyde$/)
  await expect(page.locator('#rule-score-doubling')).toBeAttached()
  await expect(page.locator('#rule-score-formula')).toHaveCount(0)
})
