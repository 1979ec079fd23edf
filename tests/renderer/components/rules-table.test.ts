import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { h } from 'vue'
import RulesTable from '../../../src/renderer/src/components/rules/RulesTable.vue'

enableAutoUnmount(afterEach)

const rows = () => [
  h('thead', [h('tr', [h('th', { scope: 'col' }, 'Card'), h('th', { scope: 'col' }, 'Value')])]),
  h('tbody', [h('tr', [h('th', { scope: 'row' }, 'Letter'), h('td', '2')])]),
]

describe('a rules card table', () => {
  it('is one table with its caption and the head and rows its game wrote', () => {
    const wrapper = mount(RulesTable, {
      props: { caption: 'The 4 cards', testid: 'some-cards' },
      slots: { default: rows },
    })
    const table = wrapper.get('table[data-testid="some-cards"]')
    expect(table.get('caption').text()).toBe('The 4 cards')
    expect(table.findAll('th').map((cell) => cell.text())).toEqual(['Card', 'Value', 'Letter'])
    expect(table.get('td').text()).toBe('2')
  })

  it('is described by its legend, when it has one', () => {
    const wrapper = mount(RulesTable, {
      props: { caption: 'The 4 cards', testid: 'some-cards', legend: '? : not confirmed' },
      slots: { default: rows },
    })
    const described = wrapper.get('table').attributes('aria-describedby')
    expect(wrapper.get(`#${described}`).text()).toBe('? : not confirmed')
  })

  it('has no legend and describes nothing without one', () => {
    const wrapper = mount(RulesTable, {
      props: { caption: 'The 4 cards', testid: 'some-cards' },
      slots: { default: rows },
    })
    expect(wrapper.get('table').attributes('aria-describedby')).toBeUndefined()
    expect(wrapper.find('p').exists()).toBe(false)
  })
})
