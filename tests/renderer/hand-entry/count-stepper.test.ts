import { enableAutoUnmount, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { createCasebookI18n } from '../../../src/shared/i18n'
import CountStepper from '../../../src/renderer/src/components/hand-entry/CountStepper.vue'
import HandResultBar from '../../../src/renderer/src/components/hand-entry/HandResultBar.vue'
import { useEntryActions } from '../../../src/renderer/src/components/hand-entry/use-entry-actions'
import { useEntryProblems } from '../../../src/renderer/src/components/hand-entry/use-entry-problems'
import { testRouter } from '../support/test-router'

enableAutoUnmount(afterEach)

/**
 * A hand form with one count (0 to 5 unless told) and the kit's result bar, as a game's form
 * has them: the engine finds nothing wrong, so only the count can stand in the way of Save.
 */
function mountForm(
  language: 'en' | 'fr' = 'en',
  bounds: { min?: number; max?: number } = {},
  start: number | null = 3,
) {
  const count = ref<number | null>(start)
  const saved: number[] = []
  const Form = defineComponent(() => {
    const form = ref<HTMLFormElement | null>(null)
    const problems = useEntryProblems({
      game: 'jekyll-vs-hyde',
      problems: () => [],
      placeOf: ({ field }) => field,
      name: (player) => player,
    })
    const { submit } = useEntryActions({
      form,
      changed: ref(true),
      check: () => ({ hand: count.value, problems: [], errorCount: 0 }),
      problems,
      emit: ((event: string, hand: number) => {
        if (event === 'save') saved.push(hand)
      }) as never,
    })
    return () =>
      h('form', { ref: form, onSubmit: (event: Event) => (event.preventDefault(), submit()) }, [
        h(CountStepper, {
          label: 'Tricks',
          fewerLabel: 'One trick fewer',
          moreLabel: 'One trick more',
          max: 5,
          ...bounds,
          testid: 'tricks',
          modelValue: count.value,
          'onUpdate:modelValue': (value: number | null) => (count.value = value),
        }),
        h(HandResultBar, { title: 'Result' }),
      ])
  })
  const wrapper = mount(Form, {
    attachTo: document.body,
    global: { plugins: [createCasebookI18n(language), testRouter()] },
  })
  const input = () => wrapper.get<HTMLInputElement>('[data-testid="tricks"]')
  const type = async (text: string) => input().setValue(text)
  const problem = () => wrapper.find('[data-testid="count-problem"]')
  const state = () => wrapper.get('[data-testid="save-state"] span').text()
  const saveDisabled = () =>
    wrapper.get('[data-testid="save"]').attributes('disabled') !== undefined
  return { wrapper, count, saved, input, type, problem, state, saveDisabled }
}

describe('a count typed in a stepper', () => {
  it('takes the largest count allowed and refuses the next one, showing it as typed', async () => {
    const form = mountForm()
    await form.type('5')
    expect(form.count.value).toBe(5)
    expect(form.problem().exists()).toBe(false)
    await form.type('6')
    expect(form.count.value).toBe(5)
    expect(form.input().element.value).toBe('6')
    expect(form.problem().text()).toBe('At most 5')
  })

  it('takes the smallest count allowed and refuses the one below, sign included', async () => {
    const form = mountForm()
    await form.type('0')
    expect(form.count.value).toBe(0)
    expect(form.problem().exists()).toBe(false)
    await form.type('-1')
    expect(form.count.value).toBe(0)
    expect(form.input().element.value).toBe('-1')
    expect(form.problem().text()).toBe('At least 0')
  })

  it('refuses below a minimum above zero and takes the minimum itself', async () => {
    const form = mountForm('en', { min: 1 })
    await form.type('0')
    expect(form.count.value).toBe(3)
    expect(form.problem().text()).toBe('At least 1')
    await form.type('1')
    expect(form.count.value).toBe(1)
    expect(form.problem().exists()).toBe(false)
  })

  it('refuses a count that is not whole, rounding nothing', async () => {
    const form = mountForm()
    await form.type('2.5')
    expect(form.count.value).toBe(3)
    expect(form.input().element.value).toBe('2.5')
    expect(form.problem().text()).toBe('A whole number')
  })

  it('refuses an emptied field instead of keeping the count it had', async () => {
    const form = mountForm()
    await form.type('')
    expect(form.count.value).toBe(3)
    expect(form.input().element.value).toBe('')
    expect(form.problem().text()).toBe('Enter a number')
  })

  it('a digit key replaces a small count when allowed, and shows one too large as typed', async () => {
    const form = mountForm()
    await form.input().trigger('keydown', { key: '5' })
    expect(form.count.value).toBe(5)
    await form.input().trigger('keydown', { key: '6' })
    expect(form.count.value).toBe(5)
    expect(form.input().element.value).toBe('6')
    expect(form.problem().text()).toBe('At most 5')
  })

  it('marks the field invalid and has it described by its problem, until a count is taken', async () => {
    const form = mountForm()
    await form.type('9')
    const id = form.problem().attributes('id')
    expect(id).toBeTruthy()
    expect(form.input().attributes('aria-invalid')).toBe('true')
    expect(form.input().attributes('aria-describedby')).toBe(id)
    await form.type('4')
    expect(form.input().attributes('aria-invalid')).toBeUndefined()
    expect(form.input().attributes('aria-describedby')).toBeUndefined()
  })

  it('takes − and + as typed text: "-3" is refused as below the least, never one fewer then 3', async () => {
    const form = mountForm()
    // The key is left to the input, which writes it: nothing is stepped.
    for (const key of ['-', '+']) {
      const press = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true })
      form.input().element.dispatchEvent(press)
      expect(press.defaultPrevented).toBe(false)
      expect(form.count.value).toBe(3)
    }
    await form.type('-3')
    expect(form.count.value).toBe(3)
    expect(form.input().element.value).toBe('-3')
    expect(form.problem().text()).toBe('At least 0')
    expect(form.saveDisabled()).toBe(true)
  })

  it('refuses words pasted with a count ("7 tricks"), keeping them as typed, never 7', async () => {
    const form = mountForm('en', { max: 10 })
    await form.type('7 tricks')
    expect(form.count.value).toBe(3)
    expect(form.input().element.value).toBe('7 tricks')
    expect(form.problem().text()).toBe('A whole number')
    expect(form.saveDisabled()).toBe(true)
  })

  it('is a spin button whose value a screen reader hears, stepped by ↑ and ↓ up to its bounds', async () => {
    const form = mountForm()
    expect(form.input().attributes()).toMatchObject({
      role: 'spinbutton',
      'aria-valuenow': '3',
      'aria-valuemin': '0',
      'aria-valuemax': '5',
    })
    const press = async (key: string) => form.input().trigger('keydown', { key })
    await press('ArrowUp')
    await press('ArrowUp')
    expect(form.count.value).toBe(5)
    expect(form.input().attributes('aria-valuenow')).toBe('5')
    await press('ArrowUp')
    expect(form.count.value).toBe(5)
    for (let step = 0; step < 5; step += 1) await press('ArrowDown')
    expect(form.count.value).toBe(0)
    await press('ArrowDown')
    expect(form.count.value).toBe(0)
    expect(form.problem().exists()).toBe(false)
  })

  it('shows a count nobody said as blank, and steps it from the least', async () => {
    for (const [key, said] of [
      ['ArrowDown', 0],
      ['ArrowUp', 1],
      ['4', 4],
    ] as const) {
      const form = mountForm('en', {}, null)
      expect(form.input().element.value).toBe('')
      expect(form.input().attributes('aria-valuenow')).toBeUndefined()
      expect(form.problem().exists()).toBe(false)
      await form.input().trigger('keydown', { key })
      expect(form.count.value).toBe(said)
      expect(form.input().element.value).toBe(String(said))
      form.wrapper.unmount()
    }
  })

  it('the buttons still step the count, and replace text not taken', async () => {
    const form = mountForm()
    await form.type('7.5')
    await form.wrapper.get('[data-testid="tricks-more"]').trigger('click')
    expect(form.count.value).toBe(4)
    expect(form.input().element.value).toBe('4')
    expect(form.problem().exists()).toBe(false)
    await form.wrapper.get('[data-testid="tricks-fewer"]').trigger('click')
    expect(form.count.value).toBe(3)
  })
})

describe('a form with a count not taken', () => {
  it('refuses to save and says why, then saves once the count is taken', async () => {
    const form = mountForm()
    expect(form.state()).toBe('Ready to save')
    await form.type('7.5')
    expect(form.state()).toBe('1 count not taken: fix it before saving')
    expect(form.saveDisabled()).toBe(true)
    await form.wrapper.get('form').trigger('submit')
    expect(form.saved).toEqual([])
    expect(document.activeElement).toBe(form.input().element)
    await form.type('4')
    expect(form.state()).toBe('Ready to save')
    expect(form.saveDisabled()).toBe(false)
    await form.wrapper.get('form').trigger('submit')
    expect(form.saved).toEqual([4])
  })

  it('says so in French too', async () => {
    const form = mountForm('fr')
    await form.type('')
    expect(form.problem().text()).toBe('Saisissez un nombre')
    expect(form.state()).toBe('1 nombre non pris\u00a0: corrigez-le avant d’enregistrer')
    await form.type('6')
    expect(form.problem().text()).toBe('Au plus 5')
    await form.type('-1')
    expect(form.problem().text()).toBe('Au moins 0')
    await form.type('1.5')
    expect(form.problem().text()).toBe('Un nombre entier')
    expect(form.saveDisabled()).toBe(true)
  })
})
