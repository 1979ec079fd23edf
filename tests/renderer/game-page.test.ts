import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseGameLog } from '../../src/engine'
import { useGameHistoryStore } from '../../src/renderer/src/stores/game-history'
import { game, type FixtureName } from './score-sheet/games'
import { handFormShown } from './support/hand-form'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)

/** The app opened on a game's page, the game already in the library. */
async function openGame(name: FixtureName, path = '') {
  const test = createTestPlatform()
  const { log } = game(name)
  await test.platform.saveGame(log)
  const wrapper = await mountApp(
    { platform: test.platform, languages: ['en'] },
    `/game/${log.id}${path}`,
  )
  return { wrapper, test, id: log.id! }
}

/** Long enough for a game's screens and words to be fetched on a busy 2-core machine. */
const screensFetched = { timeout: 15_000 }

/** The page's notice, as the live region says it ('' when there is none). */
const notice = (wrapper: VueWrapper) => wrapper.get('[data-testid="page-notice-text"]').text()

const handNumbers = (wrapper: VueWrapper) =>
  wrapper.findAll('tbody tr').map((row) => row.attributes('data-hand'))

async function deleteHand(wrapper: VueWrapper, number: number) {
  await wrapper.get(`tr[data-hand="${number}"] [data-action="delete"]`).trigger('click')
  await flushPromises()
}

describe('deleting a hand from the game page', () => {
  it('renumbers the sheet, says so, and leaves focus on the hand that took its place', async () => {
    const { wrapper } = await openGame('game-won')
    expect(handNumbers(wrapper)).toEqual(['1', '2', '3'])

    await deleteHand(wrapper, 2)

    expect(handNumbers(wrapper)).toEqual(['1', '2'])
    expect(notice(wrapper)).toBe('Hand 2 deleted. Undo brings it back.')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show the breakdown of hand 2')
  })

  it('moves focus to the hand before when the last one is deleted, and to Enter hand when none is left', async () => {
    const { wrapper } = await openGame('game-won')

    await deleteHand(wrapper, 3)
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show the breakdown of hand 2')

    await deleteHand(wrapper, 2)
    await deleteHand(wrapper, 1)
    expect(handNumbers(wrapper)).toEqual([])
    // Enter hand comes with the game's screens, fetched on first use: slow on a busy machine.
    await vi.waitFor(
      () => expect(document.activeElement?.textContent?.trim()).toBe('Enter hand 1'),
      screensFetched,
    )
  })

  it('refuses a deletion that would put a hand after the win, and says why', async () => {
    const { wrapper, test, id } = await openGame('game-tie-at-target')

    await deleteHand(wrapper, 1)

    expect(handNumbers(wrapper)).toEqual(['1', '2', '3', '4', '5'])
    expect(notice(wrapper)).toMatch(/^Hand 1 was not deleted: /)
    expect(test.savedGames().get(id)?.hands).toHaveLength(5)
  })
})

describe('"Undo brings it back" is said only while it is true', () => {
  it('goes once Undo was used', async () => {
    const { wrapper } = await openGame('game-won')
    await deleteHand(wrapper, 2)
    expect(notice(wrapper)).toBe('Hand 2 deleted. Undo brings it back.')
    await wrapper.get('[data-testid="undo"]').trigger('click')
    await flushPromises()
    expect(handNumbers(wrapper)).toEqual(['1', '2', '3'])
    expect(notice(wrapper)).toBe('')
  })

  it('goes once another change came after it, so that Undo would take back that one', async () => {
    const { wrapper, id } = await openGame('game-won')
    await deleteHand(wrapper, 3)
    expect(notice(wrapper)).toBe('Hand 3 deleted. Undo brings it back.')
    // A hand saved, say: Undo would now take that back first.
    await useGameHistoryStore().change(id, (log) => ({ ...log, title: 'Friday' }))
    await flushPromises()
    expect(notice(wrapper)).toBe('')
    expect(wrapper.get('[data-testid="undo"]').attributes('disabled')).toBeUndefined()
  })

  it('goes once another device changed the game, which ends undo here', async () => {
    const { wrapper, id } = await openGame('game-won')
    await deleteHand(wrapper, 2)
    expect(notice(wrapper)).toBe('Hand 2 deleted. Undo brings it back.')
    useGameHistoryStore().forgetGame(id)
    await flushPromises()
    expect(notice(wrapper)).toBe('')
    expect(wrapper.get('[data-testid="undo"]').attributes('disabled')).toBeDefined()
  })
})

describe('a link to a hand', () => {
  it('opens the form over the sheet, which stays rendered behind it', async () => {
    const { wrapper } = await openGame('game-won', '/hand/2')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 2')
    expect(wrapper.get('section.game').classes()).toContain('game--behind-hand')
  })

  it('counts hands as players do: /hand/1 is the first hand, as its Edit button says', async () => {
    const { wrapper } = await openGame('game-won', '/hand/1')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 1')
    await wrapper.get('[data-testid="cancel"]').trigger('click')
    await flushPromises()
    await wrapper.get('tr[data-hand="3"] [data-action="edit"]').trigger('click')
    await flushPromises()
    expect(wrapper.vm.$route.path).toBe('/game/game-won/hand/3')
    await handFormShown(wrapper)
    expect(wrapper.get('#hand-title').text()).toBe('Correct hand 3')
  })

  it('to a hand the game does not have says so and leads back to the sheet', async () => {
    const { wrapper } = await openGame('game-won', '/hand/7')
    expect(wrapper.get('.hand-view h1').text()).toBe('This game has no hand 7.')
    await wrapper.get('.hand-view a').trigger('click')
    await flushPromises()
    expect(wrapper.find('.hand-view').exists()).toBe(false)
    expect(wrapper.get('section.game').classes()).not.toContain('game--behind-hand')
  })
})

describe('undo from the Edit menu', () => {
  it('acts on the score sheet, and not behind an open hand form', async () => {
    const { wrapper, test } = await openGame('game-won')
    await deleteHand(wrapper, 3)
    expect(handNumbers(wrapper)).toEqual(['1', '2'])

    await wrapper.vm.$router.push(`/game/game-won/hand/new`)
    await handFormShown(wrapper)
    test.sendMenuCommand({ kind: 'undo' })
    await flushPromises()
    expect(wrapper.get('#hand-title').text()).toBe('Hand 3')

    await wrapper.get('[data-testid="cancel"]').trigger('click')
    await flushPromises()
    test.sendMenuCommand({ kind: 'undo' })
    await flushPromises()
    expect(handNumbers(wrapper)).toEqual(['1', '2', '3'])
  })
})

const bambusExample = import.meta.glob<string>(
  '../games/jekyll-hyde-bambus/fixtures/rulebook-scoring-example.json',
  { query: '?raw', import: 'default', eager: true },
)['../games/jekyll-hyde-bambus/fixtures/rulebook-scoring-example.json']!

describe('a Bambus game', () => {
  it('shows its sheet in its own words, with one total per team, and offers its next hand', async () => {
    const text = bambusExample
    const read = parseGameLog(text)
    if (!read.ok) expect.fail(JSON.stringify(read.problems))
    const log = { ...read.log, id: 'b6f0c0de-0000-4000-8000-000000000001' }
    const test = createTestPlatform()
    await test.platform.saveGame(log)
    const wrapper = await mountApp(
      { platform: test.platform, languages: ['en'] },
      `/game/${log.id}`,
    )
    await flushPromises()

    // The game's own words are fetched when its first game opens; the sheet waits for them.
    await vi.waitFor(
      () =>
        expect(wrapper.findAll('thead th[scope="colgroup"]').map((th) => th.text())).toEqual([
          'Dr. Jekyll Ada and Cleo',
          'Mr. Hyde Bram and Dev',
        ]),
      screensFetched,
    )
    expect(wrapper.get('.hint').text()).toBe('Played to 1000 points')
    expect(wrapper.get('[data-status]').attributes('data-status')).toBe('in-progress')
    await vi.waitFor(
      () =>
        expect(wrapper.get('.page__actions .button--primary').text()).toBe(
          `Enter hand ${log.hands.length + 1}`,
        ),
      screensFetched,
    )
  })

  it('opens the game’s own hand form at a hand’s address', async () => {
    const read = parseGameLog(bambusExample)
    if (!read.ok) expect.fail(JSON.stringify(read.problems))
    const log = { ...read.log, id: 'b6f0c0de-0000-4000-8000-000000000001' }
    const test = createTestPlatform()
    await test.platform.saveGame(log)
    const wrapper = await mountApp(
      { platform: test.platform, languages: ['en'] },
      `/game/${log.id}/hand/new`,
    )
    await vi.waitFor(() => wrapper.get('[data-testid="hand-entry"]'), screensFetched)
    expect(wrapper.get('#hand-title').text()).toBe(`Hand ${log.hands.length + 1}`)
    expect(wrapper.findAll('[data-testid^="card-"]')).toHaveLength(28)
  })
})
