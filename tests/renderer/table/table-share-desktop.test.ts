import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createElectronPlatform } from '../../../src/renderer/src/platform/electron'
import { tableServerStorageKey } from '../../../src/renderer/src/preferences'
import type { Locale } from '../../../src/shared/i18n'
import { game } from '../score-sheet/games'
import { installDialogShim } from '../support/dialog-shim'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
beforeEach(() => {
  localStorage.clear()
  // This device already has its name at the table: Share goes straight to sharing.
  localStorage.setItem('casebook.tableName', 'Ada')
})

/**
 * The desktop app on a game's page: the games kept by the stand-in, the table server reached
 * through the Electron platform over the bridge, as the preload gives it.
 */
async function desktopGame(locale: Locale = 'en') {
  const bridge = createTestPlatform()
  const { log } = game('game-won')
  await bridge.platform.saveGame(log)
  const wrapper = await mountApp(
    {
      platform: {
        ...bridge.platform,
        tableServer: createElectronPlatform(bridge.platform).tableServer,
      },
      languages: [locale],
    },
    `/game/${log.id}`,
  )
  // The game page and its words are fetched on first use: slow on a busy machine.
  await vi.waitFor(() => expect(shareButton(wrapper).exists()).toBe(true), { timeout: 15_000 })
  return { wrapper, bridge }
}

const shareButton = (wrapper: VueWrapper) => wrapper.find('[data-testid="share-with-table"]')

async function share(wrapper: VueWrapper) {
  await shareButton(wrapper).trigger('click')
  await flushPromises()
  await vi.waitFor(() => expect(wrapper.find('[data-testid="share-refused"]').exists()).toBe(true))
  return wrapper.get('[data-testid="share-refused"]').text()
}

describe('Share with the table, in the desktop app', () => {
  it('is offered without a sync server behind the page: the app runs its own', async () => {
    const { wrapper } = await desktopGame()
    expect(shareButton(wrapper).text()).toBe('Share with the table')
  })

  it.each([
    [
      'en',
      'This computer is set never to run the table server, so it cannot share a game. Change it in About Casebook.',
    ],
    [
      'fr',
      'Cet ordinateur est réglé pour ne jamais lancer le serveur de la table\u00a0: il ne peut pas partager de partie. Changez-le dans À propos de Casebook.',
    ],
  ] as const)(
    'says why it cannot share when told never to run the server (%s), and starts nothing',
    async (locale, words) => {
      localStorage.setItem(tableServerStorageKey, 'never')
      const { wrapper, bridge } = await desktopGame(locale)
      expect(await share(wrapper)).toBe(words)
      expect(bridge.tableServerCalls).toEqual([])
    },
  )

  it('says the server could not start when the main process refused', async () => {
    const { wrapper, bridge } = await desktopGame()
    bridge.answerTableServer({ refused: 'failed', detail: 'EACCES' })
    expect(await share(wrapper)).toBe(
      'The table server could not start on this computer. Try again.',
    )
    expect(bridge.tableServerCalls).toEqual(['start'])
  })
})

describe('the setting', () => {
  it('is in About on the desktop, kept for the next start', async () => {
    const { wrapper } = await desktopGame()
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'About')!
      .trigger('click')
    const setting = wrapper.get('[data-testid="never-run-table-server"]')
    expect(setting.element.closest('label')?.textContent?.trim()).toBe(
      'Never run the table server on this computer',
    )
    expect((setting.element as HTMLInputElement).checked).toBe(false)
    await setting.setValue(true)
    expect(localStorage.getItem(tableServerStorageKey)).toBe('never')
    await setting.setValue(false)
    expect(localStorage.getItem(tableServerStorageKey)).toBe('allowed')
  })

  it('is not in the web app’s About, which runs no server', async () => {
    const wrapper = await mountApp({ languages: ['en'] })
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'About')!
      .trigger('click')
    expect(wrapper.find('[data-testid="never-run-table-server"]').exists()).toBe(false)
  })
})
