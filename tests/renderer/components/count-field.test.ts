import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { Problem } from '../../../src/engine'
import { createCasebookI18n } from '../../../src/shared/i18n'
import CountField from '../../../src/renderer/src/components/hand-entry/CountField.vue'
import FieldProblems from '../../../src/renderer/src/components/hand-entry/FieldProblems.vue'
import { useEntryProblems } from '../../../src/renderer/src/components/hand-entry/use-entry-problems'
import { testRouter } from '../support/test-router'

enableAutoUnmount(afterEach)

const problem = (severity: Problem['severity']): Problem => ({
  path: 'hands[0].points',
  rule: 'some-rule',
  messageKey: 'handEntry.problems.error',
  params: {},
  severity,
})

/** A form with one count at `points`, its problems placed by the kit as a game's form does. */
function mountCount(
  problems: Problem[],
  props: { problemsElsewhere?: boolean; describedby?: string } = {},
) {
  const count = ref(3)
  const Form = defineComponent(() => {
    useEntryProblems({
      game: 'mystery-rummy-jekyll-hyde',
      problems: () => problems.map((each) => ({ problem: each, field: 'points' })),
      placeOf: ({ field }) => field,
      name: (player) => player,
    })
    return () =>
      h('form', [
        h(
          CountField,
          {
            field: 'points',
            label: 'Points left',
            fewerLabel: 'One point fewer',
            moreLabel: 'One point more',
            max: 5,
            testid: 'points',
            ...props,
            modelValue: count.value,
            'onUpdate:modelValue': (value: number | null) => (count.value = value ?? count.value),
          },
          () => h('span', { class: 'caption', 'aria-hidden': 'true' }, 'Points'),
        ),
        props.problemsElsewhere ? h(FieldProblems, { field: 'points', class: 'below' }) : null,
      ])
  })
  const wrapper = mount(Form, { global: { plugins: [createCasebookI18n('en'), testRouter()] } })
  return { wrapper, count }
}

describe('a count field', () => {
  it('shows its caption for the eye and names the count for screen readers', () => {
    const { wrapper } = mountCount([])
    expect(wrapper.get('.caption').attributes('aria-hidden')).toBe('true')
    const input = wrapper.get('[data-testid="points"]')
    expect(input.attributes('aria-label')).toBe('Points left')
    expect(input.attributes('aria-describedby')).toBeUndefined()
    expect(input.attributes('aria-invalid')).toBeUndefined()
  })

  it('changes its count by the buttons, within its bounds', async () => {
    const { wrapper, count } = mountCount([])
    await wrapper.get('[data-testid="points-more"]').trigger('click')
    expect(count.value).toBe(4)
    await wrapper.get('[data-testid="points-more"]').trigger('click')
    await wrapper.get('[data-testid="points-more"]').trigger('click')
    expect(count.value).toBe(5)
  })

  it('lists an error at its field right after it, described by it and marked invalid', () => {
    const { wrapper } = mountCount([problem('error')], { describedby: 'hint' })
    const list = wrapper.get('[data-testid="field-problems"]')
    const input = wrapper.get('[data-testid="points"]')
    expect(input.attributes('aria-describedby')).toBe(`hint ${list.attributes('id')}`)
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.element.closest('.stepper-field')?.nextElementSibling).toBe(list.element)
  })

  it('is described by a warning without being marked invalid', () => {
    const { wrapper } = mountCount([problem('warning')])
    const input = wrapper.get('[data-testid="points"]')
    expect(input.attributes('aria-describedby')).toBe(
      wrapper.get('[data-testid="field-problems"]').attributes('id'),
    )
    expect(input.attributes('aria-invalid')).toBeUndefined()
  })

  it('leaves the list to the form when told to, and is still described by it', () => {
    const { wrapper } = mountCount([problem('error')], { problemsElsewhere: true })
    const lists = wrapper.findAll('[data-testid="field-problems"]')
    expect(lists).toHaveLength(1)
    expect(lists[0]!.classes()).toContain('below')
    expect(wrapper.get('[data-testid="points"]').attributes('aria-describedby')).toBe(
      lists[0]!.attributes('id'),
    )
  })
})
