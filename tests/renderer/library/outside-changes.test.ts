import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { game } from '../score-sheet/games'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'
import { libraryOver } from '../support/library-store'

// The desktop app tells the window when another program changed the games folder; the library
// reads it again (src/main/game-folder-watch.ts sends the news).

enableAutoUnmount(afterEach)

const log = (id: string, title: string) => ({ ...game('game-won').log, id, title })

/** A platform whose listing names `copyId` as a conflict copy kept at 17:03:12 UTC. */
function withConflictCopy(test: ReturnType<typeof createTestPlatform>, copyId: string) {
  const list = test.platform.listGames
  test.platform.listGames = async () => ({
    ...(await list()),
    conflictCopies: [{ id: copyId, keptAt: '2026-11-26T17:03:12Z' }],
  })
}

describe('the library after another program changed the games folder', () => {
  it('shows the games added, changed and removed elsewhere, and keeps a change not yet written', async () => {
    const test = createTestPlatform()
    for (const id of ['kept', 'changed', 'removed']) await test.platform.saveGame(log(id, id))
    const library = libraryOver(test)
    await library.load()
    await test.platform.saveGame(log('changed', 'Changed elsewhere'))
    await test.platform.saveGame(log('added', 'Added elsewhere'))
    await test.platform.deleteGame('removed')
    // The folder is read again; while the answer is on its way, a game is changed here.
    const listing: { answer?: () => void } = {}
    const list = test.platform.listGames
    test.platform.listGames = () =>
      new Promise((resolve) => (listing.answer = () => resolve(list())))
    test.sendGamesChanged()
    await vi.waitFor(() => expect(listing.answer).toBeDefined())
    const writing = library.save(log('kept', 'Changed here'))
    listing.answer?.()
    expect(await writing).toBe(true)

    const titles = Object.fromEntries([...library.games].map(([id, game]) => [id, game.title]))
    expect(titles).toEqual({
      added: 'Added elsewhere',
      changed: 'Changed elsewhere',
      kept: 'Changed here',
    })
  })

  it('says which games are another program’s version kept beside the one entered here', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(log('friday', 'Friday'))
    const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
    expect(wrapper.text()).not.toContain('changed by another program')

    await test.platform.saveGame(log('friday-conflict-20261126-170312', 'Friday'))
    withConflictCopy(test, 'friday-conflict-20261126-170312')
    test.sendGamesChanged()
    await flushPromises()
    await vi.waitFor(() => expect(wrapper.find('[role="status"] h2').exists()).toBe(true))

    const notice = wrapper.get('[role="status"]')
    expect(notice.get('h2').text()).toBe('A game has another version, written by another program')
    const link = notice.get('li a')
    expect(link.text()).toMatch(/^"Friday", the other program’s version, kept on .*2026/)
    expect(link.attributes('href')).toBe('/game/friday-conflict-20261126-170312')
  })

  it('says it in French', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(log('friday-conflict-20261126-170312', 'Vendredi'))
    withConflictCopy(test, 'friday-conflict-20261126-170312')
    const wrapper = await mountApp({ platform: test.platform, languages: ['fr'] })
    await vi.waitFor(() => expect(wrapper.find('[role="status"] h2').exists()).toBe(true))

    const notice = wrapper.get('[role="status"]')
    expect(notice.get('h2').text()).toBe(
      'Une partie a une autre version, écrite par un autre programme',
    )
    expect(notice.get('li a').text()).toMatch(
      /^«\u00a0Vendredi\u00a0», la version de l’autre programme, gardée le .*2026/,
    )
  })
})
