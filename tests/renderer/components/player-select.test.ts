import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { Problem } from '../../../src/engine'
import { createCasebookI18n } from '../../../src/shared/i18n'
import PlayerSelect from '../../../src/renderer/src/components/hand-entry/PlayerSelect.vue'
import { useEntryProblems } from '../../../src/renderer/src/components/hand-entry/use-entry-problems'
import { testRouter } from '../support/test-router'

enableAutoUnmount(afterEach)

const names: Record<string, string> = { p1: 'Ada', p2: 'Bram' }
const error: Problem = {
  path: 'hands[0].dealer',
  rule: 'some-rule',
  messageKey: 'handEntry.problems.error',
  params: {},
  severity: 'error',
}

/** A form with who dealt at `dealer`, its problems placed by the kit as a game's form does. */
function mountSelect(problems: Problem[], noneLabel?: string) {
  const dealer = ref('p1')
  const Form = defineComponent(() => {
    useEntryProblems({
      game: 'jekyll-hyde-bambus',
      problems: () => problems.map((problem) => ({ problem, field: 'dealer' })),
      placeOf: ({ field }) => field,
      name: (player) => names[player] ?? player,
    })
    return () =>
      h(PlayerSelect, {
        label: 'Dealer',
        players: ['p1', 'p2'],
        name: (player: string) => names[player] ?? player,
        field: 'dealer',
        testid: 'dealer',
        ...(noneLabel !== undefined && { noneLabel }),
        modelValue: dealer.value,
        'onUpdate:modelValue': (value: string) => (dealer.value = value),
      })
  })
  const wrapper = mount(Form, {
    attachTo: document.body,
    global: { plugins: [createCasebookI18n('en'), testRouter()] },
  })
  return { wrapper, dealer }
}

describe('a choice of player', () => {
  it('lists the players by name under its label, and chooses one', async () => {
    const { wrapper, dealer } = mountSelect([])
    const select = wrapper.get('select')
    expect(wrapper.get(`label[for="${select.attributes('id')}"]`).text()).toBe('Dealer')
    expect(select.findAll('option').map((option) => option.text())).toEqual(['Ada', 'Bram'])
    await select.setValue('p2')
    expect(dealer.value).toBe('p2')
  })

  it('offers nobody first when told to', async () => {
    const { wrapper, dealer } = mountSelect([], 'Not noted')
    const options = wrapper.get('select').findAll('option')
    expect(options.map((option) => option.text())).toEqual(['Not noted', 'Ada', 'Bram'])
    await wrapper.get('select').setValue('')
    expect(dealer.value).toBe('')
  })

  it('is described by the problems at its field, listed after it, and marked invalid by an error', () => {
    const { wrapper } = mountSelect([error])
    const select = wrapper.get('select')
    const list = wrapper.get('[data-testid="field-problems"]')
    expect(select.attributes('aria-describedby')).toBe(list.attributes('id'))
    expect(select.attributes('aria-invalid')).toBe('true')
    expect(select.element.nextElementSibling).toBe(list.element)
  })
})
