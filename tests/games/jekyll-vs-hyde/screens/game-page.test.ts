import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { Component } from 'vue'
import { scoreGameLog } from '../../../../src/engine'
import type { JekyllVsHydeLog } from '../../../../src/games/jekyll-vs-hyde/engine'
import StatusBanner from '../../../../src/renderer/src/components/score-sheet/StatusBanner.vue'
import { totalsSeries } from '../../../../src/renderer/src/components/score-sheet/chart-series'
import { addGameWords } from '../../../../src/renderer/src/games/catalogs'
import MatchPanel from '../../../../src/games/jekyll-vs-hyde/screens/MatchPanel.vue'
import SheetCell from '../../../../src/games/jekyll-vs-hyde/screens/SheetCell.vue'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'
import { testRouter } from '../../../renderer/support/test-router'
import { counted, match } from './support'

enableAutoUnmount(afterEach)

// Game 1: Ada Jekyll, 4–6 then 5–5 twice: the marker ends on 2, Ada wins as Jekyll. Game 2,
// roles swapped, the same: 2 again. Both Hydes scored 2: the match is a draw.
const drawn = match([
  counted('p1', 4, 1),
  counted('p1', 5, 1),
  counted('p1', 5, 1),
  counted('p2', 4, 2),
  counted('p2', 5, 2),
  counted('p2', 5, 2),
])
// Game 1: Bram, Hyde, reaches the last space in two rounds (6, then 4); game 2 not started.
const halfway = match([counted('p1', 2, 1), counted('p1', 3, 1)])

async function mountOn(component: Component, props: object, locale: Locale = 'en') {
  const i18n = createCasebookI18n(locale)
  await addGameWords(i18n.global, 'jekyll-vs-hyde')
  const wrapper = mount(component, { props, global: { plugins: [i18n, testRouter()] } })
  await flushPromises()
  return wrapper
}

const scored = (log: JekyllVsHydeLog) => ({ log, score: scoreGameLog(log) })

describe('the game page of a Jekyll vs. Hyde match', () => {
  it('says a draw when the match ends with no winner', async () => {
    const banner = await mountOn(StatusBanner, scored(drawn))
    expect(banner.get('.status-banner__title').text()).toBe('A draw: nobody wins')
    const french = await mountOn(StatusBanner, scored(drawn), 'fr')
    expect(french.get('.status-banner__title').text()).toBe('Match nul\u00a0: personne ne gagne')
  })

  it('charts each Hyde’s spaces towards the last space', () => {
    const { target, goal, series } = totalsSeries(scoreGameLog(halfway))
    expect(goal).toBe('last-space')
    expect(target).toEqual([10, 10, 10])
    expect(series.map((line) => line.totals)).toEqual([
      [0, 0, 0],
      [0, 6, 10],
    ])
  })

  it('shows both games side by side, and the match’s result', async () => {
    const panel = await mountOn(MatchPanel, scored(drawn))
    const games = [1, 2].map((game) =>
      panel.get(`[data-testid="match-game-${game}"]`).text().replace(/\s+/g, ' '),
    )
    expect(games[0]).toContain('Dr. Jekyll Ada · Mr. Hyde Bram')
    expect(games[0]).toContain('3 rounds · Hyde score 2')
    expect(games[0]).toContain('Ada wins')
    expect(games[1]).toContain('Dr. Jekyll Bram · Mr. Hyde Ada')
    expect(games[1]).toContain('Bram wins')
    expect(panel.get('[data-testid="match-result"]').text()).toBe('The match is a draw.')
  })

  it('says game 2 is still to come, roles swapped, once game 1 is won', async () => {
    const panel = await mountOn(MatchPanel, scored(halfway))
    expect(panel.get('[data-testid="match-game-1"]').text()).toContain('Bram wins')
    expect(panel.get('[data-testid="match-game-2"]').text()).toContain('Not started')
    expect(panel.find('[data-testid="match-result"]').exists()).toBe(false)
  })

  it('draws the sheet’s marker cell as a small track, its words as its name', async () => {
    const cell = await mountOn(SheetCell, {
      value: { key: 'jekyll-vs-hyde.sheet.position', params: { position: 6, length: 10 } },
      text: 'Marker on 6 of 10',
    })
    const track = cell.get('[data-testid="track"]')
    expect(track.attributes('aria-label')).toBe('Marker on 6 of 10')
    expect(track.get('[data-testid="marker"]').element.parentElement?.dataset.position).toBe('6')
    const other = await mountOn(SheetCell, { value: { key: 'some.other' }, text: 'Ada' })
    expect(other.text()).toBe('Ada')
  })
})
