import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { scoreGameLog } from '../../../src/engine'
import { mountForm } from './form'
import { gameLog, plainHand } from './logs'

enableAutoUnmount(afterEach)

describe('a card badge', () => {
  it('lays a meld of 3 on a family not yet on the table, then adds one card a tap', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.byTestId('evidence-ada-poole-badge').trigger('click')
    expect(form.count('evidence-ada-poole')).toBe('3')
    await form.byTestId('evidence-ada-poole-badge').trigger('click')
    expect(form.count('evidence-ada-poole')).toBe('4')
    expect(form.byTestId('evidence-bram-poole-badge').attributes('aria-label')).toBe(
      'A meld of 3 Poole the Butler in front of Bram',
    )
    // Not a tab stop: the count field is the keyboard's way.
    expect(form.byTestId('evidence-ada-poole-badge').attributes('tabindex')).toBe('-1')
  })

  it('shows a gavel, not J/H, on Work in Lab and Potion, which are Gavel cards', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    for (const id of ['work-in-lab-ada-badge', 'left-work-in-lab-badge', 'left-potion-badge']) {
      expect(form.byTestId(id).text()).toBe('')
      expect(form.byTestId(id).find('svg').exists()).toBe(true)
    }
    await form.byTestId('left-potion-badge').trigger('click')
    expect(form.count('left-potion')).toBe('1')
  })
})

describe('the families on screen', () => {
  it('are those in play this game; the others wait behind one button per area', async () => {
    const { wrapper, form } = mountForm({ log: gameLog([plainHand]), handIndex: 1 })
    const shown = (id: string) =>
      (form.byTestId(id).element.closest('.card-row') as HTMLElement).style.display !== 'none'
    expect(shown('evidence-bram-utterson')).toBe(true)
    expect(shown('evidence-ada-hyde-awakes')).toBe(true)
    expect(shown('evidence-ada-enfields-story')).toBe(false)
    expect(form.byTestId('more-families-ada').text()).toBe('All families (5 more)')

    await form.byTestId('more-families-ada').trigger('click')
    expect(shown('evidence-ada-enfields-story')).toBe(true)
    expect(wrapper.find('[data-testid="more-families-bram"]').exists()).toBe(false)
  })

  it('are all shown before the first hand', () => {
    const { wrapper } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(wrapper.find('[data-testid^="more-families"]').exists()).toBe(false)
  })
})

describe('the result bar', () => {
  it('shows the running totals after this hand and who deals next, as the engine counts', async () => {
    const log = gameLog([plainHand])
    const { form } = mountForm({ log, handIndex: 1 })
    await form.choose('ending-case-file-exhausted')
    const before = scoreGameLog(log).totals
    expect(form.byTestId('score-ada').get('[data-testid="total-value"]').text()).toBe(
      `total ${before.ada}`,
    )
    expect(form.byTestId('next-dealer').text()).toBe('Next dealer: Bram')
  })
})
