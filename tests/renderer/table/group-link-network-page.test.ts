// @vitest-environment-options {"url": "http://192.168.1.20:3030/"}
import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { forgetAll, groupId, opened } from './fake-table-repo'
import { historyPage, makeGroup, serverAnswers } from './group-page'

/*
 * The group's link (issue 30, point 4) from a page opened at a network address, as on a phone or
 * another computer: the page's own address, which the other devices open too.
 */

vi.mock('../../../src/renderer/src/sync/table-repo', () => import('./fake-table-repo'))
vi.mock('../../../src/renderer/src/sync/table-game', () => ({ TableGame: class {} }))

enableAutoUnmount(afterEach)
beforeEach(() => {
  localStorage.clear()
  forgetAll()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

it('is the page’s own address, with nothing asked of the server and nothing to choose', async () => {
  const asked = serverAnswers(['10.0.0.7:3030', '[fd00::5]:3030'])
  const wrapper = await historyPage()
  await makeGroup(wrapper)
  expect(wrapper.get('[data-testid="group-link"]').text()).toBe(
    `http://192.168.1.20:3030/#/group/${groupId}`,
  )
  expect(wrapper.find('[data-testid="group-address"]').exists()).toBe(false)
  expect(asked).toEqual([])
  expect(opened).toEqual(['ws://192.168.1.20:3030/'])
})
