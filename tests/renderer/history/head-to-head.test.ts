import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { libraryStats, type HistoryGame } from '../../../src/engine'
import HeadToHead from '../../../src/renderer/src/components/history/HeadToHead.vue'
import { noFilter } from '../../../src/renderer/src/history/history-games'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { testRouter } from '../support/test-router'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A finished two-player game of `game`, won by the first of `players`. */
function won(game: string, players: [string, string], index: number): HistoryGame {
  return {
    source: `${game}-${index}.json`,
    game,
    id: `${game}-${index}`,
    players: players.map((name, seat) => ({ id: `p${seat + 1}`, name })),
    length: 3_600_000,
    firstDealer: null,
    finished: true,
    abandoned: false,
    winners: ['p1'],
    totals: { p1: 100, p2: 80 },
    sides: [['p1'], ['p2']],
    highestWins: true,
    roles: [],
    variants: [],
  }
}

// Mystery Rummy spells her "Cleo" (3 games), Bambus "CLEO" (5 games, all hers).
const mysteryRummy = [0, 1, 2].map((index) => won('mystery-rummy', ['Cleo', 'Ada'], index))
const bambus = [0, 1, 2, 3, 4].map((index) => won('bambus', ['CLEO', 'Ada'], index))

function mountHeadToHead() {
  return mount(HeadToHead, {
    props: { stats: libraryStats([...mysteryRummy, ...bambus]), filter: noFilter },
    attachTo: document.body,
    global: { plugins: [createCasebookI18n('en'), testRouter()] },
  })
}

const selected = (wrapper: ReturnType<typeof mountHeadToHead>, which: string) =>
  wrapper.get<HTMLSelectElement>(`[data-testid="head-to-head-${which}"]`).element

describe('head to head, when the Game filter changes a person’s spelling', () => {
  it('keeps both people chosen, as the lists now spell them, and counts their wins', async () => {
    const wrapper = mountHeadToHead()
    await nextTick()
    await wrapper.get('[data-testid="head-to-head-first"]').setValue('Ada')
    await wrapper.get('[data-testid="head-to-head-second"]').setValue('CLEO')

    await wrapper.setProps({
      stats: libraryStats(mysteryRummy),
      filter: { ...noFilter, game: 'mystery-rummy' },
    })
    expect(selected(wrapper, 'first').value).toBe('Ada')
    expect(selected(wrapper, 'second').value).toBe('Cleo')
    expect(selected(wrapper, 'second').selectedIndex).not.toBe(-1)
    expect(wrapper.get('[data-person="Cleo"] dd').text()).toBe('3')

    await wrapper.setProps({ stats: libraryStats(bambus), filter: { ...noFilter, game: 'bambus' } })
    expect(selected(wrapper, 'second').value).toBe('CLEO')
    expect(wrapper.get('[data-person="CLEO"] dd').text()).toBe('5')
    expect(wrapper.get('[data-person="Ada"] dd').text()).toBe('0')
  })
})
