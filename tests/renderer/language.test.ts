import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localeStorageKey } from '../../src/renderer/src/preferences'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)

function systemLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.lang = ''
  systemLanguages(['en-US', 'en'])
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the language switch', () => {
  it('is a labelled control offering English and French', async () => {
    const wrapper = await mountApp()
    const select = wrapper.get('select')
    const label = wrapper.get(`label[for="${select.attributes('id')}"]`)
    expect(label.text()).toBe('Language')
    expect(select.findAll('option').map((option) => option.text())).toEqual(['English', 'Français'])
  })

  it('switches the visible text to French', async () => {
    const wrapper = await mountApp()
    expect(wrapper.get('h1').text()).toBe('Your games')

    await wrapper.get('select').setValue('fr')

    expect(wrapper.get('h1').text()).toBe('Vos parties')
    expect(wrapper.get('label').text()).toBe('Langue')
    expect(wrapper.text()).toContain('Aucune partie enregistrée')
    expect(wrapper.text()).not.toContain('Your games')
    expect(document.documentElement.lang).toBe('fr')
  })

  it('remembers the choice for the next start', async () => {
    const first = await mountApp()
    await first.get('select').setValue('fr')
    expect(localStorage.getItem(localeStorageKey)).toBe('fr')
    first.unmount()

    const second = await mountApp()
    expect(second.get('h1').text()).toBe('Vos parties')
    expect((second.get('select').element as HTMLSelectElement).value).toBe('fr')
  })

  it('tells the platform, so the native menu follows', async () => {
    const test = createTestPlatform()
    const wrapper = await mountApp({ platform: test.platform })
    expect(test.languagesSent).toEqual(['en'])

    await wrapper.get('select').setValue('fr')

    expect(test.languagesSent).toEqual(['en', 'fr'])
  })

  it('follows a language chosen from the native menu', async () => {
    const test = createTestPlatform()
    const wrapper = await mountApp({ platform: test.platform })

    test.sendMenuCommand({ kind: 'set-language', locale: 'fr' })
    await flushPromises()

    expect(wrapper.get('h1').text()).toBe('Vos parties')
    expect(localStorage.getItem(localeStorageKey)).toBe('fr')
  })
})

describe('the language at start', () => {
  it('follows the system when nothing is stored', async () => {
    systemLanguages(['fr-CA', 'en-US'])
    const wrapper = await mountApp()

    expect(wrapper.get('h1').text()).toBe('Vos parties')
    expect(document.documentElement.lang).toBe('fr')
  })

  it('takes the first supported system language', async () => {
    systemLanguages(['de-DE', 'fr-FR', 'en'])
    expect((await mountApp()).get('h1').text()).toBe('Vos parties')
  })

  it('falls back to English when the system speaks neither', async () => {
    systemLanguages(['de-DE', 'es'])
    const wrapper = await mountApp()

    expect(wrapper.get('h1').text()).toBe('Your games')
    expect(document.documentElement.lang).toBe('en')
  })

  it('does not store the system language: only an explicit choice is remembered', async () => {
    systemLanguages(['fr-FR'])
    await mountApp()
    expect(localStorage.getItem(localeStorageKey)).toBeNull()
  })

  it('prefers the stored choice to the system language', async () => {
    localStorage.setItem(localeStorageKey, 'en')
    systemLanguages(['fr-FR'])
    expect((await mountApp()).get('h1').text()).toBe('Your games')
  })

  it('ignores a stored value that is not a supported language', async () => {
    localStorage.setItem(localeStorageKey, 'klingon')
    systemLanguages(['fr-FR'])
    expect((await mountApp()).get('h1').text()).toBe('Vos parties')
  })

  it('still starts when storage refuses access', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    systemLanguages(['fr-FR'])
    const wrapper = await mountApp({ storage: refusing })
    expect(wrapper.get('h1').text()).toBe('Vos parties')

    await wrapper.get('select').setValue('en')
    expect(wrapper.get('h1').text()).toBe('Your games')
  })
})
