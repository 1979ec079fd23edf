// @vitest-environment-options {"url": "http://127.0.0.1:3030/"}
import { enableAutoUnmount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetAll, groupId, opened } from './fake-table-repo'
import { desktopHistoryPage, historyPage, makeGroup, serverAnswers, showLink } from './group-page'

/*
 * The group's link (issue 30, point 4) from a page opened at 127.0.0.1, as on the computer that
 * runs the sync server, and in the desktop app: always at an address the other devices open, the
 * host's choice when there are several, or a sentence saying why there is none.
 */

vi.mock('../../../src/renderer/src/sync/table-repo', () => import('./fake-table-repo'))
vi.mock('../../../src/renderer/src/sync/table-game', () => ({ TableGame: class {} }))

enableAutoUnmount(afterEach)
beforeEach(() => {
  localStorage.clear()
  forgetAll()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const linkOf = (wrapper: VueWrapper) => wrapper.get('[data-testid="group-link"]').text()
const panel = (wrapper: VueWrapper) => wrapper.get('[data-testid="group-panel"]')
const rememberGroupAt = (server: string) =>
  localStorage.setItem('casebook.group', JSON.stringify({ documentId: groupId, server }))

describe('the group’s link, from a page opened at 127.0.0.1', () => {
  it('is at the server’s network address, never 127.0.0.1, and the group still syncs here', async () => {
    const asked = serverAnswers(['192.168.1.20:3030'])
    const wrapper = await historyPage()
    await makeGroup(wrapper)
    expect(linkOf(wrapper)).toBe(`http://192.168.1.20:3030/#/group/${groupId}`)
    expect(panel(wrapper).text()).not.toContain('127.0.0.1')
    expect(panel(wrapper).get('img').attributes('alt')).toBe('QR code of the group’s link')
    // One address: nothing to choose.
    expect(wrapper.find('[data-testid="group-address"]').exists()).toBe(false)
    expect(asked).toEqual(['http://127.0.0.1:3030/.casebook/addresses'])
    expect(opened).toEqual(['ws://127.0.0.1:3030/'])
    expect(JSON.parse(localStorage.getItem('casebook.group')!)).toEqual({
      documentId: groupId,
      server: 'ws://127.0.0.1:3030/',
    })
  })

  it('offers a labelled choice when the server has several addresses, and remembers it', async () => {
    serverAnswers(['192.168.1.20:3030', '[fd00::5]:3030'])
    const wrapper = await historyPage()
    await makeGroup(wrapper)
    const choice = wrapper.get('[data-testid="group-address"]')
    const label = document.querySelector(`label[for="${choice.attributes('id')}"]`)
    expect(label?.textContent?.trim()).toBe('Address the other devices open')
    expect(choice.findAll('option').map((option) => option.text())).toEqual([
      '192.168.1.20:3030',
      '[fd00::5]:3030',
    ])
    expect(linkOf(wrapper)).toBe(`http://192.168.1.20:3030/#/group/${groupId}`)
    const firstCode = panel(wrapper).get('img').attributes('src')
    await choice.setValue('[fd00::5]:3030')
    expect(linkOf(wrapper)).toBe(`http://[fd00::5]:3030/#/group/${groupId}`)
    expect(panel(wrapper).get('img').attributes('src')).not.toBe(firstCode)
    wrapper.unmount()

    // Started again, the device follows its group; the link shown again is at the address chosen.
    const again = await historyPage('fr')
    await showLink(again)
    expect(linkOf(again)).toBe(`http://[fd00::5]:3030/#/group/${groupId}`)
    expect((again.get('[data-testid="group-address"]').element as HTMLSelectElement).value).toBe(
      '[fd00::5]:3030',
    )
  })

  it('takes the address chosen for a game’s link too, where the server has it', async () => {
    localStorage.setItem('casebook.shareHost', '[fd00::5]:3030')
    serverAnswers(['192.168.1.20:3030', '[fd00::5]:3030'])
    const wrapper = await historyPage()
    await makeGroup(wrapper)
    expect(linkOf(wrapper)).toBe(`http://[fd00::5]:3030/#/group/${groupId}`)
  })

  it.each([
    [
      'en',
      'No link for the group’s other devices: this page was opened at an address only this computer reaches (such as 127.0.0.1), and the server has no address on a network.',
    ],
    [
      'fr',
      'Pas de lien pour les autres appareils du groupe\u00a0: cette page a été ouverte à une adresse que seul cet ordinateur atteint (comme 127.0.0.1), et le serveur n’a aucune adresse sur un réseau.',
    ],
  ] as const)(
    'says plainly why there is no link when the server is on no network (%s)',
    async (locale, words) => {
      serverAnswers([])
      const wrapper = await historyPage(locale)
      await makeGroup(wrapper)
      expect(wrapper.get('[data-testid="group-no-link"]').text()).toContain(words)
      for (const part of ['group-link', 'group-address']) {
        expect(wrapper.find(`[data-testid="${part}"]`).exists()).toBe(false)
      }
      expect(panel(wrapper).find('img').exists()).toBe(false)
    },
  )
})

describe('the group’s link, in the desktop app', () => {
  it('is at this computer’s network address, its server reached at its port of today', async () => {
    // The group was made when the server had another port.
    rememberGroupAt('ws://127.0.0.1:4141/')
    const asked = serverAnswers([])
    const wrapper = await desktopHistoryPage({
      port: 3030,
      addresses: ['127.0.0.1', 'fe80::1', '192.168.1.20'],
      webApp: true,
    })
    await showLink(wrapper)
    expect(linkOf(wrapper)).toBe(`http://192.168.1.20:3030/#/group/${groupId}`)
    expect(panel(wrapper).text()).not.toContain('127.0.0.1')
    expect(opened).toEqual(['ws://127.0.0.1:3030/'])
    // The desktop app knows its own addresses: it asks no page's server.
    expect(asked).toEqual([])
  })

  it('says why there is no link when this computer is on no network', async () => {
    rememberGroupAt('ws://127.0.0.1:3030/')
    const wrapper = await desktopHistoryPage(
      { port: 3030, addresses: ['127.0.0.1', '::1'], webApp: true },
      'fr',
    )
    await showLink(wrapper)
    expect(wrapper.get('[data-testid="group-no-link"]').text()).toContain(
      'Pas de lien pour les autres appareils du groupe\u00a0: cet ordinateur n’est sur aucun réseau qu’ils atteignent',
    )
    expect(wrapper.find('[data-testid="group-link"]').exists()).toBe(false)
  })
})
