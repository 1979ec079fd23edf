import { flushPromises, enableAutoUnmount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, validateGameLog } from '../../../../src/engine'
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

async function openJekyllVsHyde(languages = ['en']) {
  const page = await openNewGame(languages)
  await chooseGame(page.wrapper, 'Jekyll vs. Hyde')
  return page
}

describe("Jekyll vs. Hyde's settings", () => {
  it('start a return match with its track length and potion numbers recorded', async () => {
    const { wrapper, test } = await openJekyllVsHyde()
    await fillNames(wrapper, [' Ada ', 'Bram'])
    await byLabel(wrapper, 'Return match: two games, roles swapped').setValue(true)
    await byLabel(wrapper, 'Track length: spaces from the start to the last one').setValue('12')
    await byLabel(wrapper, 'Potion 4').setValue('1')
    const log = await startAndSave(wrapper, test)

    expect(log).toEqual({
      format: 'casebook/game-log',
      version: 1,
      id: log.id,
      game: 'jekyll-vs-hyde',
      createdAt: log.createdAt,
      updatedAt: log.createdAt,
      players: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Bram' },
      ],
      rules: {
        targetScore: 12,
        variants: { match: 'return-match' },
        deck: { potion: { values: [2, 3, 4, 1] } },
      },
      hands: [],
    })
    expect(errorsOf(validateGameLog(log))).toEqual([])
  })

  it('start from one game to the last of 10 spaces, potions 2+ to 5+, marked unverified', async () => {
    const { wrapper } = await openJekyllVsHyde()
    const single = wrapper.get<HTMLInputElement>('[data-testid="match-single"]')
    expect(single.element.checked).toBe(true)
    expect(
      byLabel(wrapper, 'Track length: spaces from the start to the last one').element.value,
    ).toBe('10')
    expect(
      [1, 2, 3, 4].map((number) => byLabel(wrapper, `Potion ${number}`).element.value),
    ).toEqual(['2', '3', '4', '5'])
    expect(wrapper.text()).toContain('Unverified')
  })

  it('say who plays Dr. Jekyll in game 1, and do not ask who deals: Hyde does', async () => {
    const { wrapper } = await openJekyllVsHyde()
    await fillNames(wrapper, ['Ada', 'Bram'])
    expect(wrapper.get('[data-testid="first-jekyll"]').text()).toBe(
      'Ada (player 1) plays Dr. Jekyll in game 1; Bram plays Mr. Hyde and deals first.',
    )
    expect(wrapper.text()).not.toContain('Who deals the first hand?')
  })

  it('show the engine’s problem beside a setting it refuses', async () => {
    const { wrapper } = await openJekyllVsHyde()
    const track = byLabel(wrapper, 'Track length: spaces from the start to the last one')
    await track.setValue('31')
    expect(problemOf(wrapper, track)).not.toBe('')
    await byLabel(wrapper, 'Potion 2').setValue('2')
    const potion = byLabel(wrapper, 'Potion 2')
    expect(potion.attributes('aria-invalid')).toBe('true')
  })

  it('refuse a number pasted with words ("12 spaces", "3 tricks"), never read as 12 or 3', async () => {
    const { wrapper, test } = await openJekyllVsHyde()
    await fillNames(wrapper, ['Ada', 'Bram'])
    const track = byLabel(wrapper, 'Track length: spaces from the start to the last one')
    await track.setValue('12 spaces')
    expect(track.element.value).toBe('12 spaces')
    expect(problemOf(wrapper, track)).toContain('12 spaces')
    const potion = byLabel(wrapper, 'Potion 3')
    await potion.setValue('3 tricks')
    expect(potion.attributes('aria-invalid')).toBe('true')
    await wrapper.get('button[type="submit"]').trigger('click')
    await flushPromises()
    expect(test.savedGames().size).toBe(0)

    await track.setValue('12')
    await potion.setValue('4')
    const log = await startAndSave(wrapper, test)
    expect(log.rules).toMatchObject({ targetScore: 12, deck: { potion: { values: [2, 3, 4, 5] } } })
  })

  it('step the track length with ↑ and ↓ as a spin button, keeping "09" as typed', async () => {
    const { wrapper } = await openJekyllVsHyde()
    const track = byLabel(wrapper, 'Track length: spaces from the start to the last one')
    expect(track.attributes()).toMatchObject({ role: 'spinbutton', 'aria-valuenow': '10' })
    await track.trigger('keydown', { key: 'ArrowUp' })
    expect(track.element.value).toBe('11')
    await track.trigger('keydown', { key: 'ArrowDown' })
    await track.trigger('keydown', { key: 'ArrowDown' })
    expect(track.element.value).toBe('9')
    expect(track.attributes('aria-valuenow')).toBe('9')
    await track.setValue('09')
    expect(track.element.value).toBe('09')
    expect(problemOf(wrapper, track)).toBe('')
  })

  it('never step a potion number below 1, the least a potion card shows', async () => {
    const { wrapper } = await openJekyllVsHyde()
    const potion = byLabel(wrapper, 'Potion 1')
    await potion.setValue('1')
    await potion.trigger('keydown', { key: 'ArrowDown' })
    expect(potion.element.value).toBe('1')
    await potion.trigger('keydown', { key: 'ArrowUp' })
    expect(potion.element.value).toBe('2')
  })
})
