import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { databaseName } from '../../../src/renderer/src/platform/indexeddb-database'
import { createIndexedDbGameStore } from '../../../src/renderer/src/platform/indexeddb-store'
import { game } from '../score-sheet/games'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

// The web library's database, opened by the real store over an in-memory IndexedDB, when another
// page holds it at an older version or a newer Casebook upgraded it.

enableAutoUnmount(afterEach)

function openedElsewhere(indexedDB: IDBFactory, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, version)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('not opened'))
  })
}

/** The app over the real IndexedDB store in `indexedDB`. */
function mountedOver(indexedDB: IDBFactory, language: string) {
  const test = createTestPlatform()
  const store = createIndexedDbGameStore({ indexedDB })
  Object.assign(test.platform, {
    listGames: () => store.listGames(),
    saveGame: store.saveGame,
    listGamesKnowing: undefined,
    listVersions: undefined,
  })
  return { store, mounted: mountApp({ platform: test.platform, languages: [language] }) }
}

describe('the home screen when the library cannot be opened', () => {
  it.each([
    ['en', 'Another tab or window of Casebook, opened before an update', 'Try again'],
    ['fr', 'Un autre onglet ou une autre fenêtre de Casebook', 'Réessayer'],
  ])(
    'says, in %s, which other page holds it, and opens it once that page lets go',
    async (language, said, retry) => {
      const indexedDB = new IDBFactory()
      const olderTab = await openedElsewhere(indexedDB, 1)
      const { store, mounted } = mountedOver(indexedDB, language)
      const wrapper = await mounted
      await vi.waitFor(() => expect(wrapper.get('[role="alert"]').text()).toContain(said))

      olderTab.close()
      await store.saveGame({ ...game('game-won').log, id: 'friday', title: 'Friday' })
      expect(wrapper.get('[role="alert"] button').text()).toBe(retry)
      await wrapper.get('[role="alert"] button').trigger('click')
      await flushPromises()
      await vi.waitFor(() => expect(wrapper.find('[role="alert"]').exists()).toBe(false))
      await vi.waitFor(() => expect(wrapper.text()).toContain('Friday'))
    },
  )

  it('offers a reload, never a useless Try again, when a newer Casebook made the library', async () => {
    const indexedDB = new IDBFactory()
    ;(await openedElsewhere(indexedDB, 4)).close()
    const wrapper = await mountedOver(indexedDB, 'en').mounted
    await vi.waitFor(() =>
      expect(wrapper.get('[role="alert"]').text()).toContain(
        'last opened by a newer version of Casebook',
      ),
    )
    expect(wrapper.get('[role="alert"] button').text()).toBe('Reload the page')
  })
})
