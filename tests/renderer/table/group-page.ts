import { vi, expect } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { createElectronPlatform } from '../../../src/renderer/src/platform/electron'
import type { Locale } from '../../../src/shared/i18n'
import type { TableServerAnswer } from '../../../src/shared/ipc-contract'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

/*
 * The history page and its group panel, as a test of the group's link opens them: served by a
 * sync server (its cookie), or in the desktop app with its own table server. The test file mocks
 * Automerge's repository with fake-table-repo.ts.
 */

/**
 * The sync server's answer to `GET /.casebook/addresses`: these hosts. Gives the addresses the
 * page asked at.
 */
export function serverAnswers(hosts: string[]): string[] {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url)
      if (!url.endsWith('/.casebook/addresses')) return Promise.reject(new TypeError('offline'))
      return Promise.resolve(new Response(JSON.stringify({ hosts }), { status: 200 }))
    }),
  )
  return asked
}

/** The web app, served by the sync server at the page's address. */
export function historyPage(locale: Locale = 'en') {
  document.cookie = 'casebook-sync=1'
  return mountApp({ languages: [locale] }, '/history')
}

/** The desktop app, its table server reached over the bridge as the preload gives it. */
export function desktopHistoryPage(answer?: TableServerAnswer, locale: Locale = 'en') {
  const bridge = createTestPlatform()
  if (answer) bridge.answerTableServer(answer)
  return mountApp(
    {
      platform: {
        ...bridge.platform,
        tableServer: createElectronPlatform(bridge.platform).tableServer,
      },
      languages: [locale],
    },
    '/history',
  )
}

/** Makes a group of the library: its link (or why there is none) is shown at once. */
export async function makeGroup(wrapper: VueWrapper) {
  await vi.waitFor(() => expect(wrapper.find('[data-testid="group-create"]').exists()).toBe(true))
  await wrapper.get('[data-testid="group-create"]').trigger('click')
  await linkShown(wrapper)
}

/** Waits for the group's link, or the sentence that says why there is none. */
export async function linkShown(wrapper: VueWrapper) {
  await vi.waitFor(() =>
    expect(wrapper.find('[data-testid="group-link"], [data-testid="group-no-link"]').exists()).toBe(
      true,
    ),
  )
}

/** Shows the link of the group this device is in, as "Show the group's link" does. */
export async function showLink(wrapper: VueWrapper) {
  await vi.waitFor(() =>
    expect(wrapper.find('[data-testid="group-show-link"]').exists()).toBe(true),
  )
  await wrapper.get('[data-testid="group-show-link"]').trigger('click')
  await linkShown(wrapper)
}
