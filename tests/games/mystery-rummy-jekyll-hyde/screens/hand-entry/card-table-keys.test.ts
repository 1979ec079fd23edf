import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { mountForm } from './form'
import { gameLog } from './logs'

enableAutoUnmount(afterEach)

/** The counts of the card table that Tab stops at: one, whichever was used last. */
function tabStops(wrapper: ReturnType<typeof mountForm>['wrapper']) {
  return wrapper
    .findAll('[role="grid"] input')
    .filter((input) => input.attributes('tabindex') === '0')
    .map((input) => input.attributes('data-testid'))
}

describe('the card table, by keyboard', () => {
  it('is one tab stop, at the first count until another is used', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(tabStops(wrapper)).toEqual(['evidence-ada-utterson'])
    const poole = form.byTestId('evidence-bram-poole').element as HTMLInputElement
    poole.focus()
    await wrapper.vm.$nextTick()
    expect(tabStops(wrapper)).toEqual(['evidence-bram-poole'])
  })

  it('moves with the arrows: up and down the cards, left and right between players', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    const start = form.byTestId('evidence-ada-utterson').element as HTMLInputElement
    start.focus()
    await form.pressKey(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(form.byTestId('evidence-ada-poole').element)
    await form.pressKey(document.activeElement!, 'ArrowRight')
    expect(document.activeElement).toBe(form.byTestId('evidence-bram-poole').element)
    await form.pressKey(document.activeElement!, 'ArrowUp')
    expect(document.activeElement).toBe(form.byTestId('evidence-bram-utterson').element)
    // The arrows never change a count.
    expect(form.count('evidence-bram-utterson')).toBe('0')
  })

  it('goes from the left half to the right one in reading order', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    ;(form.byTestId('evidence-bram-stevenson').element as HTMLInputElement).focus()
    await form.pressKey(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(form.byTestId('evidence-bram-carew-murder-case').element)
  })

  it('jumps to a card by a letter of its name, and leaves the counts alone', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    ;(form.byTestId('evidence-ada-utterson').element as HTMLInputElement).focus()
    await form.pressKey(document.activeElement!, 'w')
    expect(document.activeElement).toBe(form.byTestId('evidence-ada-jekylls-will').element)
    await form.pressKey(document.activeElement!, 'w')
    expect(document.activeElement).toBe(form.byTestId('work-in-lab-ada').element)
    await form.pressKey(document.activeElement!, 'e')
    expect(document.activeElement).toBe(form.byTestId('evidence-ada-enfields-story').element)
    expect(form.count('evidence-ada-enfields-story')).toBe('0')
  })

  it('reaches the hand of the player who did not go out, Potion included', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-bram')
    ;(form.byTestId('work-in-lab-bram').element as HTMLInputElement).focus()
    await form.pressKey(document.activeElement!, 'ArrowRight')
    expect(document.activeElement).toBe(form.byTestId('left-work-in-lab').element)
    await form.pressKey(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(form.byTestId('left-potion').element)
    await form.pressKey(document.activeElement!, '2')
    expect(form.count('left-potion')).toBe('2')
  })

  it('names its keys in the form while it has focus', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    const keys = () => wrapper.get('[data-testid="grid-keys"]')
    expect(keys().isVisible()).toBe(false)
    ;(form.byTestId('evidence-ada-poole').element as HTMLInputElement).focus()
    await wrapper.vm.$nextTick()
    expect(keys().isVisible()).toBe(true)
    expect(keys().text()).toBe('Table: a digit counts, arrows and letters move')
  })
})

describe('a digit above what a count can hold', () => {
  it('is refused beside its row, never capped, and the next count clears it', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    const stevenson = form.byTestId('evidence-ada-stevenson').element as HTMLInputElement
    const refused = () => wrapper.find('[data-testid="count-refused"]')

    // The deck has 4 Robert Louis Stevenson: 5 is the first digit refused, 4 the last accepted.
    await form.pressKey(stevenson, '5')
    expect(form.count('evidence-ada-stevenson')).toBe('0')
    expect(refused().text()).toBe(
      '5 × Robert Louis Stevenson? At most 4 can be here: the count stays 0.',
    )
    await form.pressKey(stevenson, '4')
    expect(form.count('evidence-ada-stevenson')).toBe('4')
    expect(refused().exists()).toBe(false)
  })
})
