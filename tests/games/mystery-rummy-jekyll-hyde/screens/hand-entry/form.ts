import { mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import type {
  MysteryRummyLog,
  HandRecord,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import {
  HandEntryForm,
  type HandDraft,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry'
import { createCasebookI18n, type Locale } from '../../../../../src/shared/i18n'
import { mysteryRummyJekyllHydeWords } from '../../../../../src/games/mystery-rummy-jekyll-hyde/words/words'
import { testRouter } from '../../../../renderer/support/test-router'

export interface FormProps {
  log: MysteryRummyLog
  handIndex: number
  initial?: HandRecord
  resume?: { values: HandDraft; at: string | null }
}

/** The real form with the real catalog, attached to the page so focus and keys behave. */
export function mountForm(props: FormProps, locale: Locale = 'en') {
  const i18n = createCasebookI18n(locale, mysteryRummyJekyllHydeWords)
  const wrapper = mount(HandEntryForm, {
    props,
    attachTo: document.body,
    global: { plugins: [i18n, testRouter()] },
  })
  return { wrapper, i18n, form: formDriver(wrapper) }
}

/** What a player does with the form, by the test ids the form documents. */
export function formDriver(wrapper: VueWrapper) {
  const byTestId = (id: string) => wrapper.get(`[data-testid="${id}"]`)
  return {
    byTestId,
    /** Types a count into a stepper, as a keyboard user does. */
    async type(id: string, value: number) {
      await byTestId(id).setValue(String(value))
      await byTestId(id).trigger('change')
    },
    async more(id: string, times = 1) {
      for (let i = 0; i < times; i += 1) await byTestId(`${id}-more`).trigger('click')
    },
    async fewer(id: string, times = 1) {
      for (let i = 0; i < times; i += 1) await byTestId(`${id}-fewer`).trigger('click')
    },
    async choose(id: string) {
      await byTestId(id).setValue(true)
    },
    count(id: string): string {
      return (byTestId(id).element as HTMLInputElement).value
    },
    /** A radio checked, or a choice of a list selected. */
    checked(id: string): boolean {
      const element = byTestId(id).element
      return element instanceof HTMLOptionElement
        ? element.selected
        : (element as HTMLInputElement).checked
    },
    score(player: string): string {
      return byTestId(`score-${player}`).get('[data-testid="score-value"]').text()
    },
    saveButton() {
      return byTestId('save').element as HTMLButtonElement
    },
    saveState(): string {
      return byTestId('save-state').text()
    },
    /** The problems listed beside a stepper: in its row, and named by its aria-describedby. */
    problemsBeside(id: string): string {
      const input = byTestId(id).element as HTMLInputElement
      const describedBy = input.getAttribute('aria-describedby')
      if (!describedBy) return ''
      const list = document.getElementById(describedBy)
      const row = input.closest('.card-row, .left__points, .transformation__cards')
      if (!list || !row?.contains(list)) throw new Error(`the problems of ${id} are not beside it`)
      return list.textContent?.replace(/[ \t\n\r]+/g, ' ').trim() ?? ''
    },
    async pressKey(target: Element, key: string) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      await nextTick()
    },
  }
}
