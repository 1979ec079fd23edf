import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { scoreGameLog } from '../../../../src/engine'
import {
  pilesOf,
  type BambusHand,
  type CardId,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { followHand } from '../../../../src/games/jekyll-hyde-bambus/engine/live-hand'
import playedText from './played-hands.json?raw'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const played = JSON.parse(playedText) as Record<'twoHeldTricks' | 'transformationLast', string[][]>
const example = golden('rulebook-scoring-example')
const firstHand = { log: withoutHands(example), handIndex: 0 }
/** The table the form prefills for the first hand: Dev deals, Ada and Cleo play Dr. Jekyll. */
const table = { seats: ['p1', 'p2', 'p3', 'p4'], dealer: 'p4', jekyll: ['p1', 'p3'] }
const twoHeld = played.twoHeldTricks.flat() as CardId[]
const transformationLast = played.transformationLast.flat() as CardId[]

async function openTricks(locale: 'en' | 'fr' = 'en') {
  const mounted = mountEntry(firstHand, locale)
  await mounted.entry.byTestId('trick-screen-open').trigger('click')
  const { wrapper } = mounted
  const byTestId = (id: string) => wrapper.get(`[data-testid="${id}"]`)
  const tap = async (...cards: CardId[]) => {
    for (const card of cards) await byTestId(`trick-card-${card}`).trigger('click')
  }
  return { ...mounted, byTestId, tap }
}

describe('the live trick screen', () => {
  it('asks for each card in turn: the seat, the trick and the side its card is of', async () => {
    const { byTestId, tap } = await openTricks()
    expect(byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Ada, a card of Dr. Jekyll',
    )
    await tap('j-f6')
    expect(byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Bram, a card of Mr. Hyde',
    )
    expect(byTestId('trick-on-table').text()).toContain('Location 6 (Jekyll)')
  })

  it('refuses a card of the other side or one already played: nothing changes', async () => {
    const { byTestId, tap } = await openTricks()
    expect(byTestId('trick-card-h-a').attributes('aria-disabled')).toBe('true')
    await tap('h-a')
    expect(byTestId('trick-prompt').text()).toContain('Ada')
    await tap('j-f6', 'j-f6')
    expect(byTestId('trick-prompt').text()).toContain('Bram')
    expect(byTestId('trick-card-j-f6').attributes('aria-label')).toBe('Location 6 (Jekyll), played')
  })

  it('says who takes each trick and why, and counts the piles as the engine folds them', async () => {
    const { byTestId, tap } = await openTricks()
    await tap(...twoHeld.slice(0, 4))
    expect(byTestId('trick-1').text()).toContain('Mr. Hyde (A) is the highest card.')
    expect(byTestId('trick-1').text()).toContain(
      'Bram takes the trick for Mr. Hyde and leads the next one.',
    )
    expect(byTestId('trick-live').text()).toBe(
      'Trick 1: Mr. Hyde (A) is the highest card. Bram takes the trick for Mr. Hyde and leads the next one.',
    )
    expect(byTestId('trick-pile-hyde').text()).toContain('4 cards')
    expect(byTestId('trick-pile-hyde').text()).toContain('11 points')
    await tap(...twoHeld.slice(4, 8))
    expect(byTestId('trick-2').text()).toContain('a Transformation never wins')
    expect(byTestId('trick-waiting').text()).toBe(
      '4 cards wait on the table for the next trick’s winner',
    )
    expect(byTestId('trick-prompt').text()).toContain('Trick 3: the card in front of Bram')
  })

  it('takes the last card back with Undo', async () => {
    const { byTestId, tap } = await openTricks()
    await tap(...twoHeld.slice(0, 4))
    await byTestId('trick-undo').trigger('click')
    expect(byTestId('trick-prompt').text()).toContain('Trick 1: the card in front of Dev')
    expect(byTestId('trick-card-h-f3').attributes('aria-disabled')).toBe('false')
  })

  it('puts the next card in front of an empty seat the players choose, then asks in turn again', async () => {
    const { byTestId, tap } = await openTricks()
    await tap('j-f6')
    const dev = byTestId('trick-seat-p4')
    expect(dev.attributes('aria-label')).toBe('no card yet: put the next card in front of Dev')
    expect(dev.attributes('aria-current')).toBeUndefined()
    expect(byTestId('trick-seat-p2').attributes('aria-current')).toBe('true')
    await dev.trigger('click')
    expect(byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Dev, a card of Mr. Hyde',
    )
    await tap('h-f3')
    expect(byTestId('trick-on-table').get('[data-seat="p4"]').text()).toContain('Location 3')
    expect(byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Bram, a card of Mr. Hyde',
    )
    // Undo takes back the last card in play order: Dev's, who plays after Bram.
    expect(byTestId('trick-undo').text()).toBe('Undo: Location 3 (Hyde)')
    await tap('h-a', 'j-b')
    expect(byTestId('trick-1').text()).toContain('Bram takes the trick for Mr. Hyde')
  })

  it('fills the hand from the 7 tricks; the form saves what the engine folded', async () => {
    const { wrapper, entry, byTestId, tap } = await openTricks()
    expect(wrapper.find('[data-testid="trick-fill"]').exists()).toBe(false)
    await tap(...twoHeld)
    expect(byTestId('trick-prompt').text()).toContain('The 7 tricks are down')
    await byTestId('trick-fill').trigger('click')
    expect(wrapper.find('[data-testid="trick-screen"]').exists()).toBe(false)
    await entry.save()
    const saved = wrapper.emitted('save')?.[0]?.[0] as BambusHand
    const live = followHand(table, twoHeld)
    if (!live.ok) expect.fail(JSON.stringify(live))
    const piles = pilesOf(saved.captured)
    expect(new Set(piles.jekyll)).toEqual(new Set(live.played.captured.jekyll))
    expect(new Set(piles.hyde)).toEqual(new Set(live.played.captured.hyde))
    expect(saved).toMatchObject(table)
    const both = { ...table, captured: live.played.captured }
    const scores = (hand: object) =>
      scoreGameLog({ ...example, hands: [hand as BambusHand] }).hands[0]!.scores
    expect(scores(saved)).toEqual(scores(both))
  })

  it('puts a last trick held by a Transformation in the neutral pile', async () => {
    const { wrapper, entry, byTestId, tap } = await openTricks()
    await tap(...transformationLast)
    expect(byTestId('trick-7').text()).toContain('score for nobody')
    expect(byTestId('trick-pile-neutral').text()).toContain('4 cards')
    await byTestId('trick-fill').trigger('click')
    expect(entry.pile('neutral').cards).toBe('4 cards')
    await entry.save()
    const saved = wrapper.emitted('save')?.[0]?.[0] as BambusHand
    expect(new Set(saved.captured.neutral)).toEqual(
      new Set(['h-transformation', 'j-f4', 'h-murder', 'j-f5']),
    )
  })

  it('keeps the cards tapped when it is closed and opened again', async () => {
    const { byTestId, tap } = await openTricks()
    await tap(...twoHeld.slice(0, 5))
    await byTestId('trick-screen-close').trigger('click')
    await byTestId('trick-screen-open').trigger('click')
    expect(byTestId('trick-prompt').text()).toContain('Trick 2: the card in front of Cleo')
  })

  it('moves along the cards with the arrows, one tab stop for the grid', async () => {
    const { byTestId, entry } = await openTricks()
    const first = byTestId('trick-card-j-transformation').element as HTMLElement
    expect(first.tabIndex).toBe(0)
    first.focus()
    await entry.pressKey(first, 'ArrowRight')
    expect(document.activeElement).toBe(byTestId('trick-card-j-a').element)
    await entry.pressKey(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(byTestId('trick-card-h-a').element)
    expect(first.tabIndex).toBe(-1)
  })

  it('plays a whole hand with one key a card, and fills it as the taps do', async () => {
    const { wrapper, byTestId, entry } = await openTricks()
    const keyOf = (card: CardId) => {
      const name = card.slice(2)
      const actions = ['charity', 'pity', 'remorse', 'fury', 'brutality', 'murder']
      if (name === 'transformation') return 't'
      if (actions.includes(name)) return 'xyz'.charAt(actions.indexOf(name) % 3)
      return name.slice(-1)
    }
    const grid = byTestId('trick-card-j-transformation').element as HTMLElement
    grid.focus()
    for (const card of twoHeld) {
      await entry.pressKey(document.activeElement!, keyOf(card).toUpperCase())
    }
    expect(byTestId('trick-prompt').text()).toContain('The 7 tricks are down')
    for (const card of twoHeld) {
      expect(byTestId(`trick-card-${card}`).attributes('aria-label')).toContain('played')
    }
    await byTestId('trick-fill').trigger('click')
    await entry.save()
    const saved = wrapper.emitted('save')?.[0]?.[0] as BambusHand
    const live = followHand(table, twoHeld)
    if (!live.ok) expect.fail(JSON.stringify(live))
    expect(new Set(pilesOf(saved.captured).jekyll)).toEqual(new Set(live.played.captured.jekyll))
  })

  it('ignores a key no card to play now has: nothing is played', async () => {
    const { byTestId, entry } = await openTricks()
    const grid = byTestId('trick-card-j-transformation').element as HTMLElement
    grid.focus()
    // Ada plays for Dr. Jekyll: q is no card's, and Ctrl+A is the browser's.
    await entry.pressKey(grid, 'q')
    grid.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true }),
    )
    await nextTick()
    expect(byTestId('trick-prompt').text()).toContain('the card in front of Ada')
    await entry.pressKey(grid, 'a')
    expect(byTestId('trick-prompt').text()).toContain('the card in front of Bram')
    expect(byTestId('trick-card-j-a').attributes('aria-label')).toContain('played')
  })

  it('names its own keys while a card has the keyboard, and why Save waits', async () => {
    const { wrapper, byTestId } = await openTricks()
    ;(byTestId('trick-card-j-transformation').element as HTMLElement).focus()
    await wrapper.vm.$nextTick()
    expect(byTestId('grid-keys').text()).toBe(
      'Type a card’s letter or number to play it (x, y, z: the actions), or arrows to it and Space or Enter',
    )
    expect(byTestId('form-keys').text()).toContain('Escape cancels')
    expect(byTestId('form-keys').text()).not.toContain('Enter saves')
    expect(byTestId('save-state').text()).toBe(
      'Play the 7 tricks, then fill the hand with them, to save it',
    )
  })

  it('speaks French', async () => {
    const { byTestId, tap } = await openTricks('fr')
    expect(byTestId('trick-prompt').text()).toBe(
      'Pli 1\u00a0: la carte devant Ada, une carte du Dr Jekyll',
    )
    await tap(...twoHeld.slice(0, 4))
    expect(byTestId('trick-1').text()).toContain('Bram remporte le pli pour Mr Hyde')
  })
})
