import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { draftFor } from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry'
import { ruleNamesShown } from '../../../../renderer/support/rule-names'
import { mountForm } from './form'
import { gameLog, plainHand } from './logs'

enableAutoUnmount(afterEach)

/** 3 Hyde Awakes in front of each player: 6 of a family the deck has 5 of. */
async function enterSixHydeAwakes(locale: 'en' | 'fr') {
  const mounted = mountForm({ log: gameLog([plainHand]), handIndex: 1 }, locale)
  const { form } = mounted
  await form.choose('identity-hyde')
  await form.choose('ending-went-out-ada')
  await form.type('evidence-ada-hyde-awakes', 3)
  await form.type('evidence-bram-hyde-awakes', 3)
  await ruleNamesShown('mystery-rummy-jekyll-hyde')
  return mounted
}

describe('an impossible hand', () => {
  it('shows the problem beside the Hyde Awakes stepper, in English', async () => {
    const { form, wrapper } = await enterSixHydeAwakes('en')
    expect(form.problemsBeside('evidence-ada-hyde-awakes')).toBe(
      'Error: 6 × Hyde Awakes in this hand, but the deck has only 5. The deck: 62 cards',
    )
    const beside = form.byTestId('evidence-ada-hyde-awakes').attributes('aria-describedby')
    expect(wrapper.get(`[id="${beside}"] a`).attributes('href')).toBe(
      '/rules/mystery-rummy-jekyll-hyde?rule=deck.card-count',
    )
    expect(form.byTestId('evidence-ada-hyde-awakes').attributes('aria-invalid')).toBe('true')
    expect(form.problemsBeside('evidence-ada-utterson')).toBe('')
  })

  it('shows the problem beside the Hyde Awakes stepper, in French', async () => {
    const { form } = await enterSixHydeAwakes('fr')
    expect(form.problemsBeside('evidence-ada-hyde-awakes')).toBe(
      'Erreur\u00a0: 6 × Hyde Awakes dans cette manche, mais le jeu n’en compte que 5. Le paquet\u00a0: 62 cartes',
    )
    expect(form.byTestId('evidence-ada-hyde-awakes').attributes('aria-label')).toBe(
      'Hyde Awakes, devant Ada',
    )
  })

  it('follows the language when it changes', async () => {
    const { form, i18n } = await enterSixHydeAwakes('en')
    i18n.global.locale.value = 'fr'
    await nextTick()
    expect(form.problemsBeside('evidence-ada-hyde-awakes')).toContain('dans cette manche')
  })

  it('cannot be saved: Save is disabled and says why, and Enter does nothing', async () => {
    const { wrapper, form } = await enterSixHydeAwakes('en')
    expect(form.saveButton().disabled).toBe(true)
    const why = document.getElementById(form.saveButton().getAttribute('aria-describedby')!)
    expect(why?.textContent).toBe('1 problem to fix before saving')
    // No scores from a hand the engine cannot score.
    expect(form.score('ada')).toBe('–no score yet')

    await wrapper.get('form').trigger('submit')
    await form.pressKey(form.byTestId('evidence-bram-hyde-awakes').element, 'Enter')
    expect(wrapper.emitted('save')).toBeUndefined()
  })

  it('takes the keyboard to the problem when asked', async () => {
    const { wrapper, form } = await enterSixHydeAwakes('en')
    await wrapper.get('.result__show').trigger('click')
    expect(document.activeElement).toBe(form.byTestId('evidence-ada-hyde-awakes').element)
  })

  it('can be saved once corrected', async () => {
    const { wrapper, form } = await enterSixHydeAwakes('en')
    await form.fewer('evidence-bram-hyde-awakes', 3)
    expect(form.problemsBeside('evidence-ada-hyde-awakes')).toBe('')
    expect(form.saveButton().disabled).toBe(false)
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toHaveLength(1)
  })
})

describe('warnings', () => {
  it('are shown as warnings beside their field and never block saving', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.type('evidence-ada-utterson', 3)

    const areaWarning = wrapper.get('[data-testid="area-ada"] [data-testid="field-problems"]')
    expect(areaWarning.get('li').attributes('data-severity')).toBe('warning')
    expect(areaWarning.text()).toContain(
      'Ada went out, but the cards put on the table (3) are fewer than the 10 it takes to empty a hand.',
    )
    const leftWarning = wrapper.get('[data-testid="left-in-hand"] [data-testid="field-problems"]')
    expect(leftWarning.text()).toContain("Nothing is entered as left in Bram's hand")

    expect(form.saveState()).toBe('Can be saved; 2 warnings to read')
    expect(form.saveButton().disabled).toBe(false)
    expect(form.score('ada')).toBe('12')
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toHaveLength(1)
  })

  it('look different from errors', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('ending-went-out-ada')
    await form.type('evidence-ada-utterson', 2)
    const severities = wrapper
      .findAll('[data-testid="field-problems"] li')
      .map((item) => [item.attributes('data-severity'), item.classes()])
    expect(severities).toContainEqual(['error', expect.arrayContaining(['field-problem--error'])])
    expect(severities).toContainEqual([
      'warning',
      expect.arrayContaining(['field-problem--warning']),
    ])
  })
})

describe('an unfinished form', () => {
  it('cannot be saved before saying how the hand ended', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    expect(form.saveButton().disabled).toBe(true)
    expect(form.saveState()).toBe('Choose how the hand ended to see the scores.')
    expect(form.score('ada')).toBe('–no score yet')
    expect(wrapper.get('[data-testid="hand-entry"]').text()).toContain('Choose who went out first')
    await form.pressKey(form.byTestId('evidence-ada-poole').element, 'Enter')
    expect(wrapper.emitted('save')).toBeUndefined()
    // Enter with nothing to save takes the keyboard to what is missing.
    expect(document.activeElement).toBe(form.byTestId('ending-went-out-ada').element)
  })

  it('cannot be saved while the Transformation rests in an area on no chosen group', async () => {
    // The list chooses the area and the group at once; a draft kept by an earlier version of
    // the form may still hold an area without its group.
    const values = draftFor(gameLog(), 0)
    values.ending = { type: 'went-out', player: 'ada' }
    values.areas.bram!.evidence.poole = 3
    values.areas.bram!.evidence['hyde-awakes'] = 3
    values.transformation = {
      place: 'area',
      area: 'bram',
      family: null,
      cards: null,
      playedBy: null,
    }
    const { form } = mountForm({ log: gameLog(), handIndex: 0, resume: { values, at: null } })
    expect(form.saveButton().disabled).toBe(true)
    expect(form.saveState()).toBe('Choose the group the Transformation covers.')
    expect(
      (form.byTestId('transformation-place').element as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toContain('Bram: choose the group')
    await form.choose('transformation-on-bram-hyde-awakes')
    expect(form.saveButton().disabled).toBe(false)
  })
})

describe('problems this hand causes elsewhere in the game', () => {
  it('name a later hand past the new end at the top, not as a problem, and do not block saving', async () => {
    const log = gameLog([plainHand, plainHand])
    const { wrapper, form } = mountForm({ log, handIndex: 0, initial: plainHand })
    // Hand 1 now wins the game outright (over 100 points for Ada), so hand 2 cannot follow it.
    await form.type('evidence-ada-jekylls-will', 5)
    await form.type('evidence-ada-jekylls-theory', 5)
    await form.type('evidence-ada-utterson', 5)
    await form.type('evidence-ada-poole', 5)
    await form.type('work-in-lab-ada', 6)
    await form.type('evidence-ada-stevenson', 4)
    await form.type('evidence-ada-lanyons-story', 5)
    await form.fewer('left-carew-murder-case')

    expect(wrapper.find('[data-form-problems]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="later-hands"]').text()).toBe(
      'With this correction the game ends sooner: hand 2 comes after its end and cannot have been played. Save deletes it; Undo brings it back.',
    )
    // The hand page then offers to delete hand 2 with the save (decision 0048, later-hands.spec).
    expect(form.saveButton().disabled).toBe(false)
  })
})

/** The problems named last by the points field's aria-describedby, inside the points' box. */
function pointsProblems(): string {
  const input = document.querySelector('[data-testid="left-points"]')!
  const ids = input.getAttribute('aria-describedby')!.split(' ')
  const list = document.querySelector('.left__points')!.querySelector(`[id="${ids.at(-1)}"]`)
  return list?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

describe('a points total left in hand', () => {
  it('is refused beside its field above what the cards off the table make, and saves at it', async () => {
    const { wrapper, form } = mountForm({ log: gameLog(), handIndex: 0 })
    await form.choose('identity-jekyll')
    await form.choose('ending-went-out-ada')
    await form.type('evidence-ada-utterson', 5)
    await form.type('evidence-ada-poole', 5)
    await form.choose('left-mode-points')
    // 108 points in the deck without the Transformation, 20 of them on the table.
    await form.type('left-points', 89)
    expect(pointsProblems()).toBe(
      'Error: Bram cannot hold 89 points: the cards not on the table are worth 88 at most. A points total the cards can make',
    )
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toBeUndefined()

    await form.type('left-points', 88)
    expect(pointsProblems()).not.toContain('cannot hold')
    await form.byTestId('save').trigger('click')
    expect(wrapper.emitted('save')).toHaveLength(1)
  })
})
