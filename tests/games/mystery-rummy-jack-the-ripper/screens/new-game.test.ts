import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
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

/** A card's field in one of the two tables ("card-values" or "tie-breaks"), by the card's id. */
function cardNumber(wrapper: VueWrapper, table: string, card: string) {
  return wrapper.get<HTMLInputElement>(
    `[data-testid="${table}"] [data-testid="card-number-${card}"] input`,
  )
}

/** The problem the page shows beside a field, and whether the field is marked invalid. */
function shownFor(wrapper: VueWrapper, field: ReturnType<typeof cardNumber>) {
  return { problem: problemOf(wrapper, field), invalid: field.attributes('aria-invalid') }
}

/** The page for two players, Ada and Bram, ready to start but for what a test changes. */
async function openForTwo() {
  const page = await openJackTheRipper()
  await byLabel(page.wrapper, '2 players').setValue(true)
  await fillNames(page.wrapper, ['Ada', 'Bram'])
  return page
}

/** Start is pressed, and no game is saved. */
async function expectStartRefused({ wrapper, test }: Awaited<ReturnType<typeof openForTwo>>) {
  await wrapper.get('button[type="submit"]').trigger('click')
  await flushPromises()
  expect(test.savedGames().size).toBe(0)
}

describe("Jack the Ripper's card values and tie-break numbers", () => {
  it('write only the values and numbers the players changed into the new game', async () => {
    const { wrapper, test } = await openJackTheRipper()
    await byLabel(wrapper, '3 players').setValue(true)
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo'])
    await cardNumber(wrapper, 'card-values', 'letter').setValue('4')
    await cardNumber(wrapper, 'card-values', 'wild').setValue('5')
    await cardNumber(wrapper, 'card-values', 'wild').setValue('2')
    await cardNumber(wrapper, 'tie-breaks', 'druitt').setValue('7')
    const log = (await startAndSave(wrapper, test)) as JackTheRipperLog

    expect(log.rules?.deck).toEqual({ letter: { value: 4 }, druitt: { tieBreak: 7 } })
    expect(errorsOf(validateGameLog(log))).toEqual([])
  })

  it('refuse a card value below 0 beside its field, and accept 0', async () => {
    const page = await openForTwo()
    const { wrapper, test } = page
    const letter = cardNumber(wrapper, 'card-values', 'letter')
    await letter.setValue('-1')
    expect(shownFor(wrapper, letter)).toEqual({
      problem: 'Letter: a card value is a whole number, 0 or more, not -1.',
      invalid: 'true',
    })
    await expectStartRefused(page)

    await letter.setValue('0')
    expect(shownFor(wrapper, letter)).toEqual({ problem: '', invalid: 'false' })
    const log = (await startAndSave(wrapper, test)) as JackTheRipperLog
    expect(log.rules?.deck).toEqual({ letter: { value: 0 } })
  })

  it('refuse a card value written as code writes a number ("1e2"), and accept 100', async () => {
    const page = await openForTwo()
    const { wrapper, test } = page
    const letter = cardNumber(wrapper, 'card-values', 'letter')
    await letter.setValue('1e2')
    expect(shownFor(wrapper, letter).invalid).toBe('true')
    expect(shownFor(wrapper, letter).problem).toContain('1e2')
    await expectStartRefused(page)

    await letter.setValue('100')
    expect(shownFor(wrapper, letter)).toEqual({ problem: '', invalid: 'false' })
    const log = (await startAndSave(wrapper, test)) as JackTheRipperLog
    expect(log.rules?.deck).toEqual({ letter: { value: 100 } })
  })

  it('refuse a tie-break number below 1 beside its field, and accept 1', async () => {
    const page = await openForTwo()
    const { wrapper, test } = page
    const pedachenko = cardNumber(wrapper, 'tie-breaks', 'pedachenko')
    await pedachenko.setValue('0')
    expect(shownFor(wrapper, pedachenko).invalid).toBe('true')
    expect(shownFor(wrapper, pedachenko).problem).toContain('a tie-break number is a whole number')

    await cardNumber(wrapper, 'tie-breaks', 'druitt').setValue('6')
    await pedachenko.setValue('1')
    expect(shownFor(wrapper, pedachenko)).toEqual({ problem: '', invalid: 'false' })
    const log = (await startAndSave(wrapper, test)) as JackTheRipperLog
    expect(log.rules?.deck).toEqual({ druitt: { tieBreak: 6 }, pedachenko: { tieBreak: 1 } })
  })

  it('never take an emptied field or a shared tie-break number silently', async () => {
    const page = await openForTwo()
    const { wrapper } = page
    const wild = cardNumber(wrapper, 'card-values', 'wild')
    await wild.setValue('')
    expect(shownFor(wrapper, wild).invalid).toBe('true')
    expect(shownFor(wrapper, wild).problem).toContain('not ""')
    await expectStartRefused(page)
    await wild.setValue('2.5')
    expect(shownFor(wrapper, wild).problem).toContain('not 2.5')
    await wild.setValue('2')

    await cardNumber(wrapper, 'tie-breaks', 'eddy').setValue('1')
    const tieBreaks = wrapper.get('[data-testid="tie-breaks"]')
    expect(tieBreaks.get('.problem').text()).toContain('no two suspects share one')
    await expectStartRefused(page)
  })

  it('speak French, with the values’ words', async () => {
    const { wrapper } = await openJackTheRipper(['fr'])
    const values = wrapper.get('[data-testid="card-values"]')
    expect(values.get('summary').text()).toBe('Valeurs des cartes')
    expect(values.text()).toContain('à vérifier sur vos cartes')
    await cardNumber(wrapper, 'card-values', 'letter').setValue('-1')
    expect(problemOf(wrapper, cardNumber(wrapper, 'card-values', 'letter'))).toBe(
      'Lettre\u00a0: la valeur d’une carte est un entier positif ou nul, pas -1.',
    )
  })
})
