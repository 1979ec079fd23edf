import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { useLibraryStore } from '../../src/renderer/src/stores/library'
import { game } from './score-sheet/games'
import { mountApp } from './support/mount-app'
import { createTestPlatform } from './support/test-platform'

enableAutoUnmount(afterEach)

function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('leaving the page', () => {
  it('is held while a change could not be written, and free once it is', async () => {
    const test = createTestPlatform()
    const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
    const library = useLibraryStore(wrapper.vm.$pinia)
    expect(leavePage()).toBe(false)

    test.failWrites('disk-full')
    await library.save({ ...game('game-won').log })
    expect(leavePage()).toBe(true)

    test.failWrites(null)
    await library.flush()
    expect(leavePage()).toBe(false)
  })
})
