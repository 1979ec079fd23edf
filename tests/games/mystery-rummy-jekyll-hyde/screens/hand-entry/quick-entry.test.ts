import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scoreGameLog } from '../../../../../src/engine'
import { twoHalvesQuery } from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry/use-shown-families'
import { mountForm } from './form'
import { gameLog, plainHand } from './logs'

enableAutoUnmount(afterEach)

describe('a count of the card table', () => {
  it('lays a meld of 3 on a family not yet on the table at the first tap, then adds one card a tap', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.byTestId('evidence-ada-poole-more').trigger('click')
    expect(form.count('evidence-ada-poole')).toBe('3')
    await form.byTestId('evidence-ada-poole-more').trigger('click')
    expect(form.count('evidence-ada-poole')).toBe('4')
    expect(form.byTestId('evidence-ada-poole-more').attributes('aria-label')).toBe(
      'One more Poole the Butler in front of Ada',
    )
    expect(form.byTestId('evidence-bram-hyde-awakes-more').attributes('aria-label')).toBe(
      'A meld of 3 Hyde Awakes in front of Bram',
    )
    expect(form.byTestId('evidence-bram-hyde-awakes-more').text()).toBe('+3')
    // Not a tab stop: the count field is the keyboard's way.
    expect(form.byTestId('evidence-ada-poole-more').attributes('tabindex')).toBe('-1')
  })

  it('lays off one card a tap on a family whose meld lies in the other area', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    const bram = 'evidence-bram-poole'
    // Ada holds 2: lay-offs on a meld that can only be Bram's, who lays it at his first tap.
    await form.byTestId('evidence-ada-poole-more').trigger('click')
    await form.fewer('evidence-ada-poole')
    expect(form.count('evidence-ada-poole')).toBe('2')
    expect(form.byTestId(`${bram}-more`).text()).toBe('+3')
    // Ada holds 3: the family's meld is hers, and Bram's first card is a lay-off on it.
    await form.byTestId('evidence-ada-poole-more').trigger('click')
    expect(form.byTestId(`${bram}-more`).attributes('aria-label')).toBe(
      'One more Poole the Butler in front of Bram',
    )
    // The target beside it stays where it was, whatever the other area holds.
    expect(wrapper.find(`[data-testid="${bram}-whole"]`).exists()).toBe(true)
    await form.byTestId(`${bram}-more`).trigger('click')
    expect(form.count(bram)).toBe('1')
  })

  it('lays the whole family at one tap of the target beside the count, while it is 0', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(form.byTestId('evidence-ada-stevenson-whole').text()).toBe('+4')
    expect(form.byTestId('evidence-ada-stevenson-whole').attributes('aria-label')).toBe(
      'All 4 Robert Louis Stevenson in front of Ada',
    )
    await form.byTestId('evidence-ada-stevenson-whole').trigger('click')
    expect(form.count('evidence-ada-stevenson')).toBe('4')
    // With cards to take away, the same target is "−" again.
    expect(wrapper.find('[data-testid="evidence-ada-stevenson-whole"]').exists()).toBe(false)
    await form.fewer('evidence-ada-stevenson')
    expect(form.count('evidence-ada-stevenson')).toBe('3')
    // Work in Lab is no family: it is played one card at a time.
    expect(wrapper.find('[data-testid="work-in-lab-ada-whole"]').exists()).toBe(false)
  })

  it('adds Work in Lab, and cards left in hand, one at a time', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    for (const id of ['work-in-lab-ada', 'left-poole', 'left-potion']) {
      await form.byTestId(`${id}-more`).trigger('click')
      expect(form.count(id)).toBe('1')
    }
  })

  it('takes a digit as the count, and + and − as one card more or less', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    const field = form.byTestId('evidence-ada-utterson').element
    await form.pressKey(field, '4')
    expect(form.count('evidence-ada-utterson')).toBe('4')
    await form.pressKey(field, '9')
    expect(form.count('evidence-ada-utterson')).toBe('4')
    await form.pressKey(field, '5')
    await form.pressKey(field, '-')
    expect(form.count('evidence-ada-utterson')).toBe('4')
    await form.pressKey(field, '0')
    await form.pressKey(field, '+')
    expect(form.count('evidence-ada-utterson')).toBe('3')
  })

  it('shows a gavel, not J/H, on the rows of Work in Lab and Potion, which are Gavel cards', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    for (const id of ['work-in-lab-ada', 'left-potion']) {
      const row = form.byTestId(id).element.closest('.card-row')!
      const badge = row.querySelector('.letter-badge')!
      expect(badge.textContent?.trim()).toBe('')
      expect(badge.querySelector('svg')).not.toBeNull()
    }
  })
})

describe('the cards left in hand, card by card', () => {
  it('are a column of the card table, for the player who did not go out', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(wrapper.find('[data-testid="left-poole"]').exists()).toBe(false)
    await form.choose('ending-went-out-ada')
    const heads = wrapper.findAll('[role="columnheader"]').map((head) => head.text())
    expect(heads).toEqual(expect.arrayContaining([expect.stringContaining("Left in Bram's hand")]))
    // Potion is never on the table: its row has the hand's count only.
    const potion = form.byTestId('left-potion').element.closest('[role="row"]')!
    expect(potion.querySelectorAll('input')).toHaveLength(1)
    expect(form.byTestId('left-poole').attributes('aria-label')).toBe(
      "Poole the Butler, left in Bram's hand",
    )
    await form.choose('left-mode-points')
    expect(wrapper.find('[data-testid="left-poole"]').exists()).toBe(false)
  })
})

describe('the families on a phone', () => {
  it('are those in play this game; the others wait behind one button', async () => {
    const { wrapper, form } = mountForm({ log: gameLog([plainHand]), handIndex: 1 })
    const shown = (id: string) =>
      (form.byTestId(id).element.closest('.card-row') as HTMLElement).style.display !== 'none'
    expect(shown('evidence-bram-utterson')).toBe(true)
    expect(shown('evidence-ada-hyde-awakes')).toBe(true)
    expect(shown('evidence-ada-enfields-story')).toBe(false)
    expect(form.byTestId('more-families').text()).toBe('All families (5 more)')

    await form.byTestId('more-families').trigger('click')
    expect(shown('evidence-ada-enfields-story')).toBe(true)
    expect(shown('evidence-bram-enfields-story')).toBe(true)
    expect(wrapper.find('[data-testid="more-families"]').exists()).toBe(false)
    // The keyboard lands on the first family that was hidden.
    expect(document.activeElement).toBe(form.byTestId('evidence-ada-jekylls-will').element)
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

describe('the families on a screen wide enough for the two halves of the table', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('are all shown, always in the same place, with no button to ask for them', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === twoHalvesQuery,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }))
    vi.stubGlobal('matchMedia', matchMedia)
    const { wrapper, form } = mountForm({ log: gameLog([plainHand]), handIndex: 1 })
    expect(matchMedia).toHaveBeenCalledWith(twoHalvesQuery)
    const row = form.byTestId('evidence-ada-enfields-story').element.closest('.card-row')
    expect((row as HTMLElement).style.display).not.toBe('none')
    expect(wrapper.find('[data-testid="more-families"]').exists()).toBe(false)
  })
})
