import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, expect, it, vi } from 'vitest'
import { game } from '../score-sheet/games'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

// Alone in its file: an empty library starts without the games' rules (decision 0031), and no
// other test here may have loaded them first.

enableAutoUnmount(afterEach)

it('shows, scored, the first game another program adds to an empty library', async () => {
  const test = createTestPlatform()
  const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
  expect(wrapper.find('[data-testid="empty-home"]').exists()).toBe(true)

  const { log: won, score } = game('game-won')
  await test.platform.saveGame({ ...won, title: 'Added elsewhere' })
  test.sendGamesChanged()

  await vi.waitFor(() => expect(wrapper.find('.game-card').exists()).toBe(true))
  const card = wrapper.get('.game-card')
  expect(card.get('h2').text()).toBe('Added elsewhere')
  const totals = won.players.map((player) => `${player.name} ${score.totals[player.id]}`)
  expect(card.get('.game-card__status span').text()).toBe(totals.join(' · '))
})
