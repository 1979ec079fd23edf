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
