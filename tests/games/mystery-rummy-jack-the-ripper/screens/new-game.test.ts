import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, validateGameLog } from '../../../../src/engine'
import type { JackTheRipperLog } from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'
import { proposedDealer } from '../../../../src/games/mystery-rummy-jack-the-ripper/engine/entry-queries'
import {
  byLabel,
  chooseGame,
  fillNames,
  openNewGame,
  problemOf,
  startAndSave,
} from '../../../renderer/new-game/new-game-page'

enableAutoUnmount(afterEach)
beforeEach(() => localStorage.clear())

async function openJackTheRipper(languages = ['en']) {
  const page = await openNewGame(languages)
  await chooseGame(
    page.wrapper,
    languages[0] === 'fr'
      ? 'Mystery Rummy\u00a0: Jack l’Éventreur'
      : 'Mystery Rummy: Jack the Ripper',
  )
  return page
}

describe("Jack the Ripper's settings", () => {
  it('start a 4-player game with its target and both variants recorded, and who deals first', async () => {
    const { wrapper, test } = await openJackTheRipper()
    await byLabel(wrapper, '4 players').setValue(true)
    await fillNames(wrapper, [' Ada ', 'Bram', 'Cleo', 'Dev'])
    await byLabel(wrapper, 'Cleo').setValue(true)
    await byLabel(wrapper, 'Target score').setValue('150')
    await byLabel(wrapper, 'nobody scores').setValue(true)
    await byLabel(wrapper, 'Evidence only').setValue(true)
    const log = (await startAndSave(wrapper, test)) as JackTheRipperLog

    expect(log).toEqual({
      format: 'casebook/game-log',
      version: 1,
      id: log.id,
      game: 'mystery-rummy-jack-the-ripper',
      createdAt: log.createdAt,
      updatedAt: log.createdAt,
      players: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Bram' },
        { id: 'p3', name: 'Cleo' },
        { id: 'p4', name: 'Dev' },
      ],
      firstDealer: 'p3',
      rules: {
        targetScore: 150,
        variants: { escapeWithoutCard: 'nothing', ripperTotal: 'evidence-only' },
      },
      hands: [],
    })
    expect(errorsOf(validateGameLog(log))).toEqual([])
    expect(proposedDealer(log, 0)).toBe('p3')
    expect(proposedDealer(log, 1)).toBe('p4')
    expect(proposedDealer(log, 2)).toBe('p1')
  })

  it('start with the defaults marked: 100, Victims and Scenes still score, Evidence and Suspect card', async () => {
    const { wrapper, test } = await openJackTheRipper()
    await byLabel(wrapper, '2 players').setValue(true)
    await fillNames(wrapper, ['Ada', 'Bram'])
    const defaults = wrapper
      .findAll('[data-testid^="variant-"] .tag')
      .map((tag) => tag.element.closest('label')!.querySelector('input')!.value)
    expect(defaults).toEqual(['victims-and-scenes', 'evidence-and-suspect'])
    const log = (await startAndSave(wrapper, test)) as JackTheRipperLog
    expect(log.rules).toEqual({
      targetScore: 100,
      variants: { escapeWithoutCard: 'victims-and-scenes', ripperTotal: 'evidence-and-suspect' },
    })
  })

  it('show the engine’s problem with the target under the target, and nothing starts', async () => {
    const { wrapper, test } = await openJackTheRipper()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo'])
    const target = byLabel(wrapper, 'Target score')
    await target.setValue('0')
    expect(problemOf(wrapper, target)).not.toBe('')
    expect(target.attributes('aria-invalid')).toBe('true')
    await wrapper.get('button[type="submit"]').trigger('click')
    await flushPromises()
    expect(test.savedGames().size).toBe(0)
  })

  it('speak French', async () => {
    const { wrapper } = await openJackTheRipper(['fr'])
    expect(wrapper.text()).toContain('Score à atteindre')
  })
})
