import { mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import type { JekyllVsHydeLog, VsHydeRound } from '../../../../src/games/jekyll-vs-hyde/engine'
import { addGameWords } from '../../../../src/renderer/src/games/catalogs'
import type { HandDraft } from '../../../../src/games/jekyll-vs-hyde/screens/draft'
import HandEntry from '../../../../src/games/jekyll-vs-hyde/screens/HandEntry.vue'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'
import { testRouter } from '../../../renderer/support/test-router'
import type { SharedDraftLink } from '../../../../src/renderer/src/components/hand-entry/hand-form'

/** Ada (p1) and Bram (p2), with the rounds given, as the new-game page writes the header. */
export function match(
  hands: VsHydeRound[] = [],
  variant: 'single' | 'return-match' = 'return-match',
): JekyllVsHydeLog {
  return {
    format: 'casebook/game-log',
    version: 1,
    id: 'duel',
    game: 'jekyll-vs-hyde',
    createdAt: '2026-11-23T19:00:00.000Z',
    updatedAt: '2026-11-23T19:00:00.000Z',
    players: [
      { id: 'p1', name: 'Ada' },
      { id: 'p2', name: 'Bram' },
    ],
    rules: {
      targetScore: 10,
      variants: { match: variant },
      deck: { potion: { values: [2, 3, 4, 5] } },
    },
    hands,
  }
}

/** A counted round: `game` only in a return match, as the form writes it. */
export function counted(jekyll: string, jekyllTricks: number, game?: number): VsHydeRound {
  const hyde = jekyll === 'p1' ? 'p2' : 'p1'
  return {
    ...(game === undefined ? {} : { game }),
    jekyll,
    tricks: { [jekyll]: jekyllTricks, [hyde]: 10 - jekyllTricks },
  }
}

export interface EntryProps {
  log: JekyllVsHydeLog
  handIndex: number
  initial?: VsHydeRound
  resume?: { values: HandDraft; at: string | null }
  shared?: SharedDraftLink<HandDraft>
}

/** The real form with the real catalog and the game's words fetched as the page fetches them. */
export async function mountEntry(props: EntryProps, locale: Locale = 'en') {
  const i18n = createCasebookI18n(locale)
  await addGameWords(i18n.global, 'jekyll-vs-hyde')
  const wrapper = mount(HandEntry, {
    props,
    attachTo: document.body,
    global: { plugins: [i18n, testRouter()] },
  })
  await nextTick()
  return { wrapper, entry: driver(wrapper) }
}

function driver(wrapper: VueWrapper) {
  const byTestId = (id: string) => wrapper.get(`[data-testid="${id}"]`)
  return {
    byTestId,
    has: (id: string) => wrapper.find(`[data-testid="${id}"]`).exists(),
    text: (id: string) => byTestId(id).text().replace(/\s+/g, ' ').trim(),
    outcome: () => wrapper.findAll('[data-testid="round-outcome"] li').map((line) => line.text()),
    async jekyllTricks(value: number) {
      const input = byTestId('jekyll-tricks')
      ;(input.element as HTMLInputElement).value = String(value)
      await input.trigger('input')
    },
    async choose(id: string) {
      await byTestId(id).setValue(true)
    },
    /** Taps cards (`pride-6`) and calls (`call-wrath`) in the trick helper. */
    async tap(...taps: string[]) {
      for (const tapped of taps) {
        await byTestId(tapped.startsWith('call-') ? tapped : `card-${tapped}`).trigger('click')
      }
    },
    problemsAt(field: string): string[] {
      return wrapper
        .findAll(`[data-testid="field-problems"][data-field="${field}"] li`)
        .map((item) => item.attributes('data-rule') ?? '')
    },
    canSave: () => !(byTestId('save').element as HTMLButtonElement).disabled,
    async save() {
      await byTestId('hand-entry').trigger('submit')
    },
  }
}

/** The round of the spec's log example (holdout v14), tap by tap, p1 Jekyll and leading. */
export const specRecordTaps = [
  'pride-6',
  'wrath-4',
  'greed-3',
  'potion-2',
  'wrath-2',
  'wrath-3',
  'potion-4',
  'call-wrath',
  'wrath-6',
  'potion-3',
  'call-pride',
  'pride-5',
  'greed-2',
  'wrath-5',
  'wrath-7',
  'pride-4',
  'pride-3',
  'pride-7',
  'greed-6',
  'wrath-1',
  'pride-2',
  'pride-1',
]

/** That round as the spec's log writes it, with `lead` on every trick as the app writes it. */
export const specRecordRound: VsHydeRound = {
  jekyll: 'p1',
  tricks: { p1: 4, p2: 6 },
  record: [
    { lead: 'p1', cards: ['pride-6', 'wrath-4'] },
    { lead: 'p2', cards: ['greed-3', 'potion-2'] },
    { lead: 'p2', cards: ['wrath-2', 'wrath-3'] },
    { lead: 'p1', cards: ['potion-4', 'wrath-6'], call: 'wrath' },
    { lead: 'p2', cards: ['potion-3', 'pride-5'], call: 'pride' },
    { lead: 'p1', cards: ['greed-2', 'wrath-5'] },
    { lead: 'p2', cards: ['wrath-7', 'pride-4'] },
    { lead: 'p2', cards: ['pride-3', 'pride-7'] },
    { lead: 'p1', cards: ['greed-6', 'wrath-1'] },
    { lead: 'p2', cards: ['pride-2', 'pride-1'] },
  ],
}
