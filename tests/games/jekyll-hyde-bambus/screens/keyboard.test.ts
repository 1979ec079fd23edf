import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { nextCell } from '../../../../src/games/jekyll-hyde-bambus/screens/grid-keys'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const focusedId = () => document.activeElement?.getAttribute('data-testid') ?? null

describe('the card grid by keyboard', () => {
  const log = withoutHands(golden('rulebook-scoring-example'))

  it('opens with the keyboard on the first card, the grid’s one tab stop', () => {
    const { wrapper } = mountEntry({ log, handIndex: 0 })
    expect(focusedId()).toBe('card-j-transformation')
    const stops = wrapper
      .findAll('[data-testid^="card-"]')
      .filter((card) => card.attributes('tabindex') === '0')
    expect(stops.map((card) => card.attributes('data-testid'))).toEqual(['card-j-transformation'])
  })

  it('arrows move along a row and between the rows; the tab stop follows', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    await entry.pressKey(document.activeElement!, 'ArrowRight')
    expect(focusedId()).toBe('card-j-a')
    await entry.pressKey(document.activeElement!, 'ArrowDown')
    expect(focusedId()).toBe('card-h-a')
    await entry.pressKey(document.activeElement!, 'End')
    expect(focusedId()).toBe('card-h-murder')
    await entry.pressKey(document.activeElement!, 'ArrowRight')
    expect(focusedId()).toBe('card-h-murder')
    expect(wrapper.get('[data-testid="card-h-murder"]').attributes('tabindex')).toBe('0')
    expect(wrapper.get('[data-testid="card-j-transformation"]').attributes('tabindex')).toBe('-1')
  })

  it('each card is a toggle button named after its card', async () => {
    const { entry } = mountEntry({ log, handIndex: 0 })
    const card = entry.card('h-f6')
    expect(card.element.tagName).toBe('BUTTON')
    expect(card.attributes('aria-label')).toBe("Mr. Hyde's apartment (6, Hyde)")
    expect(card.attributes('aria-pressed')).toBe('false')
    await entry.tap('h-f6')
    expect(card.attributes('aria-pressed')).toBe('true')
    await entry.tap('h-f6')
    expect(card.attributes('aria-pressed')).toBe('false')
  })

  it('names the keys while the grid has focus', async () => {
    const { entry } = mountEntry({ log, handIndex: 0 })
    await nextTick()
    expect(entry.byTestId('grid-keys').isVisible()).toBe(true)
    expect(entry.byTestId('grid-keys').text()).toContain('Arrows move between the cards')
    ;(entry.byTestId('dealer').element as HTMLElement).focus()
    await nextTick()
    expect(entry.byTestId('grid-keys').isVisible()).toBe(false)
  })

  it('Enter saves from a list, Escape cancels', async () => {
    const { wrapper, entry } = mountEntry({ log, handIndex: 0 })
    await entry.tap(
      'h-f6',
      'j-c',
      'h-a',
      'h-transformation',
      'j-b',
      'j-charity',
      'j-remorse',
      'h-fury',
    )
    await entry.pressKey(entry.byTestId('dealer').element, 'Enter')
    expect(wrapper.emitted('save')).toHaveLength(1)
    await entry.pressKey(entry.byTestId('dealer').element, 'Escape')
    expect(wrapper.emitted('cancel')).toHaveLength(1)
  })

  it('the moves, one by one: edges lead nowhere, other keys are not the grid’s', () => {
    const grid = [
      [1, 2, 3],
      [4, 5, 6],
    ]
    expect(nextCell({ row: 0, column: 0 }, 'ArrowLeft', grid)).toBeNull()
    expect(nextCell({ row: 0, column: 0 }, 'ArrowUp', grid)).toBeNull()
    expect(nextCell({ row: 1, column: 2 }, 'ArrowDown', grid)).toBeNull()
    expect(nextCell({ row: 1, column: 1 }, 'Home', grid)).toEqual({ row: 1, column: 0 })
    expect(nextCell({ row: 0, column: 1 }, ' ', grid)).toBeUndefined()
    expect(nextCell({ row: 0, column: 1 }, 'Tab', grid)).toBeUndefined()
  })
})
