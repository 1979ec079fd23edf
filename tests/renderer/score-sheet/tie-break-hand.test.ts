import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installDialogShim } from '../support/dialog-shim'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'
import { game } from './games'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
afterEach(() => document.body.replaceChildren())

describe('a hand that leaves the top tied at the target, on the game page', () => {
  it('says in its breakdown that a tie-break hand is due; the hand that settles it does not', async () => {
    const test = createTestPlatform()
    const { log } = game('game-tie-at-target')
    await test.platform.saveGame(log)
    const wrapper = await mountApp(
      { platform: test.platform, languages: ['en'] },
      `/game/${log.id}`,
    )
    const facts = async (number: number) => {
      await wrapper.get(`tr[data-hand="${number}"] [data-action="open"]`).trigger('click')
      await flushPromises()
      const dialog = wrapper.get('[data-testid="hand-breakdown-dialog"]')
      const shown = dialog.findAll('[data-testid="breakdown-context"] li').map((li) => li.text())
      await dialog.findAll('button').at(-1)!.trigger('click')
      await flushPromises()
      return shown
    }

    expect(await facts(3)).toContain('Tied at the top with 100 or more: a tie-break hand is due')
    expect(await facts(5)).not.toContain(
      'Tied at the top with 100 or more: a tie-break hand is due',
    )
  })
})
