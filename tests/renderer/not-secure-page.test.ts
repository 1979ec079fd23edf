import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createBrowserPlatform } from '../../src/renderer/src/platform'
import { screenAwakeStorageKey } from '../../src/renderer/src/preferences'
import { game } from './score-sheet/games'
import { installDialogShim } from './support/dialog-shim'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

/*
 * A page served over plain http from a network address (a phone at the table) is not a secure
 * context: no wake lock, no service worker. Each says so where the reader looks (decision 0061).
 */
enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
beforeEach(() => localStorage.clear())
afterEach(() => Reflect.deleteProperty(window, 'isSecureContext'))

function servedAsPhonesGetIt(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true })
}

const screenSwitch = (wrapper: VueWrapper) => wrapper.get('[data-testid="screen-awake-switch"]')
const why = (wrapper: VueWrapper) => wrapper.get('[data-testid="screen-awake-unavailable"]')

describe('keeping the screen on, on a page that is not a secure context', () => {
  it('is a button that says why it is not available, instead of a switch that does nothing', async () => {
    servedAsPhonesGetIt(false)
    const test = createTestPlatform()
    const { log } = game('game-won')
    await test.platform.saveGame(log)
    const wrapper = await mountApp(
      { platform: test.platform, languages: ['en'] },
      `/game/${log.id}`,
    )
    const control = screenSwitch(wrapper)
    // Not a switch there: a button that shows why, as a disclosure does.
    expect(control.attributes('role')).toBeUndefined()
    expect(control.attributes('aria-checked')).toBeUndefined()
    expect(control.attributes('aria-expanded')).toBe('false')
    expect(control.attributes('aria-controls')).toBe(why(wrapper).attributes('id'))
    expect(control.text()).toBe('Keep screen on')
    const sentence =
      'Keeping the screen on is not available here: this page comes over plain http from a network address, where the browser does not allow it. Open Casebook on the computer that runs the server, or over https, for that.'
    // Said in a live region once pressed, not before.
    expect(why(wrapper).attributes('role')).toBe('status')
    expect(why(wrapper).text()).toBe('')
    await control.trigger('click')
    await flushPromises()
    expect(why(wrapper).text()).toBe(sentence)
    expect(control.attributes('aria-expanded')).toBe('true')
    // The reader's choice is left as it was, for a page where it works.
    expect(localStorage.getItem(screenAwakeStorageKey)).toBeNull()
    await control.trigger('click')
    expect(why(wrapper).text()).toBe('')
  })

  it('says why in French', async () => {
    servedAsPhonesGetIt(false)
    const wrapper = await mountApp({ languages: ['fr'] })
    await screenSwitch(wrapper).trigger('click')
    expect(why(wrapper).text()).toBe(
      'Garder l’écran allumé n’est pas possible ici\u00a0: cette page vient en http simple d’une adresse du réseau, où le navigateur ne le permet pas. Ouvrez Casebook sur l’ordinateur qui fait tourner le serveur, ou en https, pour cela.',
    )
  })

  it('is an ordinary switch on a secure page', async () => {
    servedAsPhonesGetIt(true)
    const wrapper = await mountApp({ languages: ['en'] })
    expect(screenSwitch(wrapper).attributes('role')).toBe('switch')
    expect(screenSwitch(wrapper).attributes('aria-checked')).toBe('true')
    expect(wrapper.find('[data-testid="screen-awake-unavailable"]').exists()).toBe(false)
  })
})

describe('About, on a page that is not a secure context', () => {
  async function aboutText(languages: string[]) {
    const wrapper = await mountApp({ platform: createBrowserPlatform(), languages })
    await wrapper.get('.top-bar__actions button[aria-haspopup="dialog"]').trigger('click')
    await flushPromises()
    return document.querySelector('dialog')?.textContent ?? ''
  }

  it('says that working offline and installing are not available here, and why', async () => {
    servedAsPhonesGetIt(false)
    expect(await aboutText(['en'])).toContain(
      'Working offline and installing as an app are not available here: this page comes over plain http from a network address, where the browser does not allow them. Open Casebook on the computer that runs the server, or over https, for that.',
    )
  })

  it('says it in French', async () => {
    servedAsPhonesGetIt(false)
    expect(await aboutText(['fr'])).toContain(
      'Travailler hors ligne et installer l’application ne sont pas possibles ici\u00a0: cette page vient en http simple',
    )
  })

  it('says nothing of it on a secure page', async () => {
    servedAsPhonesGetIt(true)
    const text = await aboutText(['en'])
    expect(text).toContain('Running in your web browser')
    expect(text).not.toContain('not available here')
  })
})
