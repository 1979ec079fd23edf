import { afterEach, describe, expect, it } from 'vitest'
import CountStepper from '../../../../src/renderer/src/components/hand-entry/CountStepper.vue'
import { counted, match, mountEntry } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

/**
 * What the round does with a count that is not a whole number of tricks, as the count field may
 * hand it over (a typed "7.5", a field emptied): it is never turned into a round.
 */
describe('a count of Jekyll’s tricks that is not one', () => {
  it.each([7.5, Number.NaN, -1, 11])(
    '%s is refused beside the tricks, and Hyde’s is not guessed',
    async (typed) => {
      const { entry, wrapper } = await mountEntry({
        log: match([counted('p1', 2, 1)]),
        handIndex: 1,
      })
      wrapper.findComponent(CountStepper).vm.$emit('update:modelValue', typed)
      await wrapper.vm.$nextTick()
      expect(entry.canSave()).toBe(false)
      expect(entry.problemsAt('tricks').length).toBeGreaterThan(0)
      expect(entry.text('save-state')).not.toBe('Ready to save')
      expect(entry.text('hyde-tricks')).toBe('Bram’s tricks (Mr. Hyde)–')
      await entry.save()
      expect(wrapper.emitted('save')).toBeUndefined()
    },
  )

  it('the first and last whole counts are taken, Hyde having the rest', async () => {
    for (const [jekyll, hyde] of [
      [0, 10],
      [10, 0],
    ] as const) {
      const { entry, wrapper } = await mountEntry({
        log: match([counted('p1', 2, 1)]),
        handIndex: 1,
      })
      wrapper.findComponent(CountStepper).vm.$emit('update:modelValue', jekyll)
      await wrapper.vm.$nextTick()
      expect(entry.text('hyde-tricks')).toBe(`Bram’s tricks (Mr. Hyde)${hyde}`)
      expect(entry.problemsAt('tricks')).toEqual([])
      wrapper.unmount()
    }
  })
})

describe('a count typed that the field does not take', () => {
  it.each(['7.5', '-3', '11', ''])(
    '"%s" moves no marker and shows no outcome: no figure counted from the count before',
    async (typed) => {
      const { entry, wrapper } = await mountEntry({
        log: match([counted('p1', 2, 1)]),
        handIndex: 1,
      })
      await wrapper.get('[data-testid="jekyll-tricks"]').setValue('6')
      expect(wrapper.find('[data-testid="marker-next"]').exists()).toBe(true)
      expect(wrapper.find('[data-testid="round-outcome"]').exists()).toBe(true)

      await wrapper.get('[data-testid="jekyll-tricks"]').setValue(typed)
      expect(wrapper.find('[data-testid="marker-next"]').exists()).toBe(false)
      expect(wrapper.find('[data-testid="round-outcome"]').exists()).toBe(false)
      expect(entry.text('hyde-tricks')).toBe('Bram’s tricks (Mr. Hyde)–')

      // Taken again: the marker and the outcome come back with the count on screen.
      await wrapper.get('[data-testid="jekyll-tricks"]').setValue('4')
      expect(wrapper.find('[data-testid="marker-next"]').exists()).toBe(true)
      expect(entry.text('hyde-tricks')).toBe('Bram’s tricks (Mr. Hyde)6')
    },
  )
})
