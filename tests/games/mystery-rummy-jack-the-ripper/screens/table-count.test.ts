import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('spec-game-log-example'))
const focusedId = () => document.activeElement?.getAttribute('data-testid') ?? null
const click = async (entry: Awaited<ReturnType<typeof mountEntry>>['entry'], id: string) => {
  const button = entry.byTestId(id)
  ;(button.element as HTMLButtonElement).focus()
  await button.trigger('click')
  await nextTick()
}
const fieldValue = (entry: Awaited<ReturnType<typeof mountEntry>>['entry'], id: string) =>
  (entry.byTestId(id).element as HTMLInputElement).value

describe('a count of the area table, as cards come down', () => {
  it('an empty count says on its face what each tap lays: +1 a card laid off, +3 a meld', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    expect(entry.byTestId('p1-evidence-druitt-one').text()).toBe('+1')
    expect(entry.byTestId('p1-evidence-druitt-more').text()).toBe('+3')
    expect(entry.byTestId('p1-evidence-druitt-one').attributes('aria-label')).toBe(
      'Lay one card in front of Ada: Montague Druitt',
    )
    expect(entry.byTestId('p1-evidence-druitt-more').attributes('aria-label')).toBe(
      'Lay a meld of 3 in front of Ada: Montague Druitt',
    )
    // Nothing to take away and no figure to read while nothing is laid.
    expect(entry.has('p1-evidence-druitt')).toBe(false)
    expect(entry.has('p1-evidence-druitt-fewer')).toBe(false)
  })

  it('one tap on +1 lays exactly one card (a lay-off), and the keyboard stays on the count', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await click(entry, 'p2-evidence-gull-one')
    expect(fieldValue(entry, 'p2-evidence-gull')).toBe('1')
    expect(entry.has('p2-evidence-gull-one')).toBe(false)
    expect(entry.byTestId('p2-evidence-gull-more').text()).toBe('+')
    expect(focusedId()).toBe('p2-evidence-gull-more')
    await click(entry, 'p2-evidence-gull-more')
    expect(fieldValue(entry, 'p2-evidence-gull')).toBe('2')
  })

  it('one tap on +3 lays a meld of 3, then + and − go one card at a time', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await click(entry, 'p1-letters-more')
    expect(fieldValue(entry, 'p1-letters')).toBe('3')
    await click(entry, 'p1-letters-more')
    expect(fieldValue(entry, 'p1-letters')).toBe('4')
    await click(entry, 'p1-letters-fewer')
    expect(fieldValue(entry, 'p1-letters')).toBe('3')
  })

  it('− down to 0 empties the count again, and the keyboard goes to +3 rather than nowhere', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await click(entry, 'p3-evidence-jill-one')
    await click(entry, 'p3-evidence-jill-fewer')
    expect(entry.has('p3-evidence-jill')).toBe(false)
    expect(entry.byTestId('p3-evidence-jill-one').text()).toBe('+1')
    expect(focusedId()).toBe('p3-evidence-jill-more')
  })

  it('the field stays while it is typed in, even at 0, so "0" then "5" is not cut short', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await click(entry, 'p1-evidence-eddy-one')
    const input = entry.byTestId('p1-evidence-eddy')
    ;(input.element as HTMLInputElement).focus()
    await input.trigger('focus')
    await entry.count('p1-evidence-eddy', 0)
    expect(entry.has('p1-evidence-eddy')).toBe(true)
    await entry.count('p1-evidence-eddy', 5)
    expect(fieldValue(entry, 'p1-evidence-eddy')).toBe('5')
    await entry.count('p1-evidence-eddy', 0)
    await input.trigger('blur')
    expect(entry.has('p1-evidence-eddy')).toBe(false)
    expect(entry.has('p1-evidence-eddy-one')).toBe(true)
  })
})
