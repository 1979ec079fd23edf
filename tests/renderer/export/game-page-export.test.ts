import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { game } from '../score-sheet/games'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

let unmount: (() => void) | null = null
afterEach(() => {
  unmount?.()
  unmount = null
})

async function gamePage() {
  const bridge = createTestPlatform()
  await bridge.platform.saveGame(game('game-won').log)
  const wrapper = await mountApp(
    { platform: bridge.platform, languages: ['en'], storage: null },
    '/game/game-won',
  )
  unmount = () => wrapper.unmount()
  return { wrapper, bridge }
}

describe('export on the game page', () => {
  it('opens the export choices on File > Export…', async () => {
    const { wrapper, bridge } = await gamePage()
    const panel = wrapper.get('.export-menu [role="group"]')
    expect(panel.isVisible()).toBe(false)
    bridge.sendMenuCommand({ kind: 'export' })
    await flushPromises()
    expect(panel.isVisible()).toBe(true)
    expect(document.activeElement?.textContent?.trim()).toBe('Game log (JSON)')
  })

  it('renders the breakdown of every hand only for printing', async () => {
    const { wrapper } = await gamePage()
    expect(wrapper.find('[data-testid="print-breakdowns"]').exists()).toBe(false)
    window.dispatchEvent(new Event('beforeprint'))
    await flushPromises()
    const section = wrapper.get('[data-testid="print-breakdowns"]')
    expect(section.findAll('.breakdown')).toHaveLength(game('game-won').log.hands.length)
    window.dispatchEvent(new Event('afterprint'))
    await flushPromises()
    expect(wrapper.find('[data-testid="print-breakdowns"]').exists()).toBe(false)
  })

  it('stops listening to File > Export… once the game page is left', async () => {
    const { wrapper, bridge } = await gamePage()
    const before = bridge.listenerCount
    await wrapper.vm.$router.push('/rules')
    await flushPromises()
    expect(bridge.listenerCount).toBe(before - 1)
  })
})
