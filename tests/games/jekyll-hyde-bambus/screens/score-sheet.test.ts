import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { scoreGameLog, withHands } from '../../../../src/engine'
import HandBreakdown from '../../../../src/renderer/src/components/score-sheet/HandBreakdown.vue'
import ScoreSheet from '../../../../src/renderer/src/components/score-sheet/ScoreSheet.vue'
import StatusBanner from '../../../../src/renderer/src/components/score-sheet/StatusBanner.vue'
import { loadGameScreens } from '../../../../src/renderer/src/games/registry'
import { bambusGame, mountBambus } from '../../../renderer/score-sheet/bambus-games'
import { heard, seen } from '../../../renderer/score-sheet/games'

enableAutoUnmount(afterEach)

/** What a sighted player reads in each of a row's cells, the markers included. */
function rowCells(wrapper: VueWrapper, number: number): string[] {
  return wrapper
    .findAll(`tbody tr[data-hand="${number}"] td:not(.sheet__actions)`)
    .map((cell) => seen(cell.element))
}

function columnHeadings(wrapper: VueWrapper): string[] {
  return wrapper.findAll('thead th[scope="colgroup"]').map((th) => seen(th.element))
}

describe('a Dr. Jekyll & Mr. Hyde (Bambus) game with 4 players, in two teams', () => {
  it('gives each team one score and one total, headed by its side and its members', () => {
    const wrapper = mountBambus('en', ScoreSheet, bambusGame('game-won-at-1000'))

    expect(columnHeadings(wrapper)).toEqual(['Dr. Jekyll Ada and Cleo', 'Mr. Hyde Bram and Dev'])
    const figures = wrapper.findAll('thead th.sheet__figure').map((th) => heard(th.element))
    expect(figures).toEqual([
      "Dr. Jekyll's hand score",
      "Dr. Jekyll's running total",
      "Mr. Hyde's hand score",
      "Mr. Hyde's running total",
    ])
    // Who dealt, then each side's score and total: no column per player.
    expect(rowCells(wrapper, 1)).toEqual(['Dev', '36', '36', '255', '255'])
    expect(rowCells(wrapper, 4)).toEqual([
      'Cleo',
      '360 Wins the game',
      '1,116',
      '0 ×0: no\u00a0action',
      '255',
    ])
    const totals = wrapper.get('[data-testid="totals-row"]')
    expect(totals.findAll('[data-cell^="grand-total-"]').map((cell) => cell.text())).toEqual([
      '1,116',
      '255',
    ])
  })

  it('words its cells on a hand saved once its screens are fetched: it draws none of its own', async () => {
    const { log } = bambusGame('game-won-at-1000')
    const earlier = withHands(log, log.hands.slice(0, 3))
    const wrapper = mountBambus('en', ScoreSheet, { log: earlier, score: scoreGameLog(earlier) })

    await loadGameScreens(log.game)
    await flushPromises()
    await wrapper.setProps({ log, score: scoreGameLog(log) })
    expect(rowCells(wrapper, 4)).toEqual([
      'Cleo',
      '360 Wins the game',
      '1,116',
      '0 ×0: no\u00a0action',
      '255',
    ])
  })

  it('marks the whole hand after who dealt: cards that scored for nobody', () => {
    const wrapper = mountBambus('en', ScoreSheet, bambusGame('neutral-last-trick'))

    expect(rowCells(wrapper, 1)[0]).toBe('Dev 4 neutral cards')
  })

  it('names the winning team and its members, with the final scores', () => {
    const wrapper = mountBambus('en', StatusBanner, bambusGame('game-won-at-1000'))

    expect(wrapper.get('.status-banner__title').text()).toBe('Dr. Jekyll (Ada and Cleo) wins')
    expect(wrapper.findAll('[data-player]').map((line) => seen(line.element))).toEqual([
      'Dr. Jekyll (Ada and Cleo) 1,116',
      'Mr. Hyde (Bram and Dev) 255',
    ])
    expect(wrapper.get('.status-banner__winner').attributes('data-player')).toBe('jekyll')
  })

  it('counts each team down to 1000 while the game goes on', () => {
    const wrapper = mountBambus('en', StatusBanner, bambusGame('neutral-last-trick'))

    expect(wrapper.get('.status-banner__title').text()).toBe('In progress: playing to 1,000')
    expect(wrapper.findAll('[data-player]').map((line) => seen(line.element))).toEqual([
      'Dr. Jekyll (Ada and Cleo) 100 900 to reach 1,000',
      'Mr. Hyde (Bram and Dev) 84 916 to reach 1,000',
    ])
  })

  it('says a tie-break hand is due when both teams are tied at the top past 1000', () => {
    const { log } = bambusGame('game-tie-break-hand')
    const tied = withHands(log, log.hands.slice(0, 6))
    const wrapper = mountBambus('en', StatusBanner, { log: tied, score: scoreGameLog(tied) })

    expect(wrapper.get('.status-banner__title').text()).toBe('Tie-break hand due')
    expect(wrapper.get('.status-banner__text').text()).toMatch(
      /^Dr\. Jekyll \(Ada and Cleo\) and Mr\. Hyde \(Bram and Dev\) are tied at the top with 1,080, and the target of 1,000 has been reached\./,
    )
  })

  it('says once, on the hand that leaves both teams tied past 1000, that a tie-break hand is due', () => {
    const { log } = bambusGame('game-tie-break-hand')
    const tied = withHands(log, log.hands.slice(0, 6))
    const score = scoreGameLog(tied)
    const sheet = mountBambus('en', ScoreSheet, { log: tied, score })

    const marks = sheet
      .findAll('tbody tr[data-hand="6"] [data-marker]')
      .map((marker) => marker.text())
    expect(marks).toEqual(['Tie-break hand due'])
    const status = score.hands[5]!.status
    const breakdown = mountBambus('en', HandBreakdown, { log: tied, number: 6, status })
    const facts = breakdown.findAll('[data-testid="breakdown-context"] li').map((li) => li.text())
    expect(facts.filter((fact) => fact.includes('Tied at the top'))).toEqual([
      'Tied at the top with 1,000 or more: a tie-break hand is due',
    ])
  })

  it("explains a hand side by side: each side's cards, actions, denied actions and formula", () => {
    const { log } = bambusGame('rulebook-scoring-example')
    const wrapper = mountBambus('en', HandBreakdown, { log, number: 1 })

    const part = (side: string) => wrapper.get(`section[data-part="${side}"]`)
    expect(seen(part('jekyll').get('h3').element)).toBe('Dr. Jekyll played by Ada and Cleo')
    const lines = part('jekyll')
      .findAll('[data-testid="breakdown-line"]')
      .map((line) => line.get('.line__sentence').text())
    expect(lines.at(-1)).toMatch(/^\(.+\) × \(.+\) = \d+$/)
    // Only the formula carries points, so the lines add up to the side's score.
    const points = part('jekyll').findAll('.line__points')
    expect(points).toHaveLength(1)
    expect(points[0]!.text()).toBe(
      `+${part('jekyll').get('[data-testid="hand-score"]').attributes('data-score')}`,
    )
    expect(lines.some((line) => line.includes('denied to'))).toBe(true)
  })

  it('lists the cards that scored for nobody after both sides, each with its rule', () => {
    const { log } = bambusGame('neutral-last-trick')
    const wrapper = mountBambus('en', HandBreakdown, { log, number: 1 })

    const notes = wrapper.get('[data-testid="breakdown-notes"]')
    expect(notes.findAll('li')[0]!.get('.line__sentence').text()).toBe(
      'Neutral pile, 4 cards: a Transformation in the last trick, so they score for nobody',
    )
    expect(notes.findAll('[data-rule]').length).toBe(notes.findAll('li').length)
    const facts = wrapper.findAll('[data-testid="breakdown-context"] li').map((li) => li.text())
    expect(facts).toEqual(['dealt by Dev', '4 cards scored for nobody', '4 neutral cards'])
  })

  it('speaks French', () => {
    const wrapper = mountBambus('fr', ScoreSheet, bambusGame('game-won-at-1000'))

    expect(columnHeadings(wrapper)).toEqual(['Dr Jekyll Ada et Cleo', 'Mr Hyde Bram et Dev'])
    expect(rowCells(wrapper, 4)[1]).toBe('360 Gagne la partie')
  })
})

describe('a Dr. Jekyll & Mr. Hyde (Bambus) game with 3 players and a rotating solo', () => {
  it('gives each player a score and a total, and says who played solo', () => {
    const wrapper = mountBambus('en', ScoreSheet, bambusGame('three-players-shared-win'))

    expect(columnHeadings(wrapper)).toEqual(['Ada', 'Bram', 'Cleo'])
    expect(wrapper.findAll('thead th[data-column]').map((th) => th.text())).toEqual([
      'Dealer',
      'Solo',
    ])
    expect(rowCells(wrapper, 1).slice(0, 2)).toEqual(['Cleo', 'Ada'])
    expect(rowCells(wrapper, 4).slice(0, 2)).toEqual(['Cleo', 'Ada A shared win'])
  })

  it('names the players who share the win', () => {
    const wrapper = mountBambus('en', StatusBanner, bambusGame('three-players-shared-win'))

    expect(wrapper.get('[role="status"]').attributes('data-status')).toBe('finished')
    expect(wrapper.get('.status-banner__title').text()).toBe('Bram and Cleo share the win')
    expect(wrapper.find('.status-banner__winner').exists()).toBe(false)
  })

  it('says both Jekyll players receive their side’s full score', () => {
    const { log } = bambusGame('rulebook-three-players')
    const wrapper = mountBambus('en', HandBreakdown, { log, number: 1 })

    expect(wrapper.findAll('[data-testid="breakdown-context"] li')[0]!.text()).toBe(
      'Ada plays solo',
    )
    const jekyll = wrapper.get('section[data-part="jekyll"]')
    expect(seen(jekyll.get('h3').element)).toBe('Dr. Jekyll played by Bram and Cleo')
    expect(jekyll.findAll('.line__sentence').at(-1)!.text()).toBe(
      "Bram and Cleo each receive the full 318: with 3 players, both Jekyll players score their side's points",
    )
    expect(seen(wrapper.get('section[data-part="hyde"] h3').element)).toBe('Mr. Hyde played by Ada')
  })
})
