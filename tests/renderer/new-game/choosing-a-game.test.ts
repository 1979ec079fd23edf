import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { byLabel, chooseGame, fillNames, openNewGame, problemOf } from './new-game-page'

enableAutoUnmount(afterEach)
beforeEach(() => localStorage.clear())

const radiosOf = (wrapper: Awaited<ReturnType<typeof openNewGame>>['wrapper'], legend: string) =>
  wrapper
    .findAll('fieldset')
    .find((fieldset) => fieldset.find('legend').text() === legend)!
    .findAll<HTMLInputElement>('input[type="radio"]')

describe('choosing the game', () => {
  it('offers every game by its name, its players and one line on it, Mystery Rummy chosen', async () => {
    const { wrapper } = await openNewGame()
    const games = radiosOf(wrapper, 'Which game?')

    const named = games.map((radio) => {
      const name = wrapper.get(`[id="${radio.attributes('aria-labelledby')}"]`).text()
      const about = wrapper.get(`[id="${radio.attributes('aria-describedby')}"]`).text()
      return { name, about, checked: radio.element.checked }
    })
    expect(named).toEqual([
      {
        name: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde',
        about: expect.stringMatching(/^2 players A rummy game for two/),
        checked: true,
      },
      {
        name: 'Dr. Jekyll & Mr. Hyde (Bambus)',
        about: expect.stringMatching(/^3 or 4 players A trick-taking game for 4 players/),
        checked: false,
      },
      {
        name: 'Mystery Rummy: Jack the Ripper',
        about: expect.stringMatching(/^2 to 4 players Rummy for 2 to 4/),
        checked: false,
      },
      {
        name: 'Jekyll vs. Hyde',
        about: expect.stringMatching(/^2 players A trick-taking duel in 3 rounds/),
        checked: false,
      },
    ])
  })

  it('says the same in French', async () => {
    const { wrapper } = await openNewGame(['fr'])
    expect(wrapper.text()).toContain('Quel jeu\u00a0?')
    expect(wrapper.text()).toContain('3 ou 4 joueurs')
    expect(wrapper.text()).toContain('Un rami à deux')
  })

  it('asks two names for Mystery Rummy, and no player count', async () => {
    const { wrapper } = await openNewGame()
    expect(wrapper.findAll('input[type="text"]:not([role="spinbutton"])')).toHaveLength(2)
    expect(wrapper.text()).not.toContain('How many players?')
  })

  it('asks 3 or 4 players for Bambus, 4 first, and as many names and first dealers', async () => {
    const { wrapper } = await openNewGame()
    await chooseGame(wrapper, 'Dr. Jekyll & Mr. Hyde (Bambus)')

    const counts = radiosOf(wrapper, 'How many players?')
    expect(counts.map((radio) => radio.element.parentElement!.textContent!.trim())).toEqual([
      '3 players',
      '4 players',
    ])
    expect(counts[1]!.element.checked).toBe(true)
    expect(wrapper.findAll('input[type="text"]:not([role="spinbutton"])')).toHaveLength(4)
    expect(wrapper.text()).toContain('In the order you sit round the table, clockwise.')

    await counts[0]!.setValue(true)
    expect(wrapper.findAll('input[type="text"]:not([role="spinbutton"])')).toHaveLength(3)
    expect(radiosOf(wrapper, 'Who deals the first hand?')).toHaveLength(3)
  })

  it('keeps the names typed when another game is chosen', async () => {
    const { wrapper } = await openNewGame()
    await fillNames(wrapper, ['Ada', 'Bram'])
    await chooseGame(wrapper, 'Dr. Jekyll & Mr. Hyde (Bambus)')

    expect(byLabel(wrapper, 'Player 1').element.value).toBe('Ada')
    expect(byLabel(wrapper, 'Player 2').element.value).toBe('Bram')
  })
})

describe("the players' names", () => {
  it('are each required and each different, said under the name, and nothing starts', async () => {
    const { wrapper, test } = await openNewGame()
    await chooseGame(wrapper, 'Dr. Jekyll & Mr. Hyde (Bambus)')
    await fillNames(wrapper, ['Ada', 'Bram', ' Ada ', ''])
    await wrapper.get('button[type="submit"]').trigger('click')
    await flushPromises()

    const players = [1, 2, 3, 4].map((number) => byLabel(wrapper, `Player ${number}`))
    expect(players.map((input) => problemOf(wrapper, input))).toEqual([
      '',
      '',
      'Another player already has this name.',
      'Enter a name.',
    ])
    expect(players.map((input) => input.attributes('aria-invalid'))).toEqual([
      'false',
      'false',
      'true',
      'true',
    ])
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Some entries need a look: see the messages above.',
    )
    expect(test.savedGames().size).toBe(0)
  })
})
