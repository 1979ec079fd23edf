import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import ShareDialog from '../../../src/renderer/src/components/sharing/ShareDialog.vue'
import { installDialogShim } from '../support/dialog-shim'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
afterEach(() => {
  // jsdom has no clipboard and no copy command; each test that needs one puts its own.
  Reflect.deleteProperty(navigator, 'clipboard')
  Reflect.deleteProperty(document, 'execCommand')
})

const link = 'http://192.168.1.20:3030/#/join/4NMNnkHEkN5JAkx9vTsDFkqTKz2e'
const links = [{ host: '192.168.1.20:3030', link }]
const shared = {
  links,
  serverOnThisComputer: true,
  connection: 'online',
  devices: 2,
  serverLabel: 'this computer (127.0.0.1:3030)',
}

function useClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

/** document.execCommand, which browsers have and jsdom has not. */
function useCopyCommand(execCommand: (command: string) => boolean) {
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
}

function svgOf(src: string): string {
  const prefix = 'data:image/svg+xml;base64,'
  expect(src.startsWith(prefix)).toBe(true)
  return atob(src.slice(prefix.length))
}

describe('the share dialog', () => {
  it('opens as a modal labelled by its title, with Close focused', () => {
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    const dialog = wrapper.get('dialog').element as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Share with the table',
    )
    expect(document.activeElement?.textContent?.trim()).toBe('Close')
  })

  it('gives focus back where it was when it goes', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    expect(document.activeElement).not.toBe(opener)
    wrapper.unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('shows the link as a QR code image that is an SVG drawing, and as text', () => {
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    const image = wrapper.get('[data-testid="share-qr"]')
    expect(image.element.tagName).toBe('IMG')
    expect(image.attributes('alt')).toBe('QR code of the link to this game')
    const svg = svgOf(image.attributes('src')!)
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toMatch(/<path [^>]*d="M/)
    expect(wrapper.get('[data-testid="share-link"]').text()).toBe(link)
  })

  it('draws another code for another link', async () => {
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    const first = wrapper.get('[data-testid="share-qr"]').attributes('src')
    await wrapper.setProps({ links: [{ host: '192.168.1.20:3030', link: `${link}x` }] })
    expect(wrapper.get('[data-testid="share-qr"]').attributes('src')).not.toBe(first)
  })

  it('says the link is being made, with nothing to copy yet', () => {
    const wrapper = mountSharing(ShareDialog, 'en', { ...shared, links: null })
    expect(wrapper.text()).toContain('Making the link…')
    expect(wrapper.find('[data-testid="share-qr"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="share-copy"]').exists()).toBe(false)
  })

  it('copies the link and says so in a live region', async () => {
    const written: string[] = []
    useClipboard(async (text) => {
      written.push(text)
    })
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    const status = wrapper.get('[data-testid="share-copy-status"]')
    expect(status.attributes('role')).toBe('status')
    expect(status.text()).toBe('')
    await wrapper.get('[data-testid="share-copy"]').trigger('click')
    await flushPromises()
    expect(written).toEqual([link])
    expect(status.text()).toBe('Copied')
    await wrapper.setProps({ links: [{ host: '192.168.1.20:3030', link: `${link}x` }] })
    expect(status.text()).toBe('')
  })

  it('selects the link for the reader to copy when the clipboard is refused', async () => {
    useClipboard(() => Promise.reject(new DOMException('Refused', 'NotAllowedError')))
    const wrapper = mountSharing(ShareDialog, 'fr', shared)
    await wrapper.get('[data-testid="share-copy"]').trigger('click')
    await flushPromises()
    expect(window.getSelection()?.toString()).toBe(link)
    expect(wrapper.get('[data-testid="share-copy-status"]').text()).toBe(
      'Le lien est sélectionné\u00a0: copiez-le avec le menu ou le clavier de votre appareil.',
    )
  })

  it('selects the link too where there is no clipboard at all', async () => {
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    await wrapper.get('[data-testid="share-copy"]').trigger('click')
    await flushPromises()
    expect(window.getSelection()?.toString()).toBe(link)
    expect(wrapper.get('[data-testid="share-copy-status"]').text()).toContain('is selected')
  })

  it('copies with the copy command where the page has no clipboard (served over plain http)', async () => {
    const selectedWhenCopied: string[] = []
    useCopyCommand((command) => {
      selectedWhenCopied.push(`${command}: ${window.getSelection()?.toString()}`)
      return true
    })
    const wrapper = mountSharing(ShareDialog, 'fr', shared)
    await wrapper.get('[data-testid="share-copy"]').trigger('click')
    await flushPromises()
    expect(selectedWhenCopied).toEqual([`copy: ${link}`])
    expect(wrapper.get('[data-testid="share-copy-status"]').text()).toBe('Copié')
  })

  it('leaves the link selected when the copy command fails too', async () => {
    useCopyCommand(() => {
      throw new DOMException('Refused', 'SecurityError')
    })
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    await wrapper.get('[data-testid="share-copy"]').trigger('click')
    await flushPromises()
    expect(window.getSelection()?.toString()).toBe(link)
    expect(wrapper.get('[data-testid="share-copy-status"]').text()).toContain('is selected')
  })

  it('says the connection, the devices following and what crosses the network, in English', async () => {
    const wrapper = mountSharing(ShareDialog, 'en', {
      ...shared,
      connection: 'connecting',
      devices: 0,
    })
    const state = wrapper.get('[data-testid="share-state"]')
    expect(state.attributes('role')).toBe('status')
    expect(state.text()).toContain('Connecting…')
    expect(state.text()).toContain('No other device follows this game yet.')
    await wrapper.setProps({ connection: 'online', devices: 1 })
    expect(state.text()).toContain('Online: changes reach the other devices at once.')
    expect(state.text()).toContain('1 other device follows this game.')
    await wrapper.setProps({ connection: 'offline', devices: 3 })
    expect(state.text()).toContain('Offline: changes made here are kept')
    expect(state.text()).toContain('3 other devices follow this game.')
    expect(wrapper.get('[data-testid="share-crosses"]').text()).toBe(
      'The game’s log (players’ names and every hand) goes to the devices that open this link, through this computer (127.0.0.1:3030). Anyone with the link can see and change this game.',
    )
  })

  it('says the same in French', () => {
    const wrapper = mountSharing(ShareDialog, 'fr', {
      ...shared,
      serverLabel: 'cet ordinateur (127.0.0.1:3030)',
    })
    expect(wrapper.get('h2').text()).toBe('Partager avec la table')
    expect(wrapper.get('[data-testid="share-qr"]').attributes('alt')).toBe(
      'Code QR du lien vers cette partie',
    )
    expect(wrapper.get('[data-testid="share-copy"]').text()).toBe('Copier le lien')
    const state = wrapper.get('[data-testid="share-state"]').text()
    expect(state).toContain('En ligne\u00a0: les changements arrivent aussitôt')
    expect(state).toContain('2\u00a0autres appareils suivent cette partie.')
    expect(wrapper.get('[data-testid="share-crosses"]').text()).toContain(
      'en passant par cet ordinateur (127.0.0.1:3030). Toute personne qui a le lien peut voir et modifier cette partie.',
    )
  })

  it('says plainly when the table’s server is full, in English and in French', () => {
    const words = { en: 'The table’s server is full', fr: 'Le serveur de la table est plein' }
    for (const [locale, full] of Object.entries(words)) {
      const wrapper = mountSharing(ShareDialog, locale as 'en' | 'fr', {
        ...shared,
        connection: 'full',
      })
      expect(wrapper.get('[data-testid="share-state"]').text()).toContain(full)
      wrapper.unmount()
    }
  })

  it('closes on Close and on Escape', async () => {
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    await wrapper.get('[data-testid="share-close"]').trigger('click')
    await wrapper.get('dialog').trigger('cancel')
    expect(wrapper.emitted('close')).toHaveLength(2)
    expect(wrapper.emitted('stop')).toBeUndefined()
  })

  it('stops sharing only once asked and confirmed, the safe answer focused', async () => {
    const wrapper = mountSharing(ShareDialog, 'en', shared)
    await wrapper.get('[data-testid="share-stop"]').trigger('click')
    const confirm = wrapper.get('[data-testid="share-confirm-stop"]')
    expect(confirm.text()).toContain(
      'Stop sharing? Devices that have the link can no longer follow the game; they keep what they have.',
    )
    expect(wrapper.emitted('stop')).toBeUndefined()
    expect(document.activeElement?.textContent?.trim()).toBe('Keep sharing')
    await wrapper.get('[data-testid="share-stop-confirm"]').trigger('click')
    expect(wrapper.emitted('stop')).toHaveLength(1)
  })

  it('backs out of the question with Keep sharing or Escape, without closing', async () => {
    const wrapper = mountSharing(ShareDialog, 'fr', shared)
    await wrapper.get('[data-testid="share-stop"]').trigger('click')
    expect(wrapper.text()).toContain('Arrêter le partage\u00a0? Les appareils qui ont le lien')
    await wrapper.get('dialog').trigger('cancel')
    await flushPromises()
    expect(wrapper.find('[data-testid="share-confirm-stop"]').exists()).toBe(false)
    expect(document.activeElement?.textContent?.trim()).toBe('Arrêter le partage')
    await wrapper.get('[data-testid="share-stop"]').trigger('click')
    const keep = wrapper
      .findAll('button')
      .find((button) => button.text() === 'Continuer le partage')!
    await keep.trigger('click')
    expect(wrapper.find('[data-testid="share-confirm-stop"]').exists()).toBe(false)
    expect(wrapper.emitted('close')).toBeUndefined()
    expect(wrapper.emitted('stop')).toBeUndefined()
  })

  it('offers a labelled choice of address when the server has several, and remembers it', async () => {
    localStorage.clear()
    const two = [
      { host: '192.168.1.20:3030', link },
      { host: '[fd00::5]:3030', link: 'http://[fd00::5]:3030/#/join/4NMNnkHEkN5JAkx9vTsDFkqTKz2e' },
    ]
    const wrapper = mountSharing(ShareDialog, 'en', { ...shared, links: two })
    const choice = wrapper.get('[data-testid="share-address"]')
    const label = document.querySelector(`label[for="${choice.attributes('id')}"]`)
    expect(label?.textContent?.trim()).toBe('Address the other devices open')
    expect(choice.findAll('option').map((option) => option.text())).toEqual([
      '192.168.1.20:3030',
      '[fd00::5]:3030',
    ])
    expect(wrapper.get('[data-testid="share-link"]').text()).toBe(link)
    const first = wrapper.get('[data-testid="share-qr"]').attributes('src')
    await choice.setValue('[fd00::5]:3030')
    expect(wrapper.get('[data-testid="share-link"]').text()).toBe(two[1]!.link)
    expect(wrapper.get('[data-testid="share-qr"]').attributes('src')).not.toBe(first)
    wrapper.unmount()

    // Opened again, on another game: the address chosen last.
    const again = mountSharing(ShareDialog, 'fr', { ...shared, links: two })
    expect(again.get('[data-testid="share-link"]').text()).toBe(two[1]!.link)
    expect(
      document
        .querySelector(`label[for="${again.get('select').attributes('id')}"]`)
        ?.textContent?.trim(),
    ).toBe('Adresse qu’ouvrent les autres appareils')
    // An address the server no longer has: the first one.
    await again.setProps({ links: [two[0]] })
    expect(again.get('[data-testid="share-link"]').text()).toBe(link)
    expect(again.find('[data-testid="share-address"]').exists()).toBe(false)
  })

  it.each([
    ['en', true, 'No link for the other devices: this computer is on no network they can reach'],
    [
      'en',
      false,
      'No link for the other devices: this page was opened at an address only this computer reaches (such as 127.0.0.1)',
    ],
    [
      'fr',
      true,
      'Pas de lien pour les autres appareils\u00a0: cet ordinateur n’est sur aucun réseau',
    ],
    [
      'fr',
      false,
      'Pas de lien pour les autres appareils\u00a0: cette page a été ouverte à une adresse que seul cet ordinateur atteint',
    ],
  ] as const)(
    'says plainly why there is no link when no other device reaches the server (%s, on this computer: %s)',
    (locale, onThisComputer, words) => {
      const wrapper = mountSharing(ShareDialog, locale, {
        ...shared,
        links: [],
        serverOnThisComputer: onThisComputer,
      })
      expect(wrapper.get('[data-testid="share-no-link"]').text()).toContain(words)
      for (const part of ['share-qr', 'share-link', 'share-copy', 'share-address']) {
        expect(wrapper.find(`[data-testid="${part}"]`).exists()).toBe(false)
      }
    },
  )
})
