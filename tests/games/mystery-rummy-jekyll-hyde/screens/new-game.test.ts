import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, validateGameLog } from '../../../../src/engine'
import {
  cardIds,
  defaultCardValues,
  type MysteryRummyLog,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import {
  byLabel,
  fillNames,
  openNewGame,
  problemOf,
  startAndSave,
} from '../../../renderer/new-game/new-game-page'

enableAutoUnmount(afterEach)
beforeEach(() => localStorage.clear())

describe("Mystery Rummy's settings", () => {
  it('make the very log the page made before games could be chosen, every setting recorded', async () => {
    const { wrapper, test } = await openNewGame()
    await fillNames(wrapper, [' Ada ', 'Bram'])
    await byLabel(wrapper, 'Bram').setValue(true)
    await byLabel(wrapper, 'Play to').setValue('150')
    await byLabel(wrapper, 'The player who played it').setValue(true)
    await byLabel(wrapper, 'Its face value only (5 with the default value)').setValue(true)
    await byLabel(wrapper, 'Mr. Utterson').setValue('4')
    const log = await startAndSave(wrapper, test)

    const values = { ...defaultCardValues(), utterson: 4 }
    const expected = {
      format: 'casebook/game-log',
      version: 1,
      id: log.id,
      game: 'mystery-rummy-jekyll-hyde',
      createdAt: log.createdAt,
      updatedAt: log.createdAt,
      players: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Bram' },
      ],
      firstDealer: 'p2',
      rules: {
        targetScore: 150,
        variants: { transformationPoints: 'player-who-played', transformationHeldPenalty: 5 },
        deck: Object.fromEntries(cardIds.map((card) => [card, { value: values[card] }])),
      },
      hands: [],
    }
    // Key for key, in the same order: the file a player keeps is unchanged.
    expect(JSON.stringify(log)).toBe(JSON.stringify(expected))
    expect(errorsOf(validateGameLog(log))).toEqual([])
  })

  it('show the engine’s problem with the target under the target, and nothing starts', async () => {
    const { wrapper, test } = await openNewGame()
    await fillNames(wrapper, ['Ada', 'Bram'])
    const target = byLabel(wrapper, 'Play to')
    await target.setValue('0')

    expect(problemOf(wrapper, target)).toBe(
      'The target score must be a whole number above 0, not 0.',
    )
    expect(target.attributes('aria-invalid')).toBe('true')
    await wrapper.get('button[type="submit"]').trigger('click')
    await flushPromises()
    expect(test.savedGames().size).toBe(0)
  })

  // Below 0 is the last refused (0 the first accepted); an emptied field is never read as 0.
  it.each([
    ['Poole the Butler', '-1', 'poole', '-1', 0],
    ['Mr. Utterson', '', 'utterson', '""', 3],
  ] as const)(
    'refuse the value of %s typed as "%s" beside its field, nothing starts, then take a number',
    async (name, typed, card, quoted, accepted) => {
      const { wrapper, test } = await openForTwo()
      const field = byLabel(wrapper, name)
      await field.setValue(typed)
      expect(shownFor(wrapper, field)).toEqual({
        problem: `The value of ${name} must be a whole number from 0 to 99, not ${quoted}.`,
        invalid: 'true',
      })
      await expectStartRefused(wrapper, test)

      await field.setValue(String(accepted))
      expect(shownFor(wrapper, field)).toEqual({ problem: '', invalid: 'false' })
      const log = (await startAndSave(wrapper, test)) as MysteryRummyLog
      expect(log.rules?.deck?.[card]).toEqual({ value: accepted })
    },
  )

  it('speak French in the card values table', async () => {
    const { wrapper } = await openNewGame(['fr'])
    const values = wrapper.get('[data-testid="card-values"]')
    expect(values.get('summary').text()).toBe('Valeur des cartes')
    expect(values.text()).toContain('à vérifier sur vos cartes')
  })
})

/** The page with two players, Ada and Bram, ready to start but for what a test changes. */
async function openForTwo() {
  const page = await openNewGame()
  await fillNames(page.wrapper, ['Ada', 'Bram'])
  return page
}

/** The problem the page shows beside a field, and whether the field is marked invalid. */
function shownFor(wrapper: VueWrapper, field: ReturnType<typeof byLabel>) {
  return { problem: problemOf(wrapper, field), invalid: field.attributes('aria-invalid') }
}

/** Start is pressed, and no game is saved. */
async function expectStartRefused(
  wrapper: VueWrapper,
  test: Awaited<ReturnType<typeof openNewGame>>['test'],
) {
  await wrapper.get('button[type="submit"]').trigger('click')
  await flushPromises()
  expect(test.savedGames().size).toBe(0)
}
