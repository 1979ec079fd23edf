import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createBrowserPlatform } from '../../src/renderer/src/platform'
import { installDialogShim } from './support/dialog-shim'
import { mountApp } from './support/mount-app'
import { packageVersion } from './support/package-version'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)

beforeAll(installDialogShim)
beforeEach(() => {
  localStorage.clear()
})

function aboutDialog() {
  const dialog = document.querySelector('dialog')
  if (!dialog) throw new Error('no <dialog> in the page')
  return dialog
}

describe('the About dialog', () => {
  it('is closed at start', async () => {
    await mountApp({ languages: ['en'] })
    expect(aboutDialog().open).toBe(false)
  })

  it("opens on the native menu's About command, with name and version", async () => {
    const test = createTestPlatform({ version: '9.8.7-test' })
    await mountApp({ platform: test.platform, languages: ['en'] })

    test.sendMenuCommand({ kind: 'about' })
    await flushPromises()

    const dialog = aboutDialog()
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'About Casebook',
    )
    expect(dialog.textContent).toContain('Casebook')
    expect(dialog.textContent).toContain('Version 9.8.7-test')
    expect(dialog.textContent).toContain('Electron 45.1.0')
    expect(dialog.textContent).toContain('Chromium 142.0.7444.52')
  })

  it('opens from the About button, moves focus in, and gives it back on close', async () => {
    const wrapper = await mountApp({ languages: ['en'] })
    const aboutButton = wrapper.findAll('button').find((button) => button.text() === 'About')!
    ;(aboutButton.element as HTMLButtonElement).focus()

    await aboutButton.trigger('click')
    await flushPromises()

    const dialog = aboutDialog()
    expect(dialog.open).toBe(true)
    const close = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Close',
    )
    expect(document.activeElement).toBe(close)

    close!.click()
    await flushPromises()

    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(aboutButton.element)
  })

  it('can be opened again after closing', async () => {
    const test = createTestPlatform()
    await mountApp({ platform: test.platform, languages: ['en'] })

    test.sendMenuCommand({ kind: 'about' })
    await flushPromises()
    aboutDialog().close()
    await flushPromises()
    test.sendMenuCommand({ kind: 'about' })
    await flushPromises()

    expect(aboutDialog().open).toBe(true)
  })

  it('speaks French when the app does', async () => {
    const test = createTestPlatform({ version: '1.2.3' })
    await mountApp({ platform: test.platform, languages: ['fr'] })

    test.sendMenuCommand({ kind: 'about' })
    await flushPromises()

    expect(aboutDialog().textContent).toContain('À propos de Casebook')
    expect(aboutDialog().textContent).toContain('Version 1.2.3')
    expect(aboutDialog().textContent).toContain('Fermer')
  })

  it('says so when the version cannot be read', async () => {
    const test = createTestPlatform()
    test.platform.getAppInfo = () => Promise.reject(new Error('bridge gone'))
    await mountApp({ platform: test.platform, languages: ['en'] })

    test.sendMenuCommand({ kind: 'about' })
    await flushPromises()

    expect(aboutDialog().textContent).toContain('Version information is not available.')
  })

  it('in a browser, shows the version from package.json and no Electron', async () => {
    const wrapper = await mountApp({ platform: createBrowserPlatform(), languages: ['en'] })
    const aboutButton = wrapper.findAll('button').find((button) => button.text() === 'About')!

    await aboutButton.trigger('click')
    await flushPromises()

    expect(aboutDialog().textContent).toContain(`Version ${packageVersion}`)
    expect(aboutDialog().textContent).toContain('Running in your web browser')
    expect(aboutDialog().textContent).not.toContain('Electron')
  })

  it('stops listening to the native menu when the app goes away', async () => {
    const test = createTestPlatform()
    const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
    // The app and the home screen (Open game log) each listen.
    expect(test.listenerCount).toBe(2)

    wrapper.unmount()

    expect(test.listenerCount).toBe(0)
  })
})
