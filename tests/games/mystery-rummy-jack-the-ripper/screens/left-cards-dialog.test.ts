import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('spec-game-log-example'))

/** Ada went out on a Druitt meld with a Victim: Bram and Cleo pay for their hands. */
async function adaWentOut(locale: 'en' | 'fr' = 'en') {
  const mounted = await mountEntry({ log, handIndex: 0 }, locale)
  const { entry } = mounted
  await entry.choose('ending-player-p1')
  await entry.byTestId('p1-evidence-druitt-more').trigger('click')
  await entry.tick('p1-victim-nichols')
  return mounted
}

describe('cards left counted one by one, over the form', () => {
  it('"By card" opens the count of that player alone, and the form does not grow', async () => {
    const { entry, wrapper } = await adaWentOut()
    expect(entry.has('left-cards-dialog')).toBe(false)
    await entry.choose('p2-left-mode-cards')
    const dialog = entry.byTestId('left-cards-dialog')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    expect(dialog.attributes('aria-label')).toBe('Cards in Bram’s hand, one by one')
    expect(wrapper.findAll('[data-testid^="left-cards-p"]')).toHaveLength(1)
    // A card that could go on Ada's Druitt meld had to be set aside: not offered.
    expect(entry.has('p2-left-druitt')).toBe(false)
    expect(entry.has('p2-left-jill')).toBe(true)
  })

  it('each card counted shows in the column, and the column opens the count again', async () => {
    const { entry } = await adaWentOut()
    await entry.choose('p2-left-mode-cards')
    await entry.byTestId('p2-left-jill-more').trigger('click')
    await entry.byTestId('p2-left-letter-more').trigger('click')
    await entry.byTestId('left-cards-done').trigger('click')
    expect(entry.has('left-cards-dialog')).toBe(false)
    const count = entry.byTestId('p2-left-count')
    expect(count.text()).toBe('2 cards')
    expect(count.attributes('aria-label')).toBe('2 cards: count the cards in Bram’s hand again')
    await count.trigger('click')
    expect(entry.byTestId('left-cards-dialog').attributes('aria-label')).toBe(
      'Cards in Bram’s hand, one by one',
    )
    expect((entry.byTestId('p2-left-jill').element as HTMLInputElement).value).toBe('1')
  })

  it('Enter in a count closes the count and does not save the hand; Escape does not put it aside', async () => {
    const { entry, wrapper } = await adaWentOut()
    await entry.choose('p2-left-mode-cards')
    await entry.pressKey(entry.byTestId('p2-left-jill').element, 'Enter')
    expect(entry.has('left-cards-dialog')).toBe(false)
    expect(wrapper.emitted('save')).toBeUndefined()
    await entry.byTestId('p2-left-count').trigger('click')
    await entry.pressKey(entry.byTestId('p2-left-jill').element, 'Escape')
    expect(wrapper.emitted('cancel')).toBeUndefined()
    const dialog = entry.byTestId('left-cards-dialog')
    dialog.element.dispatchEvent(new Event('cancel', { cancelable: true }))
    await nextTick()
    expect(entry.has('left-cards-dialog')).toBe(false)
  })

  it('closes when its player no longer counts card by card', async () => {
    const { entry } = await adaWentOut()
    await entry.choose('p3-left-mode-cards')
    expect(entry.has('left-cards-dialog')).toBe(true)
    await entry.byTestId('p3-left-mode-cards').setValue(false)
    expect(entry.has('left-cards-dialog')).toBe(false)
    expect(entry.has('p3-left-points')).toBe(true)
  })

  it('speaks French', async () => {
    const { entry } = await adaWentOut('fr')
    await entry.choose('p3-left-mode-cards')
    expect(entry.byTestId('left-cards-dialog').attributes('aria-label')).toBe(
      'Cartes en main de Cleo, une par une',
    )
    expect(entry.byTestId('left-cards-done').text()).toBe('Terminé')
    await entry.byTestId('left-cards-done').trigger('click')
    expect(entry.byTestId('p3-left-count').text()).toBe('Aucune carte')
  })

  it('opens again with the keyboard on the first card’s count, not on its −', async () => {
    const { entry } = await adaWentOut()
    await entry.choose('p2-left-mode-cards')
    const first = entry.byTestId('left-cards-dialog').get('input')
    const id = first.attributes('data-testid')!
    await entry.byTestId(`${id}-more`).trigger('click')
    await entry.byTestId('left-cards-done').trigger('click')
    await entry.byTestId('p2-left-count').trigger('click')
    expect(entry.has(`${id}-fewer`)).toBe(true)
    expect(document.activeElement?.getAttribute('data-testid')).toBe(id)
  })
})
