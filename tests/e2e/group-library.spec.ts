import { scan, type Finding } from './axe-scan'
import { expect as pageExpect, test } from './fixtures'
import { fillHand, startGame } from './game-steps'
import { device, tableServerForThisFile } from './table-devices'
import { tableAtNetworkAddress } from './test-lan'
import { typicalHands } from './typical-hands'
import { reloadWhenSaved } from './reload'

/*
 * Issue 24, point 4, with the real parts: a library joins a group through the real sync server,
 * and the group's games, history and people are on both devices, served at the test network's
 * address, where a page is not a secure context, as on a phone (issue 30, point 1).
 */

const server = tableServerForThisFile()
// Every step loads or follows a group through the server; on a 2-core machine busy with other
// runs, a page reloading into its group took 13 s: each step may take 30 s.
const expect = pageExpect.configure({ timeout: 30_000 })

test("a library joins a group: each device's games, history and people reach the other", async ({
  browser,
}) => {
  const problems: string[] = []
  const findings: Finding[] = []
  const ada = await device(browser, server, problems)
  await startGame(ada, ['Ada', 'Bram'])
  await ada.getByRole('button', { name: 'Enter hand 1' }).click()
  await fillHand(ada, typicalHands[0]!)
  const adasGame = new URL(ada.url()).hash

  // Ada makes a group of her library: its link is shown once, as a QR code.
  await ada.goto('/#/history')
  await ada.getByTestId('group-create').click()
  await expect(ada.getByRole('img', { name: 'QR code of the group’s link' })).toBeVisible()
  const link = (await ada.getByTestId('group-link').textContent())?.trim() ?? ''
  expect(link).toMatch(new RegExp(`^${server.origin}/#/group/[1-9A-HJ-NP-Za-km-z]{20,40}$`))
  await expect(ada.getByTestId('group-status')).toContainText('1 game')
  await scan(ada, 'group panel, 1280x800', findings)

  // Cleo's device has a game of its own; it joins the group.
  const cleo = await device(browser, server, problems, { width: 390, height: 844 })
  await startGame(cleo, ['Cleo', 'Dev'])
  await cleo.goto(link)
  // The group's own words, never the game's join sentences.
  await expect(cleo.getByTestId('join-message')).toHaveText(
    'This library is kept in sync with its group: 2 games.',
    { timeout: 30_000 },
  )
  expect(await cleo.evaluate(() => window.isSecureContext)).toBe(!tableAtNetworkAddress())
  await scan(cleo, 'group joined, 390x844', findings)
  await cleo.getByRole('link', { name: 'See the group’s history' }).click()
  for (const person of ['Ada', 'Bram', 'Cleo', 'Dev']) {
    await expect(
      cleo.getByTestId('history-people').getByRole('rowheader', { name: person, exact: true }),
    ).toBeVisible()
  }

  // Ada's device has Cleo's game too, and a hand Ada enters shows on Cleo's device.
  await reloadWhenSaved(ada)
  await expect(ada.getByTestId('group-status')).toContainText('2 games')
  for (const person of ['Cleo', 'Dev']) {
    await expect(
      ada.getByTestId('history-people').getByRole('rowheader', { name: person, exact: true }),
    ).toBeVisible()
  }
  await ada.goto(`/${adasGame}`)
  await ada.getByRole('button', { name: 'Enter hand 2' }).click()
  await fillHand(ada, typicalHands[1]!)
  await cleo.goto(`/${adasGame}`)
  await expect(cleo.locator('tbody tr[data-hand]')).toHaveCount(2)
  expect(problems).toEqual([])
  expect(findings).toEqual([])
})
