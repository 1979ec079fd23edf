import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { HandRecord } from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { mountForm } from './form'
import { gameLog, plainHand, rulebookTransformationHand } from './logs'

enableAutoUnmount(afterEach)

describe('editing a saved hand', () => {
  const log = gameLog([plainHand, rulebookTransformationHand])

  it('starts from it', () => {
    const { form } = mountForm({ log, handIndex: 1, initial: rulebookTransformationHand })
    expect(form.checked('identity-jekyll')).toBe(true)
    expect(form.checked('ending-went-out-bram')).toBe(true)
    expect(form.checked('dealer-ada')).toBe(true)
    expect(form.count('evidence-ada-utterson')).toBe('4')
    expect(form.count('evidence-ada-hyde-awakes')).toBe('3')
    expect(form.count('evidence-bram-enfields-story')).toBe('3')
    expect(form.count('evidence-bram-stevenson')).toBe('0')
    expect(form.checked('transformation-on-ada-utterson')).toBe(true)
    expect(form.count('transformation-cards')).toBe('3')
    expect(form.checked('transformation-played-by-bram')).toBe(true)
    expect(form.count('left-carew-murder-case')).toBe('2')
    expect(form.score('ada')).toBe('17')
    expect(form.score('bram')).toBe('46')
  })

  it('saves it unchanged when nothing is changed', async () => {
    const { wrapper, form } = mountForm({ log, handIndex: 1, initial: rulebookTransformationHand })
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toStrictEqual([[rulebookTransformationHand]])
  })

  it('saves the change, and keeps the fields the form does not edit', async () => {
    const initial: HandRecord = { ...plainHand, note: 'long hand', custom: { kept: 1 } }
    const { wrapper, form } = mountForm({ log: gameLog([initial]), handIndex: 0, initial })
    await form.more('work-in-lab-ada')
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toStrictEqual([
      [
        {
          ...initial,
          areas: { ...initial.areas, ada: { ...initial.areas.ada, workInLab: 2 } },
        },
      ],
    ])
  })

  it('starts a points total in the points form', () => {
    const initial: HandRecord = {
      identity: 'hyde',
      ending: { type: 'went-out', player: 'bram' },
      areas: { bram: { evidence: { 'hyde-awakes': 5, 'hydes-hideaway': 5 } } },
      leftInHand: { ada: { points: 12, transformation: true } },
    }
    const { form } = mountForm({ log: gameLog([initial]), handIndex: 0, initial })
    expect(form.checked('left-mode-points')).toBe(true)
    expect(form.count('left-points')).toBe('12')
    expect(form.checked('transformation-held')).toBe(true)
  })
})

describe('the dealer of a new hand', () => {
  it('is the player after the previous dealer', () => {
    const { form } = mountForm({ log: gameLog([plainHand]), handIndex: 1 })
    expect(plainHand.dealer).toBe('bram')
    expect(form.checked('dealer-ada')).toBe(true)
  })

  it('is firstDealer for the first hand when the app stored one, else the second player', () => {
    const first = mountForm({ log: gameLog([], { firstDealer: 'ada' }), handIndex: 0 })
    expect(first.form.checked('dealer-ada')).toBe(true)
    first.wrapper.unmount()
    const second = mountForm({ log: gameLog(), handIndex: 0 })
    expect(second.form.checked('dealer-bram')).toBe(true)
  })
})

describe('the keyboard', () => {
  it('starts on the Dual Identity card, one control whose faces are named as they read', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(document.activeElement).toBe(form.byTestId('identity-jekyll').element)
    // One control for the side up: two faces of one radio group, and no second way to say it.
    expect(wrapper.findAll('[data-testid^="identity-"][type="radio"]')).toHaveLength(2)
    expect(wrapper.find('[data-testid="identity-toggle"]').exists()).toBe(false)
    for (const [side, text] of [
      ['jekyll', 'Dr. Jekyll'],
      ['hyde', 'Mr. Hyde'],
    ]) {
      const face = form.byTestId(`identity-${side}`).element.closest('label')!
      expect(face.textContent).toContain(text)
      expect(face.getAttribute('aria-label')).toBeNull()
    }
    await form.choose('identity-hyde')
    expect(form.checked('identity-hyde')).toBe(true)
  })

  it('saves with Enter in a field', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.type('evidence-ada-poole', 3)
    await form.pressKey(form.byTestId('evidence-ada-poole').element, 'Enter')
    expect(wrapper.emitted('save')).toStrictEqual([
      [
        {
          dealer: 'bram',
          identity: 'jekyll',
          ending: { type: 'went-out', player: 'ada' },
          areas: { ada: { evidence: { poole: 3 } } },
        },
      ],
    ])
  })

  it('saves with Enter on the Dual Identity card too, leaving the side as it was', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('identity-hyde')
    await form.choose('ending-case-file-exhausted')
    await form.pressKey(form.byTestId('identity-hyde').element, 'Enter')
    expect(wrapper.emitted('save')).toStrictEqual([
      [{ dealer: 'bram', identity: 'hyde', ending: { type: 'case-file-exhausted' }, areas: {} }],
    ])
  })

  it('leaves Enter to a button, which says what it does', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.pressKey(form.byTestId('cancel').element, 'Enter')
    expect(wrapper.emitted('save')).toBeUndefined()
  })

  it('cancels with Escape, from a field or from the page background', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.pressKey(form.byTestId('evidence-bram-poole').element, 'Escape')
    expect(wrapper.emitted('cancel')).toHaveLength(1)
    await form.pressKey(document.body, 'Escape')
    expect(wrapper.emitted('cancel')).toHaveLength(2)
    expect(wrapper.emitted('save')).toBeUndefined()
  })

  it('leaves Escape alone elsewhere on the page (an open dialog closes itself)', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    const outside = document.createElement('button')
    document.body.append(outside)
    await form.pressKey(outside, 'Escape')
    outside.remove()
    expect(wrapper.emitted('cancel')).toBeUndefined()
  })

  it('cancels with the Cancel button', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.byTestId('cancel').trigger('click')
    expect(wrapper.emitted('cancel')).toHaveLength(1)
  })

  it('types counts within what the deck has, and refuses (never caps) one beyond it', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.type('evidence-ada-stevenson', 9)
    expect(form.count('evidence-ada-stevenson')).toBe('0')
    await form.type('work-in-lab-bram', 7)
    expect(form.count('work-in-lab-bram')).toBe('0')
    await form.type('work-in-lab-bram', 6)
    expect(form.count('work-in-lab-bram')).toBe('6')
    expect((form.byTestId('work-in-lab-bram-more').element as HTMLButtonElement).disabled).toBe(
      true,
    )
    await form.fewer('work-in-lab-bram', 6)
    expect(form.count('work-in-lab-bram')).toBe('0')
    expect((form.byTestId('work-in-lab-bram-fewer').element as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})

describe('labels for screen readers', () => {
  it('name every stepper and its buttons after the card and the player', async () => {
    const { form } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(form.byTestId('evidence-ada-utterson').attributes('aria-label')).toBe(
      'Mr. Utterson, in front of Ada',
    )
    expect(form.byTestId('evidence-bram-utterson-whole').attributes('aria-label')).toBe(
      'All 5 Mr. Utterson in front of Bram',
    )
    expect(form.byTestId('work-in-lab-bram-more').attributes('aria-label')).toBe(
      'One more Work in Lab in front of Bram',
    )
    expect(form.byTestId('work-in-lab-ada').attributes('aria-label')).toBe(
      'Work in Lab, in front of Ada',
    )
    await form.type('evidence-bram-utterson', 3)
    expect(form.byTestId('evidence-bram-utterson-fewer').attributes('aria-label')).toBe(
      'One fewer Mr. Utterson in front of Bram',
    )
  })

  it('group the radios under a legend, and name the list of places of the Transformation', () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    const legends = wrapper.findAll('legend').map((legend) => legend.text())
    expect(legends).toEqual(
      expect.arrayContaining(['Side up at the end of the hand', 'How the hand ended', 'Dealer']),
    )
    const place = form.byTestId('transformation-place')
    expect(wrapper.get(`label[for="${place.attributes('id')}"]`).text()).toBe('The Transformation')
  })
})
