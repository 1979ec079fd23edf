import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readonly, ref } from 'vue'
import {
  pickAppUpdates,
  type AppUpdates,
  type AppUpdateState,
} from '../../src/renderer/src/platform'
import { firstHands } from './score-sheet/games'
import { handFormShown } from './support/hand-form'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)
beforeEach(() => localStorage.clear())

/**
 * A new version as the service worker reports it (the real one needs a browser: the end-to-end
 * test tests/e2e/update.spec.ts runs it): a state to set, and the reloads asked for.
 */
function webAppUpdates(initial: AppUpdateState = 'current') {
  const state = ref<AppUpdateState>(initial)
  let reloads = 0
  const updates: AppUpdates = {
    canOffer: true,
    state: readonly(state),
    reloadNow: () => {
      reloads += 1
      state.value = 'reloading'
    },
  }
  return {
    updates,
    newVersionReady: () => (state.value = 'ready'),
    get reloads() {
      return reloads
    },
  }
}

async function openApp(updates: AppUpdates, path = '/', languages = ['en']) {
  const test = createTestPlatform({ electron: null, chrome: null })
  // A game under way, so that its hand form opens.
  const { log } = firstHands('game-won', 1)
  await test.platform.saveGame(log)
  const wrapper = await mountApp({ platform: test.platform, appUpdates: updates, languages }, path)
  return { wrapper, gameId: log.id! }
}

const status = () => document.querySelector('[role="status"].update')
const reloadButton = (wrapper: VueWrapper) =>
  wrapper.findAll('button').find((button) => button.classes('update__reload'))

describe('the new version banner', () => {
  it('says nothing while the running version is the newest', async () => {
    const { wrapper } = await openApp(webAppUpdates().updates)
    expect(status()?.textContent?.trim()).toBe('')
    expect(reloadButton(wrapper)).toBeUndefined()
  })

  it('says so in a live region already on the page, and reloads into it when asked', async () => {
    const update = webAppUpdates()
    const { wrapper } = await openApp(update.updates)
    const region = status()

    update.newVersionReady()
    await flushPromises()

    // The same element: a screen reader announces the words put into a region it already knew.
    expect(status()).toBe(region)
    expect(region?.textContent).toContain('A new version of Casebook is ready.')
    expect(region?.textContent).toContain('Your games and any hand in progress are kept.')
    const button = reloadButton(wrapper)!
    expect(button.text()).toBe('Reload now')
    expect(button.attributes('type')).toBe('button')

    await button.trigger('click')
    await flushPromises()
    expect(update.reloads).toBe(1)
    expect(reloadButton(wrapper)!.text()).toBe('Reloading…')
    expect(reloadButton(wrapper)!.attributes('disabled')).toBeDefined()
  })

  it('speaks French to a French reader', async () => {
    const { wrapper } = await openApp(webAppUpdates('ready').updates, '/', ['fr'])
    expect(status()?.textContent).toContain('Une nouvelle version de Casebook est prête.')
    expect(status()?.textContent).toContain('Vos parties et toute manche en cours sont conservées.')
    expect(reloadButton(wrapper)!.text()).toBe('Recharger maintenant')
  })

  it('waits while a new game is being set up, and shows once the form is left', async () => {
    const { wrapper } = await openApp(webAppUpdates('ready').updates, '/new')
    expect(status()?.textContent?.trim()).toBe('')
    expect(reloadButton(wrapper)).toBeUndefined()

    await wrapper.vm.$router.push('/')
    await flushPromises()
    expect(status()?.textContent).toContain('A new version of Casebook is ready.')
  })

  it('waits while a hand is being entered, and shows on the game page', async () => {
    const update = webAppUpdates()
    const { wrapper, gameId } = await openApp(update.updates)
    await wrapper.vm.$router.push(`/game/${gameId}/hand/new`)
    await handFormShown(wrapper)

    update.newVersionReady()
    await flushPromises()
    expect(reloadButton(wrapper)).toBeUndefined()

    await wrapper.vm.$router.push(`/game/${gameId}`)
    await flushPromises()
    expect(reloadButton(wrapper)!.text()).toBe('Reload now')
  })

  it('never shows in the desktop app, which has no service worker', async () => {
    const bridge = createTestPlatform()
    const updates = pickAppUpdates({ casebook: bridge.platform })
    expect(updates.state.value).toBe('current')

    expect(updates.canOffer).toBe(false)

    await mountApp({ platform: bridge.platform, appUpdates: updates })
    updates.reloadNow()
    await flushPromises()
    expect(updates.state.value).toBe('current')
    // Not even an empty live region: nothing of it is on the desktop app's page.
    expect(status()).toBeNull()
  })
})
