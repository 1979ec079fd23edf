import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { counted, match, mountEntry, specRecordRound } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const focusedId = () => document.activeElement?.getAttribute('data-testid') ?? null

async function press(key: string) {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await nextTick()
}

describe('the trick helper by keyboard', () => {
  it('is one tab stop: the first card, then the card last used', async () => {
    const { entry, wrapper } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    const stops = () =>
      wrapper
        .findAll('[data-testid^="card-"]')
        .filter((card) => card.attributes('tabindex') === '0')
        .map((card) => card.attributes('data-testid'))
    expect(stops()).toEqual(['card-pride-1'])
    await entry.tap('wrath-4')
    expect(stops()).toEqual(['card-wrath-4'])
  })

  it('arrows move along a colour, between colours and down to the potions', async () => {
    const { entry } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    ;(entry.byTestId('card-pride-1').element as HTMLElement).focus()
    await press('ArrowRight')
    expect(focusedId()).toBe('card-pride-2')
    await press('ArrowDown')
    expect(focusedId()).toBe('card-wrath-2')
    await press('End')
    expect(focusedId()).toBe('card-wrath-7')
    await press('ArrowDown')
    await press('ArrowDown')
    expect(focusedId()).toBe('card-potion-5')
    await press('ArrowDown')
    expect(focusedId()).toBe('card-potion-5')
  })

  it('keeps a played card on the keys’ path, unavailable, and a tap on it does nothing', async () => {
    const { entry } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    await entry.tap('pride-6')
    const played = entry.byTestId('card-pride-6')
    expect(played.attributes('aria-disabled')).toBe('true')
    ;(played.element as HTMLElement).focus()
    expect(focusedId()).toBe('card-pride-6')
    await entry.tap('pride-6')
    expect(entry.text('helper-prompt')).toBe('Trick 1: Bram follows')
  })

  it('names the keys while a card has focus', async () => {
    const { entry } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    ;(entry.byTestId('card-greed-3').element as HTMLElement).focus()
    await nextTick()
    expect(entry.byTestId('grid-keys').isVisible()).toBe(true)
    expect(entry.text('grid-keys')).toBe('Arrows move between the cards, Space taps one')
  })

  it('names each row of cards in words, in English and in French', async () => {
    const rows = async (locale: 'en' | 'fr') => {
      const { entry, wrapper } = await mountEntry(
        { log: match([], 'single'), handIndex: 0 },
        locale,
      )
      await entry.choose('mode-tricks')
      const names = wrapper.findAll('[data-testid="picker-family"]').map((name) => name.text())
      wrapper.unmount()
      return names
    }
    expect(await rows('en')).toEqual(['Pride', 'Wrath', 'Greed', 'Potions'])
    expect(await rows('fr')).toEqual(['Orgueil', 'Colère', 'Envie', 'Potions'])
  })
})

describe('the way of entry from round to round', () => {
  it('opens the next round trick by trick after a round tapped trick by trick', async () => {
    const { entry } = await mountEntry({ log: match([specRecordRound], 'single'), handIndex: 1 })
    expect(entry.has('trick-helper')).toBe(true)
    expect((entry.byTestId('mode-tricks').element as HTMLInputElement).checked).toBe(true)
  })

  it('opens it with the counts after a counted round, or for the first round', async () => {
    const after = await mountEntry({ log: match([counted('p1', 4, 1)]), handIndex: 1 })
    expect(after.entry.has('trick-helper')).toBe(false)
    after.wrapper.unmount()
    const first = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    expect(first.entry.has('trick-helper')).toBe(false)
  })
})
