import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, validateGameLog } from '../../../../src/engine'
import {
  cardIds,
  defaultCardValues,
  nextHandTable,
  type BambusLog,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
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

const printedDeck = () => {
  const values = defaultCardValues()
  return Object.fromEntries(cardIds.map((card) => [card, { value: values[card] }]))
}

async function openBambus() {
  const page = await openNewGame()
  await chooseGame(page.wrapper, 'Dr. Jekyll & Mr. Hyde (Bambus)')
  return page
}

describe("Dr. Jekyll & Mr. Hyde's settings", () => {
  it('start a 4-player game seated as typed: the first dealer’s left leads, partners by the card', async () => {
    const { wrapper, test } = await openBambus()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo', 'Dev'])
    await byLabel(wrapper, 'B: partners sit side by side').setValue(true)
    await byLabel(wrapper, 'the tied share the win').setValue(true)
    await byLabel(wrapper, 'Target score').setValue('500')

    // Ada, the first dealer by default, deals; Bram on her left leads, Cleo beside him.
    expect(wrapper.get('[data-testid="first-hand"]').text()).toBe(
      'The first hand Ada deals, Bram leads. Dr. Jekyll: Bram and Cleo. Mr. Hyde: Ada and Dev.',
    )
    const log = (await startAndSave(wrapper, test)) as BambusLog

    expect(log).toEqual({
      format: 'casebook/game-log',
      version: 1,
      id: log.id,
      game: 'jekyll-hyde-bambus',
      createdAt: log.createdAt,
      updatedAt: log.createdAt,
      players: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Bram' },
        { id: 'p3', name: 'Cleo' },
        { id: 'p4', name: 'Dev' },
      ],
      firstDealer: 'p1',
      rules: {
        targetScore: 500,
        variants: { seatingCard: 'B', firstJekyll: 'leader', endTie: 'shared' },
        deck: printedDeck(),
      },
      hands: [],
    })
    expect(errorsOf(validateGameLog(log))).toEqual([])
    expect(nextHandTable(log)).toEqual({
      seats: ['p1', 'p2', 'p3', 'p4'],
      jekyll: ['p2', 'p3'],
      dealer: 'p1',
    })
  })

  it('name another first dealer: the same seats, the deal and the lead move with the choice', async () => {
    const { wrapper } = await openBambus()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo', 'Dev'])
    await byLabel(wrapper, 'Cleo').setValue(true)

    expect(wrapper.get('[data-testid="first-hand"]').text()).toBe(
      'The first hand Cleo deals, Dev leads. Dr. Jekyll: Bram and Dev. Mr. Hyde: Ada and Cleo.',
    )
  })

  it('ask which team plays Dr. Jekyll: the dealer’s team chosen is recorded and seats the first hand', async () => {
    const { wrapper, test } = await openBambus()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo', 'Dev'])
    // Ada deals, Bram leads; with card A partners sit opposite: Bram and Dev, Ada and Cleo.
    const teams = wrapper.get('[data-testid="first-jekyll"]')
    expect(teams.findAll('label').map((label) => label.text())).toEqual([
      'Bram and Dev, the team of Bram, who leads default',
      'Ada and Cleo, the team of Ada, who deals',
    ])
    await byLabel(wrapper, 'Ada and Cleo, the team of Ada, who deals').setValue(true)
    expect(wrapper.get('[data-testid="first-hand"]').text()).toBe(
      'The first hand Ada deals, Bram leads. Dr. Jekyll: Ada and Cleo. Mr. Hyde: Bram and Dev.',
    )
    const log = (await startAndSave(wrapper, test)) as BambusLog

    expect(log.rules?.variants).toEqual({
      seatingCard: 'A',
      firstJekyll: 'dealer',
      endTie: 'extra-hand',
    })
    expect(errorsOf(validateGameLog(log))).toEqual([])
    expect(nextHandTable(log).jekyll).toEqual(['p1', 'p3'])
  })

  it('name the teams again when the first dealer changes, the choice kept', async () => {
    const { wrapper } = await openBambus()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo', 'Dev'])
    await byLabel(wrapper, 'Ada and Cleo, the team of Ada, who deals').setValue(true)
    await byLabel(wrapper, 'Bram').setValue(true)
    // Bram deals now, Cleo leads: the dealer's team is Bram and Dev.
    expect(wrapper.get('[data-testid="first-hand"]').text()).toBe(
      'The first hand Bram deals, Cleo leads. Dr. Jekyll: Bram and Dev. Mr. Hyde: Ada and Cleo.',
    )
    expect(byLabel(wrapper, 'Bram and Dev, the team of Bram, who deals').element.checked).toBe(true)
  })

  it('start a 3-player game with no seating card, the solo on the dealer’s left', async () => {
    const { wrapper, test } = await openBambus()
    await byLabel(wrapper, 'B: partners sit side by side').setValue(true)
    await byLabel(wrapper, '3 players').setValue(true)
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo'])
    await byLabel(wrapper, 'Cleo').setValue(true)

    expect(wrapper.text()).not.toContain('Seating card')
    expect(wrapper.find('[data-testid="first-jekyll"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="first-hand"]').text()).toBe(
      'The first hand Cleo deals, Ada leads and plays Mr. Hyde alone, with the ghost; Bram and Cleo play Dr. Jekyll.',
    )
    const log = (await startAndSave(wrapper, test)) as BambusLog

    expect(log.players.map((player) => player.name)).toEqual(['Ada', 'Bram', 'Cleo'])
    expect(log.rules).toEqual({
      targetScore: 1000,
      variants: { endTie: 'extra-hand' },
      deck: printedDeck(),
    })
    expect(errorsOf(validateGameLog(log))).toEqual([])
    expect(nextHandTable(log)).toEqual({
      seats: ['p1', 'p2', 'ghost', 'p3'],
      solo: 'p1',
      dealer: 'p3',
    })
  })

  it('show the engine’s problem with the target under the target, and nothing starts', async () => {
    const { wrapper, test } = await openBambus()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo', 'Dev'])
    const target = byLabel(wrapper, 'Target score')
    await target.setValue('2.5')

    expect(problemOf(wrapper, target)).toBe('The target score is a whole number above 0, not 2.5.')
    expect(target.attributes('aria-invalid')).toBe('true')
    await wrapper.get('button[type="submit"]').trigger('click')
    await flushPromises()
    expect(test.savedGames().size).toBe(0)
  })

  it('refuse a target pasted with words ("500 points"), quoting it, never read as 500', async () => {
    const { wrapper, test } = await openBambus()
    await fillNames(wrapper, ['Ada', 'Bram', 'Cleo', 'Dev'])
    const target = byLabel(wrapper, 'Target score')
    await target.setValue('500 points')

    expect(problemOf(wrapper, target)).toBe(
      'The target score is a whole number above 0, not 500 points.',
    )
    await wrapper.get('button[type="submit"]').trigger('click')
    await flushPromises()
    expect(test.savedGames().size).toBe(0)
  })

  it('speak French', async () => {
    const { wrapper } = await openNewGame(['fr'])
    await chooseGame(wrapper, 'Dr. Jekyll & Mr. Hyde (Bambus)')
    expect(wrapper.text()).toContain('Carte de placement')
    expect(wrapper.text()).toContain('Égalité en tête à la fin')
    const names = wrapper.findAll('.players input[type="text"]')
    for (const [index, name] of ['Ada', 'Bram', 'Cleo', 'Dev'].entries()) {
      await names[index]!.setValue(name)
    }
    expect(
      wrapper
        .get('[data-testid="first-jekyll"]')
        .findAll('label')
        .map((label) => label.text()),
    ).toEqual([
      'Bram et Dev, l’équipe de Bram, qui entame par défaut',
      'Ada et Cleo, l’équipe d’Ada, qui distribue',
    ])
  })
})
