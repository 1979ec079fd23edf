import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import JoinTableLink from '../../../src/renderer/src/components/sharing/JoinTableLink.vue'
import { createElectronPlatform } from '../../../src/renderer/src/platform/electron'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

enableAutoUnmount(afterEach)

const documentId = '2aPr9bnRnpMKDbHvsBKfMN9N34gL'
const Page = { template: '<p />' }

/** The field alone, over a router whose join page is a stand-in. */
async function field(locale: Locale = 'en') {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: Page },
      { path: '/join/:documentId', name: 'join', component: Page },
    ],
  })
  await router.push('/')
  const wrapper = mount(JoinTableLink, {
    attachTo: document.body,
    global: { plugins: [createCasebookI18n(locale), router] },
  })
  return { wrapper, router }
}

async function paste(wrapper: Awaited<ReturnType<typeof field>>['wrapper'], text: string) {
  await wrapper.get('input').setValue(text)
  await wrapper.get('form').trigger('submit')
  await flushPromises()
}

describe('joining a game shared at the table, in the desktop app', () => {
  it('is in the library of the desktop app only', async () => {
    const bridge = createTestPlatform()
    const desktop = await mountApp({
      platform: {
        ...bridge.platform,
        tableServer: createElectronPlatform(bridge.platform).tableServer,
      },
    })
    await vi.waitFor(
      () => expect(desktop.find('[data-testid="join-table-link"]').exists()).toBe(true),
      {
        timeout: 15_000,
      },
    )
    expect(desktop.get('[data-testid="join-table-link"] h2').text()).toBe(
      'Join a game shared at the table',
    )
    desktop.unmount()

    const web = await mountApp()
    await flushPromises()
    expect(web.find('[data-testid="home-title"], h1').exists()).toBe(true)
    expect(web.find('[data-testid="join-table-link"]').exists()).toBe(false)
  })

  it('opens the join page with the link’s game and server', async () => {
    const { wrapper, router } = await field()
    const input = wrapper.get('input')
    const label = document.querySelector(`label[for="${input.attributes('id')}"]`)
    expect(label?.textContent?.trim()).toBe('Link to the shared game')
    expect(input.attributes('aria-describedby')).toBeTruthy()
    await paste(wrapper, ` http://192.168.1.20:3030/#/join/${documentId} `)
    expect(router.currentRoute.value).toMatchObject({
      name: 'join',
      params: { documentId },
      query: { at: '192.168.1.20:3030' },
    })
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it.each([
    ['en', '', 'Paste the link first.'],
    ['en', 'hello', 'This is not a link to a shared game'],
    [
      'en',
      `http://127.0.0.1:3030/#/join/${documentId}`,
      'This link names 127.0.0.1:3030, which only the computer that shared the game reaches.',
    ],
    [
      'en',
      `http://club.example:3030/#/join/${documentId}`,
      'This app joins games shared on the local network only (an address such as 192.168.1.20), not at club.example:3030.',
    ],
    ['fr', '', 'Collez d’abord le lien.'],
    [
      'fr',
      `http://127.0.0.1:3030/#/join/${documentId}`,
      'Ce lien désigne 127.0.0.1:3030, que seul l’ordinateur qui a partagé la partie atteint.',
    ],
    [
      'fr',
      `http://203.0.113.9:3030/#/join/${documentId}`,
      'Cette application ne rejoint que les parties partagées sur le réseau local (une adresse comme 192.168.1.20), pas à 203.0.113.9:3030.',
    ],
  ] as const)(
    'says what is wrong with a link, and stays (%s: "%s")',
    async (locale, text, words) => {
      const { wrapper, router } = await field(locale)
      await paste(wrapper, text)
      const alert = wrapper.get('[role="alert"]')
      expect(alert.text()).toContain(words)
      const input = wrapper.get('input')
      expect(input.attributes('aria-invalid')).toBe('true')
      expect(input.attributes('aria-describedby')).toContain(alert.attributes('id'))
      expect(router.currentRoute.value.path).toBe('/')
    },
  )

  it.each(['en', 'fr'] as const)('has no serious axe finding (%s)', async (locale) => {
    const { wrapper } = await field(locale)
    await paste(wrapper, 'hello')
    const results = await axe.run(wrapper.element as Element, {
      rules: { 'color-contrast': { enabled: false } },
    })
    const serious = [...results.violations, ...results.incomplete].filter(
      (finding) => finding.impact === 'serious' || finding.impact === 'critical',
    )
    expect(serious.map((finding) => finding.id)).toEqual([])
  })
})
