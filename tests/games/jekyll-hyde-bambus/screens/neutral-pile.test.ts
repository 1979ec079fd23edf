import { afterEach, describe, expect, it } from 'vitest'
import type { CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the neutral pile', () => {
  const held = golden('held-trick-then-neutral-last-trick')
  const hand = held.hands[0]!

  it('is not offered until the players say a Transformation fell in the last trick', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(held), handIndex: 0 })
    expect(wrapper.find('[data-testid="brush-neutral"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="pile-neutral"]').exists()).toBe(false)
    await entry.byTestId('neutral-shown').setValue(true)
    expect(wrapper.find('[data-testid="brush-neutral"]').exists()).toBe(true)
    expect(entry.pile('neutral').cards).toBe('0 cards')
  })

  it('a hand with a held trick and a neutral last trick makes the golden record', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(held), handIndex: 0 })
    await entry.tap(...(hand.captured.jekyll! as CardId[]))
    await entry.byTestId('neutral-shown').setValue(true)
    await entry.byTestId('brush-neutral').setValue(true)
    await entry.tap(...(hand.captured.neutral! as CardId[]))
    expect(entry.card('h-transformation').attributes('aria-pressed')).toBe('true')
    expect(entry.card('j-charity').attributes('aria-label')).toBe(
      'Charity ×1, in Dr. Jekyll’s pile',
    )
    expect(entry.pile('neutral')).toEqual({
      cards: '8 cards',
      balance: '4 Jekyll + 4 Hyde',
      points: '16 points',
    })
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[hand]])
  })

  it('a neutral pile of the wrong size is refused beside it, by the engine’s rule', async () => {
    const { entry } = mountEntry({ log: withoutHands(held), handIndex: 0 })
    await entry.byTestId('neutral-shown').setValue(true)
    await entry.byTestId('brush-neutral').setValue(true)
    await entry.tap('j-transformation', 'h-a', 'j-a')
    expect(entry.problemsOf('neutral')).toEqual(['neutral-size'])
    expect(entry.saveButton().disabled).toBe(true)
  })

  it('unticking “a Transformation fell in the last trick” puts its cards back in the other pile', async () => {
    const { entry } = mountEntry({ log: withoutHands(held), handIndex: 0 })
    await entry.byTestId('neutral-shown').setValue(true)
    await entry.byTestId('brush-neutral').setValue(true)
    await entry.tap('j-transformation', 'h-a', 'j-a', 'h-f7')
    await entry.byTestId('neutral-shown').setValue(false)
    expect(entry.card('h-a').attributes('data-state')).toBe('rest')
    expect(entry.pile('hyde').cards).toBe('28 cards')
  })
})
