import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter, type RouteComponent } from 'vue-router'
import { createCasebookI18n } from '../../../src/shared/i18n'

enableAutoUnmount(afterEach)

/**
 * A game's rules reference is fetched the first time it is needed, not with the app: each test
 * starts from fresh modules, so no reference is cached from another test.
 */
beforeEach(() => {
  vi.resetModules()
})

function routerFor(component: RouteComponent) {
  return createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/rules/:game?', name: 'rules', component },
      { path: '/', name: 'home', component: { render: () => null } },
    ],
  })
}

describe('a link to a rule', () => {
  it('shows the rule id until its game’s reference has arrived, then the rule’s name', async () => {
    const RuleLink = (await import('../../../src/renderer/src/components/RuleLink.vue')).default
    const { loadReference } = await import('../../../src/renderer/src/rules/references')
    const wrapper = mount(RuleLink, {
      props: { rule: 'score-formula', game: 'jekyll-hyde-bambus' },
      global: { plugins: [routerFor({ render: () => null }), createCasebookI18n('en')] },
    })

    expect(wrapper.text()).toBe('score-formula')
    await loadReference('jekyll-hyde-bambus')
    await flushPromises()
    expect(wrapper.text()).toBe('Points times multiplier')
    // The rule id stays for the game file's readers, out of what a player reads or hears.
    expect(wrapper.attributes('title')).toBe(
      'Points times multiplier: read this rule in the rules reference',
    )
    expect(wrapper.attributes('data-rule')).toBe('score-formula')
  })
})

describe('the rules page', () => {
  it('fetches only the shown game’s reference, and names the others by their cover words', async () => {
    const RulesView = (await import('../../../src/renderer/src/views/RulesView.vue')).default
    const { loadReference } = await import('../../../src/renderer/src/rules/references')
    const { loadRulesFigures } = await import('../../../src/renderer/src/rules/figures')
    const router = routerFor(RulesView)
    await router.push('/rules/jekyll-hyde-bambus')
    await router.isReady()
    const i18n = createCasebookI18n('en')
    const wrapper = mount(RulesView, { global: { plugins: [router, i18n] } })
    await loadReference('jekyll-hyde-bambus')
    await loadRulesFigures('jekyll-hyde-bambus')
    await flushPromises()

    expect(wrapper.find('[data-game="jekyll-hyde-bambus"].rules__layout').exists()).toBe(true)
    expect(wrapper.find('[data-testid="missing-game"]').exists()).toBe(false)
    const { te } = i18n.global
    expect(te('jekyll-hyde-bambus.reference.intro', 'en')).toBe(true)
    expect(te('mystery-rummy-jekyll-hyde.reference.intro', 'en')).toBe(false)
    expect(te('mystery-rummy-jack-the-ripper.reference.intro', 'en')).toBe(false)
    expect(te('jekyll-vs-hyde.reference.intro', 'en')).toBe(false)
    expect(wrapper.findAll('a[data-game]').map((link) => link.text())).toEqual([
      'Mystery Rummy: Dr. Jekyll & Mr. Hyde',
      'Dr. Jekyll & Mr. Hyde (Bambus)',
      'Mystery Rummy: Jack the Ripper',
      'Jekyll vs. Hyde',
    ])
  })

  it('says so, and shows no reference, for a game it has none for', async () => {
    const RulesView = (await import('../../../src/renderer/src/views/RulesView.vue')).default
    const router = routerFor(RulesView)
    await router.push('/rules/no-such-game')
    await router.isReady()
    const wrapper = mount(RulesView, { global: { plugins: [router, createCasebookI18n('en')] } })

    expect(wrapper.find('[data-testid="missing-game"]').exists()).toBe(false)
    await flushPromises()
    expect(wrapper.get('[data-testid="missing-game"]').text()).toContain('no-such-game')
    expect(wrapper.find('.rules__layout').exists()).toBe(false)
  })
})
