import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, validateGameLog } from '../../../../src/engine'
import { cardIds, defaultCardValues } from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
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

  it('show a card value the engine refuses next to that card', async () => {
    const { wrapper } = await openNewGame()
    const poole = byLabel(wrapper, 'Poole the Butler')
    await poole.setValue('-1')

    expect(poole.attributes('aria-invalid')).toBe('true')
    expect(poole.element.parentElement!.querySelector('.problem')!.textContent).not.toBe('')
  })
})
