import { afterEach, describe, expect, it } from 'vitest'
import { scoreGameLog } from '../../../../src/engine'
import { cardIds, pilesOf, type CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { golden, mountEntry, rulebookJekyllPile, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('entering a 4-player hand card by card', () => {
  const example = golden('rulebook-scoring-example')
  // The golden hand carries the players' note, which the form keeps but does not write.
  const exampleHand = { ...example.hands[0]! }
  delete exampleHand.note

  it('the 8 cards of S1’s example ticked in Dr. Jekyll’s pile make exactly its record', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.tap(...rulebookJekyllPile)
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[exampleHand]])
  })

  it('the same hand ticked in Mr. Hyde’s pile gives the same piles, table and scores', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.byTestId('ticked-hyde').setValue(true)
    const hydePile = cardIds.filter((card) => !rulebookJekyllPile.includes(card))
    await entry.tap(...hydePile)
    await entry.save()
    const saved = wrapper.emitted('save')?.[0]?.[0] as typeof exampleHand
    expect(saved).toEqual({ ...exampleHand, captured: { hyde: hydePile, neutral: [] } })
    expect(new Set(pilesOf(saved.captured).jekyll)).toEqual(new Set(rulebookJekyllPile))
    const scores = (hand: typeof saved) =>
      scoreGameLog({ ...example, hands: [hand] }).hands[0]!.scores
    expect(scores(saved)).toEqual(scores(exampleHand))
  })

  it('shows each side’s score and formula live, exactly as the engine scores the hand', async () => {
    const { entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.tap(...rulebookJekyllPile)
    const scored = scoreGameLog(example).hands[0]!
    expect(entry.side('jekyll')).toEqual({
      score: String(scored.holderScores.jekyll),
      formula: '(6 + 1 + 1 + 1) × (1 + 3) = 36',
    })
    expect(entry.side('hyde').score).toBe(String(scored.holderScores.hyde))
    expect(entry.side('hyde').formula).toMatch(/ × \(2 \+ 3\) = 255$/)
  })

  it('counts each pile live: cards, sides and points', async () => {
    const { entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.tap(...rulebookJekyllPile)
    expect(entry.pile('jekyll')).toEqual({
      cards: '8 cards',
      balance: '4 Jekyll + 4 Hyde',
      points: '9 points',
    })
    expect(entry.pile('hyde')).toEqual({
      cards: '20 cards',
      balance: '10 Jekyll + 10 Hyde',
      points: '51 points',
    })
  })
})

describe('in French', () => {
  it('counts, scores and names the actions in French', async () => {
    const example = golden('rulebook-scoring-example')
    const { entry } = mountEntry({ log: withoutHands(example), handIndex: 0 }, 'fr')
    await entry.tap(...rulebookJekyllPile)
    expect(entry.pile('jekyll')).toEqual({
      cards: '8 cartes',
      balance: '4 Jekyll + 4 Hyde',
      points: '9 points',
    })
    expect(entry.side('jekyll').formula).toBe('(6 + 1 + 1 + 1) × (1 + 3) = 36')
    expect(entry.byTestId('save').text()).toBe('Enregistrer')
    expect(entry.card('j-remorse').attributes('aria-label')).toBe('Remords ×3')
  })
})

describe('a forgotten card', () => {
  const example = golden('rulebook-scoring-example')

  it('shows beside the ticked pile before saving, and Save is refused until it is ticked', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    const forgotten: CardId = 'h-fury'
    await entry.tap(...rulebookJekyllPile.filter((card) => card !== forgotten))
    expect(entry.pile('jekyll').cards).toBe('7 cards')
    // Not whole tricks, one Hyde card short, and the held trick it belongs to incomplete.
    expect(entry.problemsOf('jekyll')).toEqual(['pile-size', 'pile-balance', 'held-trick'])
    expect(entry.saveButton().disabled).toBe(true)
    expect(entry.saveState()).toContain('3 problems to fix before saving')
    expect(wrapper.find('[data-testid="no-score"]').exists()).toBe(true)
    await entry.save()
    expect(wrapper.emitted('save')).toBeUndefined()

    await entry.tap(forgotten)
    expect(entry.problemsOf('jekyll')).toEqual([])
    expect(entry.saveButton().disabled).toBe(false)
  })

  it('Save with a problem takes the keyboard to the cards', async () => {
    const { entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.tap('j-a')
    ;(entry.byTestId('save').element as HTMLElement).focus()
    await entry.byTestId('show-problem').trigger('click')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-j-a')
  })
})
