import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import JoinStatus from '../../../src/renderer/src/components/sharing/JoinStatus.vue'
import type { JoinState } from '../../../src/renderer/src/components/sharing/sharing-words'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)

function message(wrapper: ReturnType<typeof mountSharing>) {
  return wrapper.get('[data-testid="join-message"]')
}

describe('what a device says while it opens a shared link', () => {
  const english: Record<JoinState, string> = {
    joining: 'Looking for the game… (it appears as soon as a device that has it is online)',
    joined: 'You are following this game live.',
    'not-found':
      'This game was not found. The device that shared it may have stopped sharing or not be online yet: ask for the link again.',
    revoked:
      'This game is no longer shared. What this device already had of it stays in your games.',
    'bad-link':
      'This link is not valid. Check that it was copied whole, or scan its QR code again.',
    offline: 'This device is offline. The game appears as soon as it is back online.',
  }
  const french: Record<JoinState, string> = {
    joining: 'Recherche de la partie… (elle apparaît dès qu’un appareil qui l’a est en ligne)',
    joined: 'Vous suivez cette partie en direct.',
    'not-found':
      'Cette partie est introuvable. L’appareil qui l’a partagée a peut-être arrêté le partage, ou n’est pas encore en ligne\u00a0: redemandez le lien.',
    revoked:
      'Cette partie n’est plus partagée. Ce que cet appareil en avait déjà reste dans vos parties.',
    'bad-link':
      'Ce lien n’est pas valide. Vérifiez qu’il a été copié en entier, ou scannez de nouveau son code QR.',
    offline: 'Cet appareil est hors ligne. La partie apparaît dès qu’il est de nouveau en ligne.',
  }

  for (const [locale, words] of [
    ['en', english],
    ['fr', french],
  ] as const) {
    it(`says each state in a live region (${locale})`, async () => {
      const wrapper = mountSharing(JoinStatus, locale, { state: 'joining' })
      expect(message(wrapper).attributes('role')).toBe('status')
      for (const [state, text] of Object.entries(words)) {
        await wrapper.setProps({ state })
        expect(message(wrapper).text()).toBe(text)
      }
    })
  }

  it('is a region named by the game’s title, or by "Shared game" before it is known', async () => {
    const wrapper = mountSharing(JoinStatus, 'en', { state: 'joining' })
    const heading = wrapper.get('h2')
    expect(heading.text()).toBe('Shared game')
    expect(wrapper.attributes('aria-labelledby')).toBe(heading.attributes('id'))
    await wrapper.setProps({ state: 'joined', title: 'Friday at Ada’s' })
    expect(heading.text()).toBe('Friday at Ada’s')
  })

  it('shows the page’s next step beside the words', () => {
    const wrapper = mountSharing(JoinStatus, 'fr', { state: 'revoked' })
    expect(wrapper.get('h2').text()).toBe('Partie partagée')
    const withAction = mountSharing(
      JoinStatus,
      'en',
      { state: 'bad-link' },
      { default: '<a href="#/">Back to your games</a>' },
    )
    expect(withAction.get('a').text()).toBe('Back to your games')
  })
})
