import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, reactive } from 'vue'
import type { Problem } from '../../../src/engine'
import { createCasebookI18n } from '../../../src/shared/i18n'
import ChipGroup from '../../../src/renderer/src/components/hand-entry/ChipGroup.vue'
import { playerChoices } from '../../../src/renderer/src/components/hand-entry/choice'
import { useEntryProblems } from '../../../src/renderer/src/components/hand-entry/use-entry-problems'
import { testRouter } from '../support/test-router'

enableAutoUnmount(afterEach)

const players = ['p1', 'p2', 'p3', 'p4']
const names: Record<string, string> = { p1: 'Ada', p2: 'Ben', p3: 'Cleo', p4: 'Dan' }

/** A form with one group of chips at `team`, kept in player order as Bambus keeps its team. */
function mountChips(problems: Problem[] = []) {
  const state = reactive({ team: ['p2'] })
  const Form = defineComponent(() => {
    useEntryProblems({
      game: 'jekyll-hyde-bambus',
      problems: () => problems.map((each) => ({ problem: each, field: 'team' })),
      placeOf: ({ field }) => field,
      name: (player) => names[player] ?? player,
    })
    return () =>
      h(ChipGroup, {
        legend: 'Who plays Jekyll',
        field: 'team',
        options: playerChoices(players, (id) => names[id] ?? id, 'jekyll'),
        chosen: state.team,
        onToggle: (player: string, on: boolean) => {
          state.team = players.filter((each) => (each === player ? on : state.team.includes(each)))
        },
      })
  })
  const wrapper = mount(Form, { global: { plugins: [createCasebookI18n('en'), testRouter()] } })
  return { wrapper, state }
}

describe('a group of chips', () => {
  it('is a fieldset named by its legend, one checkbox a player, ticked when chosen', () => {
    const { wrapper } = mountChips()
    expect(wrapper.get('fieldset legend').text()).toBe('Who plays Jekyll')
    const boxes = wrapper.findAll<HTMLInputElement>('input[type="checkbox"]')
    expect(boxes.map((box) => box.attributes('data-testid'))).toEqual([
      'jekyll-p1',
      'jekyll-p2',
      'jekyll-p3',
      'jekyll-p4',
    ])
    expect(boxes.map((box) => box.element.checked)).toEqual([false, true, false, false])
    expect(wrapper.get('label:has([data-testid="jekyll-p2"])').text()).toBe('Ben')
  })

  it('says which chip was ticked or unticked, and shows what the game made of it', async () => {
    const { wrapper, state } = mountChips()
    await wrapper.get('[data-testid="jekyll-p4"]').setValue(true)
    await wrapper.get('[data-testid="jekyll-p1"]').setValue(true)
    expect(state.team).toEqual(['p1', 'p2', 'p4'])
    await wrapper.get('[data-testid="jekyll-p2"]').setValue(false)
    expect(state.team).toEqual(['p1', 'p4'])
    expect(wrapper.findAll('.chip--on').map((chip) => chip.text())).toEqual(['Ada', 'Dan'])
  })

  it('is described by the problems placed at its field, listed under it', () => {
    const { wrapper } = mountChips([
      {
        path: 'hands[0].jekyll',
        rule: 'team-size',
        messageKey: 'handEntry.problems.error',
        params: {},
        severity: 'error',
      },
    ])
    const list = wrapper.get('fieldset [id]')
    expect(wrapper.get('fieldset').attributes('aria-describedby')).toBe(list.attributes('id'))
    expect(list.text()).not.toBe('')
  })
})
