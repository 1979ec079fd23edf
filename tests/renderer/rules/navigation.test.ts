import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { ruleAnchor } from '../../../src/shared/rules/anchors'
import { cleanUpRules, mountRules, search, shownEntries } from './mount-rules'

enableAutoUnmount(afterEach)
afterEach(cleanUpRules)

function highlighted(): string[] {
  return [...document.querySelectorAll('.rule-entry--target')].map((entry) => entry.id)
}

describe('a link to one rule', () => {
  it('?rule= scrolls to that entry, highlights it and gives it focus', async () => {
    const { scrolled } = await mountRules('/rules?rule=score.doubling')

    const entry = document.getElementById('rule-score-doubling')!
    expect(document.activeElement).toBe(entry)
    expect(highlighted()).toEqual(['rule-score-doubling'])
    expect(scrolled).toEqual([entry])
  })

  it('#rule-… in the address does the same', async () => {
    const { scrolled } = await mountRules('/rules#rule-score-shut-out')

    const entry = document.getElementById('rule-score-shut-out')!
    expect(document.activeElement).toBe(entry)
    expect(highlighted()).toEqual(['rule-score-shut-out'])
    expect(scrolled).toEqual([entry])
  })

  it('lands on the entry a screen reader can name by its title', async () => {
    await mountRules('/rules?rule=hand.went-out-card-count', 'fr')

    const entry = document.activeElement!
    const title = document.getElementById(entry.getAttribute('aria-labelledby')!)
    expect(title?.textContent?.trim()).toBe('Assez de cartes pour finir')
    expect(entry.getAttribute('tabindex')).toBe('-1')
  })

  it('moves to the next rule when the address changes on the open page', async () => {
    const { router, scrolled } = await mountRules('/rules?rule=score.doubling')

    await router.push('/rules?rule=log.schema')
    await flushPromises()

    expect(document.activeElement?.id).toBe(ruleAnchor('log.schema'))
    expect(highlighted()).toEqual(['rule-log-schema'])
    expect(scrolled.at(-1)?.id).toBe('rule-log-schema')
  })

  it('clears a search that hides the rule', async () => {
    const { wrapper, router } = await mountRules()
    await search(wrapper, 'zeppelin')

    await router.push('/rules?rule=score.void-hand')
    await flushPromises()

    expect((wrapper.get('input[type="search"]').element as HTMLInputElement).value).toBe('')
    expect(shownEntries(wrapper)).toContain('score-void-hand')
    expect(document.activeElement?.id).toBe('rule-score-void-hand')
  })

  it('says so for a rule id the reference does not have, and moves nothing', async () => {
    const { wrapper, scrolled } = await mountRules('/rules?rule=score.no-such-rule')

    expect(wrapper.get('[data-testid="missing-rule"]').text()).toBe(
      'This reference has no entry for the rule score.no-such-rule. Here are all the rules.',
    )
    expect(highlighted()).toEqual([])
    expect(scrolled).toEqual([])
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves focus alone when the address names no rule', async () => {
    const { wrapper, scrolled } = await mountRules('/rules')

    expect(document.activeElement).toBe(document.body)
    expect(scrolled).toEqual([])
    expect(wrapper.find('[data-testid="missing-rule"]').exists()).toBe(false)
  })
})

describe('links within the page', () => {
  it('a contents link goes to its section and puts it in the address', async () => {
    const { wrapper, router, scrolled } = await mountRules('/rules?rule=score.doubling')

    await wrapper.get('nav a[data-section="variants"]').trigger('click')
    await flushPromises()

    const section = document.getElementById('section-variants')!
    expect(document.activeElement).toBe(section)
    expect(scrolled.at(-1)).toBe(section)
    expect(router.currentRoute.value.hash).toBe('#section-variants')
    expect(router.currentRoute.value.query).toEqual({})
    expect(highlighted()).toEqual([])
  })

  it('a see-also link goes to the entry it names', async () => {
    const { wrapper, router } = await mountRules()

    const entry = wrapper.get('#rule-score-transformation-card')
    const link = entry.get('.rule-entry__see a')
    expect(link.text()).toBe('Who scores the Transformation card')
    await link.trigger('click')
    await flushPromises()

    expect(document.activeElement?.id).toBe('topic-variants-transformation-points')
    expect(highlighted()).toEqual(['topic-variants-transformation-points'])
    expect(router.currentRoute.value.hash).toBe('#topic-variants-transformation-points')
  })

  it('links carry a real address, for reading aloud and opening elsewhere', async () => {
    const { wrapper } = await mountRules()
    expect(wrapper.get('nav a[data-section="scoring"]').attributes('href')).toBe(
      '/rules#section-scoring',
    )
  })
})
