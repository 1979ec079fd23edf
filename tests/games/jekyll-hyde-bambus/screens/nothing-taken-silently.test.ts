import { afterEach, describe, expect, it } from 'vitest'
import { cardIds } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { golden, mountEntry, rulebookJekyllPile, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const focusedId = () => document.activeElement?.getAttribute('data-testid') ?? null

describe('an untouched hand form', () => {
  const example = golden('rulebook-scoring-example')
  const log = withoutHands(example)

  it('shows no error, and Save waits for the cards instead of saving a 360 to 0 sweep', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    expect(wrapper.findAll('[data-testid="field-problems"] li')).toHaveLength(0)
    expect(entry.saveState()).toBe(
      'Tick the cards of Dr. Jekyll’s pile, or say it is empty, to save',
    )
    expect(entry.saveButton().disabled).toBe(true)
    ;(entry.byTestId('dealer').element as HTMLElement).focus()
    await entry.save()
    expect(wrapper.emitted('save')).toBeUndefined()
    // Save takes the keyboard to what it waits for: the cards.
    expect(focusedId()).toBe('card-j-transformation')
  })

  it('names the pile the players tick when they tick the other one', async () => {
    const { entry } = mountEntry({ log, handIndex: 0 })
    await entry.byTestId('ticked-hyde').setValue(true)
    expect(entry.saveState()).toBe('Tick the cards of Mr. Hyde’s pile, or say it is empty, to save')
    expect(entry.byTestId('empty-pile').element.parentElement?.textContent?.trim()).toBe(
      'Mr. Hyde’s pile is empty: Dr. Jekyll took every card',
    )
  })

  it('saves a sweep once the players say the ticked pile is empty', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    await entry.byTestId('empty-pile').setValue(true)
    expect(entry.side('hyde').score).toBe('360')
    await entry.save()
    const saved = wrapper.emitted('save')?.[0]?.[0] as { captured: unknown }
    expect(saved.captured).toEqual({ jekyll: [], neutral: [] })
  })

  it('saves as soon as one card is ticked and the piles hold: no box to tick then', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    await entry.tap(...rulebookJekyllPile)
    expect(wrapper.find('[data-testid="empty-pile"]').exists()).toBe(false)
    expect(entry.saveState()).toBe('Ready to save')
    await entry.save()
    expect(wrapper.emitted('save')).toHaveLength(1)
  })

  it('counts cards marked neutral as entered: the ticked pile may then be empty', async () => {
    const { entry } = mountEntry({ log, handIndex: 0 })
    await entry.byTestId('neutral-shown').setValue(true)
    await entry.byTestId('brush-neutral').setValue(true)
    await entry.tap('j-transformation', 'j-a', 'h-a', 'h-b')
    expect(entry.saveState()).not.toContain('say it is empty')
  })

  it('reopens a saved sweep as entered: its correction saves as it was', async () => {
    const sweep = { ...example.hands[0]!, captured: { hyde: [...cardIds], neutral: [] } }
    delete sweep.note
    const { wrapper, entry } = mountEntry({ log, handIndex: 0, initial: sweep })
    expect(entry.saveState()).toBe('Ready to save')
    await entry.save()
    expect(wrapper.emitted('save')).toHaveLength(1)
  })

  it('says it in French', () => {
    const { entry } = mountEntry({ log, handIndex: 0 }, 'fr')
    expect(entry.saveState()).toBe(
      'Cochez les cartes de la pile du Dr Jekyll, ou dites qu’elle est vide, pour enregistrer',
    )
  })
})

describe('Enter in the card grid', () => {
  const log = withoutHands(golden('rulebook-scoring-example'))

  it('saves the hand, as the keys hint says, and leaves the focused card as it was', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    await entry.tap(...rulebookJekyllPile)
    const card = entry.card('j-remorse')
    expect(card.attributes('aria-pressed')).toBe('true')
    expect(entry.byTestId('form-keys').text()).toContain('Enter saves')
    await entry.pressKey(card.element, 'Enter')
    expect(card.attributes('aria-pressed')).toBe('true')
    expect(wrapper.emitted('save')).toHaveLength(1)
  })

  it('on an untouched form saves nothing and keeps the keyboard in the grid', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    await entry.pressKey(entry.card('j-a').element, 'Enter')
    expect(wrapper.emitted('save')).toBeUndefined()
    expect(entry.card('j-a').attributes('aria-pressed')).toBe('false')
    expect(focusedId()?.startsWith('card-')).toBe(true)
  })
})
