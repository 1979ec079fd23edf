import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import JoinStatus from '../../../src/renderer/src/components/sharing/JoinStatus.vue'
import {
  shownJoinState,
  type JoinState,
} from '../../../src/renderer/src/components/sharing/sharing-words'
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
    full: 'The table’s server is full: it has no room for this device now. This page keeps trying, and the game appears as soon as there is room.',
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
    full: 'Le serveur de la table est plein\u00a0: il n’a pas de place pour cet appareil pour l’instant. Cette page réessaie, et la partie apparaît dès qu’il y a de la place.',
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

  const group: Record<'en' | 'fr', Record<JoinState, string>> = {
    en: {
      joining: 'Joining the group…',
      joined: 'This library is kept in sync with its group: 2 games.',
      'not-found':
        'The group was not found: it may have ended, or its devices are not online yet. Try again later.',
      revoked: 'This group has ended. Every device keeps its games.',
      'bad-link': 'This group link is not valid. Check that it was copied whole.',
      offline: 'This device is offline. The group’s games come as soon as it is back online.',
      full: 'The server is full: it has no room for this device now. Try again in a moment.',
    },
    fr: {
      joining: 'Connexion au groupe…',
      joined: 'Cette bibliothèque est synchronisée avec son groupe\u00a0: 2\u00a0parties.',
      'not-found':
        'Le groupe est introuvable\u00a0: il a peut-être pris fin, ou ses appareils ne sont pas encore en ligne. Réessayez plus tard.',
      revoked: 'Ce groupe a pris fin. Chaque appareil garde ses parties.',
      'bad-link': 'Ce lien de groupe n’est pas valide. Vérifiez qu’il a été copié en entier.',
      offline:
        'Cet appareil est hors ligne. Les parties du groupe arrivent dès qu’il est de nouveau en ligne.',
      full: 'Le serveur est plein\u00a0: il n’a pas de place pour cet appareil pour l’instant. Réessayez dans un moment.',
    },
  }

  for (const locale of ['en', 'fr'] as const) {
    it(`says a group's states in the group's words, never a game's (${locale})`, async () => {
      const wrapper = mountSharing(JoinStatus, locale, { state: 'joining', of: 'group', games: 2 })
      for (const [state, text] of Object.entries(group[locale])) {
        await wrapper.setProps({ state })
        expect(message(wrapper).text()).toBe(text)
        expect(Object.values(english)).not.toContain(message(wrapper).text())
        expect(Object.values(french)).not.toContain(message(wrapper).text())
      }
    })
  }

  it('counts a joined group’s games: none, one, several', async () => {
    const wrapper = mountSharing(JoinStatus, 'en', { state: 'joined', of: 'group', games: 0 })
    expect(message(wrapper).text()).toBe('This library is kept in sync with its group.')
    await wrapper.setProps({ games: 1 })
    expect(message(wrapper).text()).toBe('This library is kept in sync with its group: 1 game.')
  })

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

describe('a full server on a join page', () => {
  it('is said while the page looks or was told "not found", and nowhere else', () => {
    expect(shownJoinState('joining', true)).toBe('full')
    expect(shownJoinState('not-found', true)).toBe('full')
    for (const state of ['joined', 'revoked', 'bad-link', 'offline'] as const) {
      expect(shownJoinState(state, true)).toBe(state)
    }
    expect(shownJoinState('not-found', false)).toBe('not-found')
  })
})
