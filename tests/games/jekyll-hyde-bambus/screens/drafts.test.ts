import { afterEach, describe, expect, it } from 'vitest'
import type { GameLog } from '../../../../src/engine'
import { readDraft } from '../../../../src/games/jekyll-hyde-bambus/words/hand-draft'
import {
  hydeCardIds,
  jekyllCardIds,
  type CardId,
} from '../../../../src/games/jekyll-hyde-bambus/engine'
import { draftFor, type HandDraft } from '../../../../src/games/jekyll-hyde-bambus/screens/draft'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('what the form keeps while a hand is entered', () => {
  const example = golden('rulebook-scoring-example')
  /** The first trick of the hand of live-hand.test.ts, and the first card of the second. */
  const upTo5: CardId[] = ['j-f6', 'h-a', 'j-b', 'h-f3', 'h-transformation']

  it('emits the values after each change, and null once back as it started', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.tap('h-f6')
    const [values, at] = wrapper.emitted('edit')!.at(-1)! as [HandDraft, string | null]
    expect(values.ticked).toEqual(['h-f6'])
    expect(at).toBe('card-h-f6')
    expect(entry.byTestId('cancel').text()).toBe('Keep for later')
    await entry.tap('h-f6')
    expect(wrapper.emitted('edit')!.at(-1)).toEqual([null, 'card-h-f6'])
    expect(entry.byTestId('cancel').text()).toBe('Cancel')
  })

  it('Discard is offered once something changed', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    expect(wrapper.find('[data-testid="discard"]').exists()).toBe(false)
    await entry.tap('j-a')
    await entry.byTestId('discard').trigger('click')
    expect(wrapper.emitted('discard')).toHaveLength(1)
  })

  it('reopens a kept draft where it was, the keyboard on the last control used', async () => {
    const values: HandDraft = { ...draftFor(withoutHands(example), 0), ticked: ['h-f6', 'j-c'] }
    const { wrapper, entry } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values, at: 'card-j-c' },
    })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-j-c')
    expect(entry.card('h-f6').attributes('aria-pressed')).toBe('true')
    expect(wrapper.find('[data-testid="discard"]').exists()).toBe(true)
  })

  it('keeps the cards played on the trick screen, in order, with the rest of the draft', async () => {
    const { wrapper, entry } = mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.byTestId('trick-screen-open').trigger('click')
    for (const card of ['j-f6', 'h-a'] as const) {
      await entry.byTestId(`trick-card-${card}`).trigger('click')
    }
    const [values] = wrapper.emitted('edit')!.at(-1)! as [HandDraft, string | null]
    expect(values.plays).toEqual({ 1: { p1: 'j-f6', p2: 'h-a' } })
    expect(entry.byTestId('cancel').text()).toBe('Keep for later')
    await entry.byTestId('trick-undo').trigger('click')
    await entry.byTestId('trick-undo').trigger('click')
    expect(wrapper.emitted('edit')!.at(-1)![0]).toBeNull()
  })

  it('reopens a kept draft on its tricks, the cards played as they were', async () => {
    const values: HandDraft = {
      ...draftFor(withoutHands(example), 0),
      plays: { 1: { p1: 'j-f6', p2: 'h-a' } },
    }
    const { entry } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values, at: null },
    })
    expect(entry.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Cleo, a card of Dr. Jekyll',
    )
    expect(entry.byTestId('trick-card-h-a').attributes('aria-label')).toContain('played')
    expect(document.activeElement?.getAttribute('data-testid')).toMatch(/^trick-card-/)
  })

  it('puts the tricks an older version kept as a list in front of their seats', async () => {
    const older: HandDraft = { ...draftFor(withoutHands(example), 0), tricks: upTo5 }
    delete older.plays
    const { wrapper, entry } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values: older, at: null },
    })
    // Bram's A took the first trick: he leads the second, so its card lies in front of him.
    expect(entry.byTestId('trick-prompt').text()).toBe(
      'Trick 2: the card in front of Cleo, a card of Dr. Jekyll',
    )
    const [values] = wrapper.emitted('edit')!.at(-1)! as [HandDraft, string | null]
    expect(values.plays).toEqual({
      1: { p1: 'j-f6', p2: 'h-a', p3: 'j-b', p4: 'h-f3' },
      2: { p2: 'h-transformation' },
    })
    expect(values.tricks).toBeUndefined()
  })

  it('puts an older list in front of its seats once the players set the table it was played at', async () => {
    // Kept with Ada as the dealer: Bram would lead, and Ada's card cannot have come first.
    const older: HandDraft = {
      ...draftFor(withoutHands(example), 0),
      dealer: 'p1',
      tricks: ['j-f6', 'h-a'],
    }
    delete older.plays
    const { wrapper, entry } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values: older, at: null },
    })
    expect(wrapper.emitted('edit')).toBeUndefined()
    expect(wrapper.find('[data-testid="trick-screen"]').exists()).toBe(true)
    await entry.byTestId('dealer').setValue('p4')
    const [values] = wrapper.emitted('edit')!.at(-1)! as [HandDraft, string | null]
    expect(values.plays).toEqual({ 1: { p1: 'j-f6', p2: 'h-a' } })
    expect(values.tricks).toBeUndefined()
  })

  it('keeps an older list as it is when its cards cannot lie where they fell', () => {
    // Ada leads for Dr. Jekyll: a card of Mr. Hyde cannot lie in front of her.
    const older: HandDraft = { ...draftFor(withoutHands(example), 0), tricks: ['h-a'] }
    delete older.plays
    const { wrapper } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values: older, at: null },
    })
    expect(wrapper.emitted('edit')).toBeUndefined()
  })

  it('an older draft, kept before the trick record, takes cards played on its trick screen', async () => {
    const older: Partial<HandDraft> = { ...draftFor(withoutHands(example), 0), ticked: [] }
    delete older.plays
    const { wrapper, entry } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values: older as HandDraft, at: null },
    })
    await entry.byTestId('trick-screen-open').trigger('click')
    await entry.byTestId('trick-card-j-f6').trigger('click')
    const [values] = wrapper.emitted('edit')!.at(-1)! as [HandDraft, string | null]
    expect(values.plays).toEqual({ 1: { p1: 'j-f6' } })
  })

  it('reopens on its tricks with the way back focused while the table holds a problem', () => {
    const values: HandDraft = {
      ...draftFor(withoutHands(example), 0),
      dealer: 'p1',
      seats: ['p1', 'p1', 'p3', 'p4'],
      plays: { 1: { p1: 'j-f6' } },
    }
    mountEntry({ log: withoutHands(example), handIndex: 0, resume: { values, at: null } })
    expect(document.querySelector('[data-testid="trick-table-first"]')).not.toBeNull()
    expect(document.activeElement?.getAttribute('data-testid')).toBe('trick-screen-close')
  })

  it('reopens on the form, not the tricks, once the piles are filled from them', () => {
    const values: HandDraft = {
      ...draftFor(withoutHands(example), 0),
      plays: { 1: { p1: 'j-f6', p2: 'h-a' } },
      ticked: ['h-a'],
    }
    const { wrapper } = mountEntry({
      log: withoutHands(example),
      handIndex: 0,
      resume: { values, at: null },
    })
    expect(wrapper.find('[data-testid="trick-screen"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="trick-screen-open"]').exists()).toBe(true)
  })

  it('a correction starts from the saved hand and keeps what the form does not edit', async () => {
    const saved = example.hands[0]!
    const { wrapper, entry } = mountEntry({ log: example, handIndex: 0, initial: saved })
    expect(entry.pile('jekyll').cards).toBe('8 cards')
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[saved]])
  })
})

describe('reading a kept draft back', () => {
  const log = withoutHands(golden('rulebook-scoring-example'))
  const draft = draftFor(log, 0)

  it('gives back a Bambus draft of this game’s players', () => {
    expect(readDraft(JSON.parse(JSON.stringify(draft)), log)).toEqual(draft)
  })

  it('refuses another game’s players, an unknown card, a seat nobody holds, or another game', () => {
    const threePlayers = withoutHands(golden('rulebook-three-players'))
    expect(readDraft(draft, threePlayers)).toBeNull()
    expect(readDraft({ ...draft, ticked: ['j-z'] }, log)).toBeNull()
    expect(readDraft({ ...draft, dealer: 'p9' }, log)).toBeNull()
    expect(readDraft({ ...draft, seats: ['p1', 'p2', 'p3', 'ghost'] }, log)).toBeNull()
    const mysteryRummy = { ...log, game: 'mystery-rummy-jekyll-hyde' } as unknown as GameLog
    expect(readDraft(draft, mysteryRummy)).toBeNull()
  })

  it('refuses oversized lists', () => {
    const ticked = Array.from({ length: 29 }, () => 'j-a')
    expect(readDraft({ ...draft, ticked }, log)).toBeNull()
  })

  it('reads a draft from before the trick record, and one whose 28 cards were all played', () => {
    const older: Partial<HandDraft> = { ...draft }
    delete older.plays
    expect(readDraft(older, log)).toEqual(older)
    const all = [...jekyllCardIds, ...hydeCardIds]
    expect(readDraft({ ...draft, tricks: all }, log)?.tricks).toEqual(all)
    const everyTrick = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].map((trick) => [trick, { p1: 'j-a', p2: 'h-a', p3: 'j-b', p4: 'h-b' }]),
    )
    expect(readDraft({ ...draft, plays: everyTrick }, log)?.plays).toEqual(everyTrick)
  })

  it('refuses an older trick list of 29 cards or an unknown card', () => {
    const tricks = [...jekyllCardIds, ...hydeCardIds, 'j-a']
    expect(readDraft({ ...draft, tricks }, log)).toBeNull()
    expect(readDraft({ ...draft, tricks: ['j-z'] }, log)).toBeNull()
    expect(readDraft({ ...draft, tricks: 'j-a' }, log)).toBeNull()
  })

  it('refuses a trick of a 5th seat, an 8th trick, an unknown card or a seat nobody holds', () => {
    const four = { p1: 'j-a', p2: 'h-a', p3: 'j-b', p4: 'h-b' }
    expect(readDraft({ ...draft, plays: { 1: four } }, log)).not.toBeNull()
    expect(readDraft({ ...draft, plays: { 1: { ...four, ghost: 'h-c' } } }, log)).toBeNull()
    expect(readDraft({ ...draft, plays: { 7: four } }, log)).not.toBeNull()
    expect(readDraft({ ...draft, plays: { 8: four } }, log)).toBeNull()
    expect(readDraft({ ...draft, plays: { 0: four } }, log)).toBeNull()
    expect(readDraft({ ...draft, plays: { 1: { p1: 'j-z' } } }, log)).toBeNull()
    expect(readDraft({ ...draft, plays: { 1: { p9: 'j-a' } } }, log)).toBeNull()
    expect(readDraft({ ...draft, plays: { 1: ['j-a'] } }, log)).toBeNull()
  })
})
