import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import EnteringNotice from '../../../src/renderer/src/components/sharing/EnteringNotice.vue'
import type { HandWord } from '../../../src/renderer/src/components/sharing/sharing-words'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)

function lines(wrapper: ReturnType<typeof mountSharing>) {
  return wrapper.findAll('p').map((line) => line.text())
}

describe('who is entering a hand on another device', () => {
  it('says it in English, one line each, in a polite live region', () => {
    const wrapper = mountSharing(EnteringNotice, 'en', {
      entries: [
        { name: 'Bram', hand: 5, handWord: 'hand' },
        { name: 'Ada', hand: 2, handWord: 'round' },
      ],
    })
    expect(wrapper.attributes('role')).toBe('status')
    expect(lines(wrapper)).toEqual(['Bram is entering hand 5', 'Ada is entering round 2'])
  })

  it('says it in French, where a hand and a round are both a manche', () => {
    const wrapper = mountSharing(EnteringNotice, 'fr', {
      entries: [
        { name: 'Bram', hand: 5, handWord: 'hand' },
        { name: 'Ada', hand: 2, handWord: 'round' },
      ],
    })
    expect(lines(wrapper)).toEqual(['Bram saisit la manche 5', 'Ada saisit la manche 2'])
  })

  it('says nothing when nobody is entering, and keeps the live region for when someone does', async () => {
    const wrapper = mountSharing(EnteringNotice, 'en', { entries: [] })
    expect(wrapper.text()).toBe('')
    expect(wrapper.attributes('role')).toBe('status')
    await wrapper.setProps({ entries: [{ name: 'Cleo', hand: 1, handWord: 'hand' }] })
    expect(lines(wrapper)).toEqual(['Cleo is entering hand 1'])
  })

  it('says "hand" for a word another device sent that is not one of its own', () => {
    const wrapper = mountSharing(EnteringNotice, 'en', {
      entries: [{ name: '<b>Eve</b>', hand: 3, handWord: 'toString' as HandWord }],
    })
    expect(lines(wrapper)).toEqual(['<b>Eve</b> is entering hand 3'])
    expect(wrapper.find('b').exists()).toBe(false)
  })
})
