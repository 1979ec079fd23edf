import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { screenAwakeStorageKey } from '../../src/renderer/src/preferences'
import { game } from './score-sheet/games'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)
afterEach(() => {
  localStorage.clear()
  setVisibility('visible')
})

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

async function openApp(path: (id: string) => string, languages = ['en']) {
  const test = createTestPlatform()
  const { log } = game('game-won')
  await test.platform.saveGame(log)
  const wrapper = await mountApp({ platform: test.platform, languages }, path(log.id!))
  return { wrapper, test }
}

const screenSwitch = (wrapper: VueWrapper) => wrapper.get('[data-testid="screen-awake-switch"]')

describe('the screen stays awake while a game is open', () => {
  it('asks when a game opens, and lets the screen sleep once the player goes home', async () => {
    const { wrapper, test } = await openApp((id) => `/game/${id}`)
    expect(test.screenAwakeCalls).toEqual([true])
    await wrapper.get('[data-testid="home-link"]').trigger('click')
    await flushPromises()
    expect(test.screenAwakeCalls).toEqual([true, false])
  })

  it('never asks on the list of games', async () => {
    const { test } = await openApp(() => '/')
    expect(test.screenAwakeCalls).toEqual([])
  })

  it('lets go while the page is hidden and asks again when it shows', async () => {
    const { test } = await openApp((id) => `/game/${id}`)
    setVisibility('hidden')
    await flushPromises()
    setVisibility('visible')
    await flushPromises()
    expect(test.screenAwakeCalls).toEqual([true, false, true])
  })
})

describe('the setting that turns it off', () => {
  it('is a named switch in the top bar, on by default', async () => {
    const { wrapper } = await openApp(() => '/')
    const control = screenSwitch(wrapper)
    expect(control.element.tagName).toBe('BUTTON')
    expect(control.attributes('role')).toBe('switch')
    expect(control.attributes('aria-checked')).toBe('true')
    expect(control.text()).toBe('Keep screen on')
    expect(control.attributes('title')).toBe('While a game is open, the screen does not go dark.')
  })

  it('turned off, lets the screen sleep at once and at every later start', async () => {
    const first = await openApp((id) => `/game/${id}`)
    await screenSwitch(first.wrapper).trigger('click')
    await flushPromises()
    expect(screenSwitch(first.wrapper).attributes('aria-checked')).toBe('false')
    expect(first.test.screenAwakeCalls).toEqual([true, false])
    expect(localStorage.getItem(screenAwakeStorageKey)).toBe('off')
    first.wrapper.unmount()

    const again = await openApp((id) => `/game/${id}`)
    expect(screenSwitch(again.wrapper).attributes('aria-checked')).toBe('false')
    expect(again.test.screenAwakeCalls).toEqual([])
    await screenSwitch(again.wrapper).trigger('click')
    await flushPromises()
    expect(again.test.screenAwakeCalls).toEqual([true])
  })

  it('speaks French', async () => {
    const { wrapper } = await openApp(() => '/', ['fr'])
    expect(screenSwitch(wrapper).text()).toBe('Écran allumé')
  })
})
