import { expect, test } from './fixtures'
import { startGame } from './game-steps'
import { device, tableServerForThisFile } from './table-devices'

/*
 * Issue 30, point 8: a full server is a message on the device, never an uncaught error or a
 * "not found". The real sync server, with room for one connection: the laptop that shares holds
 * it; a phone opening the link is told the server is full, keeps trying, and joins once the
 * laptop's page is closed.
 */

const server = tableServerForThisFile({ maxConnections: 1 })

test('a phone opening the link of a full server is told so, and joins once there is room', async ({
  browser,
}) => {
  const problems: string[] = []
  const laptop = await device(browser, server, problems)
  await startGame(laptop, ['Ada', 'Bram'])
  await laptop.getByTestId('share-with-table').click()
  await laptop.getByRole('radio', { name: 'Ada' }).check()
  await laptop.getByRole('button', { name: 'Continue' }).click()
  const link = laptop.getByRole('dialog').getByTestId('share-link')
  await expect(link).toContainText('/#/join/', { timeout: 20_000 })
  const address = (await link.textContent())?.trim() ?? ''

  const phone = await device(browser, server, problems, { width: 360, height: 740 })
  await phone.goto(address)
  await expect(phone.getByTestId('join-message')).toHaveText(
    'The table’s server is full: it has no room for this device now. This page keeps trying, and the game appears as soon as there is room.',
    { timeout: 20_000 },
  )
  // Still saying so well after the ten seconds a game not yet on the server is looked for.
  await phone.waitForTimeout(12_000)
  await expect(phone.getByTestId('join-message')).toContainText('server is full')

  await laptop.context().close()
  await expect(phone.getByTestId('table-name-other')).toBeVisible({ timeout: 20_000 })
  await phone.getByRole('radio', { name: 'Bram' }).check()
  await phone.getByTestId('table-name-choose').click()
  await expect(phone.getByRole('heading', { level: 1, name: 'Ada – Bram' })).toBeVisible()
  // The refusals were said, not thrown.
  expect(problems).toEqual([])
  await phone.context().close()
})
