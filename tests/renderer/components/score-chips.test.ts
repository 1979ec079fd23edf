import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { h } from 'vue'
import ScoreChips from '../../../src/renderer/src/components/hand-entry/ScoreChips.vue'

enableAutoUnmount(afterEach)

const none = 'No score while the hand has a problem'

function mountChips(items: readonly { id: string; score: number }[] | null) {
  return mount(ScoreChips<{ id: string; score: number }>, {
    props: {
      items,
      idOf: (item) => item.id,
      testIdOf: (item) => `score-${item.id}`,
      none,
    },
    slots: { default: ({ item }: { item: { id: string; score: number } }) => h('b', item.score) },
  })
}

describe('the score chips of a result bar', () => {
  it('draw one chip per item, named for tests, with what the game draws inside', () => {
    const wrapper = mountChips([
      { id: 'p1', score: 12 },
      { id: 'p2', score: -3 },
    ])
    expect(wrapper.findAll('li.chip').map((chip) => chip.attributes('data-testid'))).toEqual([
      'score-p1',
      'score-p2',
    ])
    expect(wrapper.get('[data-testid="score-p2"]').text()).toBe('-3')
    expect(wrapper.find('[data-testid="no-score"]').exists()).toBe(false)
  })

  it('say there is no score, where the chips would be, while there is none', () => {
    for (const items of [null, []]) {
      const wrapper = mountChips(items)
      expect(wrapper.find('ul').exists()).toBe(false)
      expect(wrapper.get('[data-testid="no-score"]').text()).toBe(none)
      expect(wrapper.get('[data-testid="no-score"]').attributes('aria-live')).toBe('polite')
    }
  })

  it('announce a change of score to screen readers', () => {
    expect(
      mountChips([{ id: 'p1', score: 1 }])
        .get('ul')
        .attributes('aria-live'),
    ).toBe('polite')
  })
})
