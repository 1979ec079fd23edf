import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import RuleLink from '../../../src/renderer/src/components/RuleLink.vue'
import { cards, hydeCardIds, jekyllCardIds } from '../../../src/games/jekyll-hyde-bambus/engine'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { ruleNamesShown } from '../support/rule-names'
import { cleanUpRules, mountRules, shownEntries, shownSections } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

function gamesListed(): { game: string; current: boolean }[] {
  return [...document.querySelectorAll('a[data-game]')].map((link) => ({
    game: link.getAttribute('data-game')!,
    current: link.getAttribute('aria-current') === 'page',
  }))
}

describe('one section per game', () => {
  it('shows Mystery Rummy’s reference when the address names no game, and lists the others', async () => {
    const { wrapper } = await mountRules('/rules')

    expect(shownEntries(wrapper)).toContain('score-doubling')
    expect(shownEntries(wrapper)).not.toContain('pile-balance')
    expect(gamesListed()).toEqual([
      { game: 'mystery-rummy-jekyll-hyde', current: true },
      { game: 'jekyll-hyde-bambus', current: false },
      { game: 'mystery-rummy-jack-the-ripper', current: false },
      { game: 'jekyll-vs-hyde', current: false },
    ])
  })

  it('opens the Bambus reference at the rule its address names', async () => {
    const { wrapper } = await mountRules('/rules/jekyll-hyde-bambus?rule=pile-balance')

    const entry = document.getElementById('rule-pile-balance')!
    expect(document.activeElement).toBe(entry)
    expect(entry.querySelector('h3')?.textContent?.trim()).toBe('Two and two')
    expect(entry.querySelector('[data-check]')?.getAttribute('data-check')).toBe('error')
    expect(shownEntries(wrapper)).not.toContain('score-doubling')
    expect(shownSections(wrapper)).toContain('three')
    expect(gamesListed().find((game) => game.current)?.game).toBe('jekyll-hyde-bambus')
  })

  it('marks the Bambus warnings as warnings, in French too', async () => {
    await mountRules('/rules/jekyll-hyde-bambus?rule=dealer-out-of-turn', 'fr')

    const entry = document.activeElement!
    expect(entry.querySelector('[data-check]')?.textContent).toBe('Vérifié\u00a0: avertissement')
    expect(entry.querySelector('h3')?.textContent?.trim()).toBe('À qui de distribuer')
  })

  it('lists the 28 Bambus cards with their values, and marks the names no source gives', async () => {
    const { wrapper } = await mountRules('/rules/jekyll-hyde-bambus')
    const rows = wrapper.get('[data-testid="bambus-cards"]').findAll('tbody tr')

    expect(rows).toHaveLength(14)
    rows.forEach((row, index) => {
      const jekyll = cards[jekyllCardIds[index]!]
      const cells = row.findAll('td')
      const value = jekyll.kind === 'action' ? `×${jekyll.defaultValue}` : `${jekyll.defaultValue}`
      expect(cells[1]!.text()).toBe(value)
      expect(cards[hydeCardIds[index]!].defaultValue).toBe(jekyll.defaultValue)
      const unverified = jekyll.nameUnverified || jekyll.englishNameUnverified
      expect(row.find('[data-testid="unverified"]').exists()).toBe(unverified)
    })
    expect(rows[6]!.text()).toContain('Location 3')
    expect(rows[6]!.text()).toContain('name not verified')
  })

  it('says so for a game with no reference, and offers those it has', async () => {
    const { wrapper } = await mountRules('/rules/whist')

    expect(wrapper.get('[data-testid="missing-game"]').text()).toContain('whist')
    expect(shownEntries(wrapper)).toEqual([])
    expect(gamesListed().map((game) => game.game)).toEqual([
      'mystery-rummy-jekyll-hyde',
      'jekyll-hyde-bambus',
      'mystery-rummy-jack-the-ripper',
      'jekyll-vs-hyde',
    ])
  })
})

describe('a link to a rule', () => {
  it('leads to the rule in its own game’s reference, named as that game names it', async () => {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/rules/:game?', name: 'rules', component: { render: () => null } }],
    })
    const wrapper = mount(RuleLink, {
      props: { rule: 'score-formula', game: 'jekyll-hyde-bambus' },
      global: { plugins: [router, createCasebookI18n('en')] },
    })
    await ruleNamesShown('jekyll-hyde-bambus')

    expect(wrapper.text()).toBe('Points times multiplier')
    expect(wrapper.attributes('href')).toBe('/rules/jekyll-hyde-bambus?rule=score-formula')
  })
})
