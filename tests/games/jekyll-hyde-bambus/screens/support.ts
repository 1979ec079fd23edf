import { mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { parseGameLog } from '../../../../src/engine'
import type { BambusHand, BambusLog, CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import HandEntry from '../../../../src/games/jekyll-hyde-bambus/screens/HandEntry.vue'
import type { HandDraft } from '../../../../src/games/jekyll-hyde-bambus/screens/draft'
import { jekyllHydeBambusMessages } from '../../../../src/games/jekyll-hyde-bambus/words/messages'
import { createCasebookI18n, supportedLocales, type Locale } from '../../../../src/shared/i18n'
import { testRouter } from '../../../renderer/support/test-router'
import type { SharedDraftLink } from '../../../../src/renderer/src/components/hand-entry/hand-form'

// The golden game logs the engine is tested with, read as text the way a file is opened.
const files = import.meta.glob<string>('../fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** A golden log through the engine's parser. */
export function golden(name: string): BambusLog {
  const text = files[`../fixtures/${name}.json`]
  if (text === undefined) throw new Error(`no fixture ${name}`)
  const read = parseGameLog(text)
  if (!read.ok || read.log.game !== 'jekyll-hyde-bambus') throw new Error(`${name} does not parse`)
  return read.log
}

/** The same game before its hands: the players and rules only. */
export function withoutHands(log: BambusLog, count = 0): BambusLog {
  return { ...log, hands: log.hands.slice(0, count) }
}

export interface EntryProps {
  log: BambusLog
  handIndex: number
  initial?: BambusHand
  resume?: { values: HandDraft; at: string | null }
  shared?: SharedDraftLink<HandDraft>
}

/** The real form with the real catalog and the game's own words, attached so focus behaves. */
export function mountEntry(props: EntryProps, locale: Locale = 'en') {
  const i18n = createCasebookI18n(locale)
  for (const each of supportedLocales) {
    i18n.global.mergeLocaleMessage(each, jekyllHydeBambusMessages[each])
  }
  // A real router: each problem links to its rule in the game's reference.
  const wrapper = mount(HandEntry, {
    props,
    attachTo: document.body,
    global: { plugins: [i18n, testRouter()] },
  })
  return { wrapper, entry: entryDriver(wrapper) }
}

/** What a player does with the form, by its test ids. */
export function entryDriver(wrapper: VueWrapper) {
  const byTestId = (id: string) => wrapper.get(`[data-testid="${id}"]`)
  return {
    byTestId,
    card: (card: CardId) => byTestId(`card-${card}`),
    /** Taps cards as a pointer does: each takes the focus, then the click. */
    async tap(...cards: CardId[]) {
      for (const card of cards) {
        const button = byTestId(`card-${card}`)
        ;(button.element as HTMLElement).focus()
        await button.trigger('click')
      }
    },
    /** The figures of a pile's counter, as read. */
    pile(pile: 'jekyll' | 'hyde' | 'neutral') {
      const counter = byTestId(`pile-${pile}`)
      const text = (id: string) => counter.get(`[data-testid="${id}"]`).text()
      return {
        cards: text('pile-cards'),
        balance: text('pile-balance'),
        points: text('pile-points'),
      }
    },
    problemsOf(pile: 'jekyll' | 'hyde' | 'neutral'): string[] {
      return byTestId(`pile-${pile}`)
        .findAll('[data-testid="field-problems"] li')
        .map((item) => item.attributes('data-rule') ?? '')
    },
    side(side: 'jekyll' | 'hyde') {
      const part = byTestId(`side-${side}`)
      return {
        score: part.get('[data-testid="side-score"]').text(),
        formula: part.get('[data-testid="side-formula"]').text(),
      }
    },
    saveButton: () => byTestId('save').element as HTMLButtonElement,
    saveState: () => byTestId('save-state').text(),
    async save() {
      await byTestId('hand-entry').trigger('submit')
    },
    async pressKey(target: Element, key: string) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      await nextTick()
    },
  }
}

/** S1's worked example: the Jekyll side's two tricks, one of them held by a Transformation. */
export const rulebookJekyllPile: CardId[] = [
  'h-f6',
  'j-c',
  'h-a',
  'h-transformation',
  'j-b',
  'j-charity',
  'j-remorse',
  'h-fury',
]
