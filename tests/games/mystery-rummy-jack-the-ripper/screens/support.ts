import { mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { parseGameLog } from '../../../../src/engine'
import type {
  JackTheRipperHand,
  JackTheRipperLog,
} from '../../../../src/games/mystery-rummy-jack-the-ripper/engine'
import HandEntry from '../../../../src/games/mystery-rummy-jack-the-ripper/screens/HandEntry.vue'
import type { HandDraft } from '../../../../src/games/mystery-rummy-jack-the-ripper/screens/draft'
import { addGameWords } from '../../../../src/renderer/src/games/catalogs'
import { createCasebookI18n, type Locale } from '../../../../src/shared/i18n'
import { installDialogShim } from '../../../renderer/support/dialog-shim'
import { testRouter } from '../../../renderer/support/test-router'

// The golden game logs the engine is tested with, read as text the way a file is opened.
const files = import.meta.glob<string>('../fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** A golden log through the engine's parser. */
export function golden(name: string): JackTheRipperLog {
  const text = files[`../fixtures/${name}.json`]
  if (text === undefined) throw new Error(`no fixture ${name}`)
  const read = parseGameLog(text)
  if (!read.ok || read.log.game !== 'mystery-rummy-jack-the-ripper') {
    throw new Error(`${name} does not parse`)
  }
  return read.log
}

/** Every golden log's name. */
export const goldenNames = Object.keys(files)
  .map((path) => /([^/]+)\.json$/.exec(path)![1]!)
  .filter((name) => !name.endsWith('.expected'))

/** The same game before its hands: the players and rules only. */
export function withoutHands(log: JackTheRipperLog, count = 0): JackTheRipperLog {
  return { ...log, hands: log.hands.slice(0, count) }
}

export interface EntryProps {
  log: JackTheRipperLog
  handIndex: number
  initial?: JackTheRipperHand
  resume?: { values: HandDraft; at: string | null }
}

/**
 * The real form with the real catalog and the game's words fetched as the page fetches them (the
 * engine's and the form's), attached so focus behaves.
 */
export async function mountEntry(props: EntryProps, locale: Locale = 'en') {
  // The cards left, counted one by one, open in a <dialog>.
  installDialogShim()
  const i18n = createCasebookI18n(locale)
  await addGameWords(i18n.global, 'mystery-rummy-jack-the-ripper')
  // A real router: each problem links to its rule in the game's reference.
  const wrapper = mount(HandEntry, {
    props,
    attachTo: document.body,
    global: { plugins: [i18n, testRouter()] },
  })
  await nextTick()
  return { wrapper, entry: entryDriver(wrapper) }
}

/** What a player does with the form, by its test ids. */
export function entryDriver(wrapper: VueWrapper) {
  const byTestId = (id: string) => wrapper.get(`[data-testid="${id}"]`)
  const has = (id: string) => wrapper.find(`[data-testid="${id}"]`).exists()
  return {
    byTestId,
    has,
    /**
     * Types a count into a stepper. An empty count of the area table shows +1 and +3, no field:
     * one card is laid first, and the count typed over it.
     */
    async count(id: string, value: number) {
      if (!has(id) && has(`${id}-one`)) await byTestId(`${id}-one`).trigger('click')
      const input = byTestId(id)
      ;(input.element as HTMLInputElement).value = String(value)
      await input.trigger('input')
    },
    /** Taps the Wilds of a colour round to `count` (they go 0, 1, 2, then back to 0). */
    async wilds(id: string, count: number) {
      for (let tap = 0; tap < count; tap += 1) await byTestId(id).trigger('click')
    },
    /** Ticks a checkbox, or taps a card of the area table (a button) into the state wanted. */
    async tick(id: string, on = true) {
      const target = byTestId(id)
      if (target.element instanceof HTMLButtonElement) {
        if ((target.attributes('aria-pressed') === 'true') !== on) await target.trigger('click')
      } else await target.setValue(on)
    },
    async choose(id: string) {
      await byTestId(id).setValue(true)
    },
    /**
     * Chooses in a list (the dealer), or in a suspect pick (an Alibi, a vote) by tapping the
     * suspect, or, for none, the one chosen.
     */
    async select(id: string, value: string) {
      const target = byTestId(id)
      if (target.element instanceof HTMLSelectElement) {
        await target.setValue(value)
        return
      }
      // None: the one chosen is tapped again, if any. A suspect not in the pick fails the test.
      const chosen = target.find('[aria-pressed="true"]')
      if (value !== '') await target.get(`[data-testid="${id}-${value}"]`).trigger('click')
      else if (chosen.exists()) await chosen.trigger('click')
    },
    /** The suspect chosen in a pick (an Alibi, a vote), or '' for none. */
    picked(id: string): string {
      const on = byTestId(id).find('[aria-pressed="true"]')
      return on.exists() ? (on.attributes('data-testid') ?? '').slice(id.length + 1) : ''
    },
    /** The rule ids of the problems shown beside a field. */
    problemsAt(field: string): string[] {
      return wrapper
        .findAll(`[data-testid="field-problems"][data-field="${field}"] li`)
        .map((item) => item.attributes('data-rule') ?? '')
    },
    verdict: () => byTestId('bar-verdict').text(),
    rankTotal: (suspect: string) =>
      byTestId(`rank-${suspect}`).get('[data-testid="rank-total"]').text(),
    score: (player: string) =>
      byTestId(`score-${player}`).get('[data-testid="player-score"]').text(),
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

export type EntryDriver = ReturnType<typeof entryDriver>

/** The spec's "Game log" example, entered as the players would, tap by tap. */
export async function enterSpecExample(entry: EntryDriver) {
  await entry.choose('ending-went-out')
  await entry.choose('ending-player-p1')
  await entry.count('p1-evidence-druitt', 4)
  await entry.wilds('p1-wilds-druitt', 1)
  await entry.count('p1-evidence-gull', 1)
  await entry.tick('p1-suspect-druitt')
  await entry.tick('p1-victim-nichols')
  await entry.tick('p1-scene-bucks-row')
  await entry.count('p2-evidence-gull', 3)
  await entry.count('p2-letters', 3)
  await entry.select('p2-alibi', 'chapman')
  await entry.count('p3-evidence-chapman', 3)
  await entry.tick('p3-victim-stride')
  await entry.choose('p2-left-mode-cards')
  await entry.count('p2-left-jill', 1)
  await entry.count('p2-left-ripper-escapes', 1)
  await entry.count('p3-left-points', 4)
  await entry.select('vote-p1', 'druitt')
  await entry.select('vote-p2', 'gull')
}
