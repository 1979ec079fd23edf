import { afterEach, describe, expect, it } from 'vitest'
import type { CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { scoreGameLog } from '../../../../src/engine'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const selected = (element: Element) => (element as HTMLSelectElement).value

describe('a 3-player hand', () => {
  const rotation = golden('three-players-full-rotation')

  it('starts at the table the rules expect next: the seats rotated, the next solo ticked', () => {
    const { entry } = mountEntry({ log: withoutHands(rotation, 1), handIndex: 1 })
    const next = rotation.hands[1]!
    expect([1, 2, 3, 4].map((seat) => selected(entry.byTestId(`seat-${seat}`).element))).toEqual(
      next.seats,
    )
    expect(selected(entry.byTestId('dealer').element)).toBe(next.dealer)
    expect((entry.byTestId(`solo-${next.solo}`).element as HTMLInputElement).checked).toBe(true)
    expect(entry.byTestId('seat-2').text()).toContain('Ghost')
  })

  it('the second hand of the rotation, entered by ticking, saves as the golden one and scores alike', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(rotation, 1), handIndex: 1 })
    const next = rotation.hands[1]!
    await entry.tap(...(next.captured.jekyll! as CardId[]))
    const scored = scoreGameLog(withoutHands(rotation, 2)).hands[1]!
    // p3 plays solo (Hyde); p1 and p2 each receive the Jekyll score.
    expect(entry.side('jekyll').score).toBe(String(scored.scores.p1))
    expect(entry.side('hyde').score).toBe(String(scored.scores.p3))
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([
      [{ ...next, captured: { ...next.captured, neutral: [] } }],
    ])
  })

  it('a dealer out of turn is a warning beside the dealer: the hand can still be saved', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(rotation, 1), handIndex: 1 })
    await entry.tap('h-b', 'j-c', 'h-brutality', 'j-f5')
    await entry.byTestId('dealer').setValue('p1')
    const beside = entry.byTestId('hand-entry').findAll('[data-field="dealer"] li')
    expect(beside.map((item) => item.attributes('data-rule'))).toEqual(['dealer-out-of-turn'])
    expect(entry.saveState()).toContain('1 warning to read')
    await entry.save()
    expect(wrapper.emitted('save')).toHaveLength(1)
  })

  it('another solo leaves the ghost in the wrong seat: an error beside the seats, a warning beside the solo', async () => {
    const { entry } = mountEntry({ log: withoutHands(rotation, 1), handIndex: 1 })
    await entry.tap('h-b', 'j-c', 'h-brutality', 'j-f5')
    await entry.byTestId('solo-p1').setValue(true)
    const rules = (field: string) =>
      entry
        .byTestId('hand-entry')
        .findAll(`[data-field="${field}"] li`)
        .map((item) => `${item.attributes('data-severity')} ${item.attributes('data-rule')}`)
    expect(rules('seats')).toEqual(['error ghost-seat'])
    expect(rules('solo')).toEqual(['warning solo-out-of-turn'])
    expect(entry.saveButton().disabled).toBe(true)
  })
})
