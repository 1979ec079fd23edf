import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import {
  explainHand,
  type HandRecord,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { mountForm } from './form'
import { gameLog, rulebookTransformationHand } from './logs'

enableAutoUnmount(afterEach)

/** The score the engine gives each player for this hand, as the form shows it. */
function engineScores(hand: HandRecord) {
  return explainHand(gameLog([hand]), 1)!.scores
}

describe('entering the rulebook’s Transformation example', () => {
  it('shows the scores the engine gives, and saves exactly that hand', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })

    // Jekyll is up by default; Bram went out; Ada dealt.
    await form.choose('ending-went-out-bram')
    await form.choose('dealer-ada')
    // The first tap lays a meld of 3, the second a fourth card.
    await form.more('evidence-ada-utterson', 2)
    expect(form.count('evidence-ada-utterson')).toBe('4')
    await form.type('evidence-ada-hyde-awakes', 3)
    await form.type('evidence-bram-utterson', 1)
    for (const family of ['poole', 'jekylls-will', 'jekylls-theory', 'enfields-story']) {
      await form.type(`evidence-bram-${family}`, 3)
    }
    // Where it rests and the group it covers, in one choice.
    await form.choose('transformation-on-ada-utterson')
    expect(form.count('transformation-cards')).toBe('4')
    await form.fewer('transformation-cards')
    await form.choose('transformation-played-by-bram')
    await form.type('left-carew-murder-case', 2)

    const expected = engineScores(rulebookTransformationHand)
    expect(expected).toEqual({ ada: 17, bram: 46 })
    expect(form.score('ada')).toBe('17')
    expect(form.score('bram')).toBe('46')
    expect(form.saveButton().disabled).toBe(false)

    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toStrictEqual([[rulebookTransformationHand]])
  })

  it('follows the identity side: with Hyde up the same table scores differently', async () => {
    const { form } = mountForm({
      log: gameLog([]),
      handIndex: 0,
      initial: rulebookTransformationHand,
    })
    expect(form.score('ada')).toBe('17')

    await form.choose('identity-hyde')
    expect(form.checked('identity-hyde')).toBe(true)
    const flipped = engineScores({ ...rulebookTransformationHand, identity: 'hyde' })
    expect(flipped.ada).not.toBe(17)
    expect(form.score('ada')).toBe(String(flipped.ada))
    expect(form.score('bram')).toBe(String(flipped.bram))
  })

  it('offers the Transformation only J or H families with a card in that area', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.type('evidence-ada-stevenson', 3)
    await form.type('evidence-ada-poole', 3)
    await form.type('evidence-bram-hyde-awakes', 3)
    const offered = wrapper
      .findAll('[data-testid^="transformation-on-ada-"]')
      .map((option) => option.attributes('data-testid'))
    expect(offered).toEqual(['transformation-on-ada-poole'])
    // Chosen, it covers all of that group's cards.
    await form.choose('transformation-on-ada-poole')
    expect(form.count('transformation-cards')).toBe('3')
  })
})

describe('a shut-out', () => {
  it('is marked on the player who made it, with the scores the engine gives', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.type('evidence-ada-utterson', 5)
    await form.type('evidence-ada-stevenson', 4)
    await form.type('work-in-lab-ada', 1)
    await form.type('evidence-bram-poole', 5)
    await form.type('left-hyde-awakes', 1)

    const hand: HandRecord = {
      dealer: 'bram',
      identity: 'jekyll',
      ending: { type: 'went-out', player: 'ada' },
      areas: {
        ada: { evidence: { utterson: 5, stevenson: 4 }, workInLab: 1 },
        bram: { evidence: { poole: 5 } },
      },
      leftInHand: { bram: { cards: { 'hyde-awakes': 1 } } },
    }
    expect(explainHand(gameLog([hand]), 1)!.shutOut).toBe('ada')
    expect(engineScores(hand)).toEqual({ ada: 33, bram: 0 })
    expect(form.score('ada')).toBe('33')
    expect(form.score('bram')).toBe('0')
    expect(form.byTestId('score-ada').find('[data-testid="badge-shut-out"]').exists()).toBe(true)
    expect(form.byTestId('score-bram').find('[data-testid="badge-shut-out"]').exists()).toBe(false)
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toStrictEqual([[hand]])
  })
})

describe('the quick points form for cards left in hand', () => {
  it('scores a points total and a held Transformation as the engine does', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('identity-hyde')
    await form.choose('ending-went-out-ada')
    await form.choose('dealer-none')
    await form.type('evidence-ada-hyde-awakes', 5)
    await form.type('evidence-ada-carew-murder-case', 5)
    await form.type('evidence-ada-utterson', 3)
    await form.type('evidence-bram-poole', 3)
    await form.choose('transformation-held')

    // Card by card is the default; the points form replaces the card steppers.
    expect(wrapper.find('[data-testid="left-poole"]').exists()).toBe(true)
    await form.choose('left-mode-points')
    expect(wrapper.find('[data-testid="left-poole"]').exists()).toBe(false)
    await form.type('left-points', 9)

    const expected: HandRecord = {
      identity: 'hyde',
      ending: { type: 'went-out', player: 'ada' },
      areas: {
        ada: { evidence: { utterson: 3, 'carew-murder-case': 5, 'hyde-awakes': 5 } },
        bram: { evidence: { poole: 3 } },
      },
      leftInHand: { bram: { points: 9, transformation: true } },
    }
    expect(engineScores(expected)).toEqual({ ada: 46, bram: -13 })
    expect(form.score('ada')).toBe('46')
    // The live score writes a minus as the sheet does: U+2212, not a hyphen.
    expect(form.score('bram')).toBe('\u221213')

    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')?.[0]).toStrictEqual([expected])
  })

  it('shows no score while the total holds text it did not take ("-3", "7 points")', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('identity-hyde')
    await form.choose('ending-went-out-ada')
    await form.type('evidence-ada-utterson', 3)
    await form.type('evidence-bram-poole', 3)
    await form.choose('left-mode-points')
    await form.type('left-points', 9)
    const taken = form.score('bram')
    expect(taken).toMatch(/^\u2212?[0-9]+$/)
    for (const typed of ['-3', '7 points']) {
      await form.byTestId('left-points').setValue(typed)
      // Not the score of 9 (the total last taken): no figure at all until the field is right.
      expect(form.score('ada')).toBe('–no score yet')
      expect(form.score('bram')).toBe('–no score yet')
    }
    await form.type('left-points', 9)
    expect(form.score('bram')).toBe(taken)
  })

  it('keeps the cards entered one by one when switching back', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.type('left-potion', 2)
    await form.choose('left-mode-points')
    await form.type('left-points', 4)
    await form.choose('left-mode-cards')
    expect(form.count('left-potion')).toBe('2')
  })
})

describe('a void hand', () => {
  it('scores 0 for both, hides what is left in hand, and saves no cards in hand', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.type('left-poole', 2)
    await form.type('evidence-ada-utterson', 3)
    await form.type('evidence-bram-hyde-awakes', 4)
    await form.choose('transformation-held')

    await form.choose('ending-case-file-exhausted')

    expect(wrapper.find('[data-testid="left-in-hand"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="transformation-held"]').exists()).toBe(false)
    expect(form.checked('transformation-none')).toBe(true)
    expect(form.score('ada')).toBe('0')
    expect(form.score('bram')).toBe('0')
    expect(wrapper.findAll('[data-testid="badge-void"]')).toHaveLength(2)

    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')?.[0]).toStrictEqual([
      {
        dealer: 'bram',
        identity: 'jekyll',
        ending: { type: 'case-file-exhausted' },
        areas: { ada: { evidence: { utterson: 3 } }, bram: { evidence: { 'hyde-awakes': 4 } } },
      },
    ])
  })
})
