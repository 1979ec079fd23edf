import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { game, type FixtureName } from './score-sheet/games'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)

async function openGame(name: FixtureName, languages = ['en']) {
  const test = createTestPlatform()
  const { log } = game(name)
  await test.platform.saveGame(log)
  const wrapper = await mountApp({ platform: test.platform, languages }, `/game/${log.id}`)
  return { wrapper, test, log }
}

describe('play again', () => {
  it('starts the same game with the same players and settings, the deal moved on', async () => {
    const { wrapper, test, log } = await openGame('game-won')
    await wrapper.get('[data-testid="play-again"]').trigger('click')
    await flushPromises()

    const others = () => [...test.savedGames().values()].filter((saved) => saved.id !== log.id)
    await vi.waitFor(() => expect(others()).toHaveLength(1))
    const created = others()
    const next = created[0]!
    expect(next).toMatchObject({
      game: log.game,
      players: log.players,
      hands: [],
    })
    expect(next.rules).toEqual(log.rules)
    // Bram dealt the last hand: Ada deals the first of the next game.
    expect(next).toHaveProperty('firstDealer', 'ada')
    expect(test.savedGames().get(log.id!)?.hands).toHaveLength(log.hands.length)
    // The new game's page, ready for its first hand.
    await vi.waitFor(
      () => expect(wrapper.find('button.button--primary').text()).toBe('Enter hand 1'),
      { timeout: 15_000 },
    )
    expect(wrapper.find('[data-testid="play-again"]').exists()).toBe(false)
  })

  it('is offered once a game is finished, not while it goes on', async () => {
    const { wrapper } = await openGame('rulebook-transformation-on-opponent-meld')
    expect(wrapper.find('[data-testid="play-again"]').exists()).toBe(false)
  })

  it('says so in French', async () => {
    const { wrapper } = await openGame('game-won', ['fr'])
    expect(wrapper.get('[data-testid="play-again"]').text()).toBe('Rejouer')
  })
})
