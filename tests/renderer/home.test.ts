import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mountApp } from './support/mount-app'

enableAutoUnmount(afterEach)

beforeEach(() => {
  localStorage.clear()
})

describe('the home screen with no saved games', () => {
  it('says there are no games yet and invites to start one', () => {
    const wrapper = mountApp({ languages: ['en'] })
    const empty = wrapper.get('[data-testid="empty-home"]')

    expect(wrapper.get('h1').text()).toBe('Your games')
    expect(empty.get('h2').text()).toBe('No saved games yet')
    expect(empty.text()).toContain('Start a game')
  })

  it('shows New game as unavailable, and says why', () => {
    const wrapper = mountApp({ languages: ['en'] })
    const button = wrapper.get('[data-testid="empty-home"] button')

    expect(button.text()).toBe('New game')
    expect(button.attributes('disabled')).toBeDefined()
    const explanation = wrapper.get(`#${button.attributes('aria-describedby')}`)
    expect(explanation.text()).toBe(
      'Scoring arrives in a coming version of Casebook, so a game cannot be started yet.',
    )
    expect(explanation.isVisible()).toBe(true)
  })

  it('says the same in French', () => {
    const wrapper = mountApp({ languages: ['fr'] })
    const button = wrapper.get('[data-testid="empty-home"] button')

    expect(wrapper.get('h2').text()).toBe('Aucune partie enregistrée pour l’instant')
    expect(button.text()).toBe('Nouvelle partie')
    expect(wrapper.get(`#${button.attributes('aria-describedby')}`).text()).toContain(
      'prochaine version',
    )
  })

  it('lets keyboard users skip to the main content', () => {
    const wrapper = mountApp({ languages: ['en'] })
    const skip = wrapper.get('a.skip-link')
    const main = wrapper.get('main')

    expect(skip.text()).toBe('Skip to main content')
    expect(skip.attributes('href')).toBe(`#${main.attributes('id')}`)
    expect(main.attributes('tabindex')).toBe('-1')
    // First in the page, so first to receive Tab.
    expect(document.body.querySelector('a, button, select')).toBe(skip.element)
  })
})
