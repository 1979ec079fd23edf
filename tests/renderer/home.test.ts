import 'fake-indexeddb/auto'
import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseGameLog } from '../../src/engine'
import { type MysteryRummyLog } from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { createBrowserPlatform } from '../../src/renderer/src/platform'
import { createIndexedDbGameStore } from '../../src/renderer/src/platform/indexeddb-store'
import type { GameStorage } from '../../src/shared/storage'
import { game, type FixtureName } from './score-sheet/games'
import { mountApp } from './support/mount-app'

enableAutoUnmount(afterEach)

/** The web build's real game store, over a fresh in-memory IndexedDB for each test. */
let store: GameStorage
beforeEach(() => {
  localStorage.clear()
  store = createIndexedDbGameStore({ indexedDB: new IDBFactory() })
})

function fixture(name: FixtureName, changes: Partial<MysteryRummyLog> = {}): MysteryRummyLog {
  return { ...game(name).log, ...changes }
}

async function mountWith(games: MysteryRummyLog[], languages = ['en']) {
  for (const game of games) expect(await store.saveGame(game)).toEqual({ ok: true })
  const wrapper = await mountApp({ platform: createBrowserPlatform(store), languages })
  // IndexedDB answers on its own schedule: wait until the library has been read.
  await vi.waitFor(() => {
    if (!wrapper.find('.game-card, [data-testid="empty-home"]').exists()) throw new Error('loading')
  })
  return wrapper
}

/** Waits for the stored games to settle after a change made through the page. */
async function storedIds(expected: string[]) {
  await vi.waitFor(async () => {
    const ids = (await store.listGames()).games.map((game) => game.id).sort()
    expect(ids).toEqual(expected)
  })
}

describe('the home screen with no saved games', () => {
  it('says there are no games yet and invites to start one', async () => {
    const wrapper = await mountWith([])
    const empty = wrapper.get('[data-testid="empty-home"]')

    expect(wrapper.get('h1').text()).toBe('Your games')
    expect(empty.get('h2').text()).toBe('No saved games yet')
    expect(empty.get('a').text()).toBe('New game')
    expect(empty.get('a').attributes('href')).toBe('/new')
  })

  it('says the same in French', async () => {
    const wrapper = await mountWith([], ['fr'])
    expect(wrapper.get('[data-testid="empty-home"] h2').text()).toBe(
      'Aucune partie enregistrée pour l’instant',
    )
  })

  it('lets keyboard users skip to the main content', async () => {
    const wrapper = await mountWith([])
    const skip = wrapper.get('a.skip-link')
    const main = wrapper.get('main')

    expect(skip.text()).toBe('Skip to main content')
    expect(skip.attributes('href')).toBe(`#${main.attributes('id')}`)
    expect(main.attributes('tabindex')).toBe('-1')
    expect(document.body.querySelector('a, button, select')).toBe(skip.element)
  })
})

describe('the library of saved games', () => {
  const won = () => fixture('game-won', { updatedAt: '2026-11-20T22:00:00.000Z' })
  const tied = () =>
    fixture('game-tie-at-target', {
      updatedAt: '2026-11-21T22:00:00.000Z',
      players: [
        { id: 'ada', name: 'Zoé' },
        { id: 'bram', name: 'Bram' },
      ],
    })

  it('lists every game, newest first, with its players, status and totals', async () => {
    const wrapper = await mountWith([won(), tied()])
    const cards = wrapper.findAll('.game-card')

    expect(cards.map((card) => card.get('h2').text())).toEqual([
      'A whole game: tied at 100, settled by more hands',
      'A whole game: Ada reaches 100',
    ])
    expect(cards[0]!.text()).toContain('Bram wins')
    expect(cards[0]!.text()).toContain('Zoé 100 · Bram 140')
    expect(cards[1]!.text()).toContain('Ada wins')
    expect(cards[1]!.text()).toContain('3 hands')
  })

  it('finds games by player name, ignoring case and accents', async () => {
    const wrapper = await mountWith([won(), tied()])
    await wrapper.get('input[type="search"]').setValue('zoe')

    expect(wrapper.findAll('.game-card').map((card) => card.get('h2').text())).toEqual([
      'A whole game: tied at 100, settled by more hands',
    ])
    await wrapper.get('input[type="search"]').setValue('nobody')
    expect(wrapper.text()).toContain('No game with a player named "nobody".')
  })

  it('renames a game and keeps the new name', async () => {
    const wrapper = await mountWith([won()])
    await wrapper.get('.game-card button').trigger('click')
    const input = wrapper.get('.game-card input')
    await input.setValue('Friday at the club')
    await input.trigger('submit')
    await flushPromises()

    expect(wrapper.get('.game-card h2').text()).toBe('Friday at the club')
    await vi.waitFor(async () => {
      expect((await store.listGames()).games[0]!.title).toBe('Friday at the club')
    })
  })

  it('deletes a game and brings it back with Undo', async () => {
    const wrapper = await mountWith([won(), tied()])
    const deleteWon = wrapper
      .findAll('.game-card button')
      .find((button) => button.text() === 'Delete: A whole game: Ada reaches 100')!
    await deleteWon.trigger('click')
    await flushPromises()

    await vi.waitFor(() => expect(wrapper.findAll('.game-card')).toHaveLength(1))
    await storedIds(['game-tie'])
    expect(wrapper.get('[role="status"]').text()).toContain(
      '"A whole game: Ada reaches 100" deleted.',
    )

    await wrapper.get('[role="status"] button').trigger('click')
    await vi.waitFor(() => expect(wrapper.findAll('.game-card')).toHaveLength(2))
    await storedIds(['game-tie', 'game-won'])
  })
})

describe('the library with a team game', () => {
  it('names both players of the winning side', async () => {
    const text = import.meta.glob<string>(
      '../games/jekyll-hyde-bambus/fixtures/game-won-at-1000.json',
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    )['../games/jekyll-hyde-bambus/fixtures/game-won-at-1000.json']!
    const read = parseGameLog(text)
    if (!read.ok) expect.fail(JSON.stringify(read.problems))
    expect(await store.saveGame(read.log)).toEqual({ ok: true })
    const wrapper = await mountApp({ platform: createBrowserPlatform(store), languages: ['en'] })
    await vi.waitFor(() => expect(wrapper.get('.game-card').text()).toContain('Ada & Cleo win'))
  })
})
