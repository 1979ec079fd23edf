import { mount, type VueWrapper } from '@vue/test-utils'
import type { Component, DefineComponent } from 'vue'
import { parseGameLog, scoreGameLog } from '../../../src/engine'
import {
  isMysteryRummyLog,
  type MysteryRummyLog,
  type MysteryRummyScore,
} from '../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'
import { mysteryRummyJekyllHydeWords } from '../../../src/games/mystery-rummy-jekyll-hyde/words/words'
import { testRouter } from '../support/test-router'

// The golden game logs the engine is tested with, read as text the way a file is opened.
const files = import.meta.glob<string>('../../games/mystery-rummy-jekyll-hyde/fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export type FixtureName =
  | 'game-won'
  | 'game-tie-at-target'
  | 'rulebook-transformation-on-opponent-meld'
  | 'transformation-held-in-hand'

export interface Game {
  log: MysteryRummyLog
  score: MysteryRummyScore
}

/** A golden log through the engine's parser, and the score the engine derives from it. */
export function game(name: FixtureName): Game {
  const text = files[`../../games/mystery-rummy-jekyll-hyde/fixtures/${name}.json`]
  if (text === undefined) throw new Error(`no fixture ${name}`)
  const read = parseGameLog(text)
  if (!read.ok || !isMysteryRummyLog(read.log)) throw new Error(`fixture ${name} does not parse`)
  return { log: read.log, score: scoreGameLog(read.log) }
}

/** The same game as it stood after its first `count` hands. */
export function firstHands(name: FixtureName, count: number): Game {
  return rescored(game(name).log, (log) => ({ ...log, hands: log.hands.slice(0, count) }))
}

/** A changed copy of a log, scored again. */
export function rescored(
  log: MysteryRummyLog,
  change: (log: MysteryRummyLog) => MysteryRummyLog,
): Game {
  const changed = change(structuredClone(log))
  return { log: changed, score: scoreGameLog(changed) }
}

/** A component with the app's real vue-i18n over the shared catalog. */
export function mountIn(
  locale: Locale,
  component: Component,
  props: Record<string, unknown>,
  attachTo?: HTMLElement,
): VueWrapper {
  return mount(component as DefineComponent, {
    props,
    attachTo,
    global: { plugins: [createCasebookI18n(locale, mysteryRummyJekyllHydeWords), testRouter()] },
  })
}

function textWithout(element: Element | null | undefined, hidden: string): string {
  if (!element) return ''
  const copy = element.cloneNode(true) as Element
  for (const node of copy.querySelectorAll(hidden)) node.remove()
  return (copy.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim()
}

/** What a sighted player reads: text hidden for screen readers only is left out. */
export function seen(element: Element | null | undefined): string {
  return textWithout(element, '.visually-hidden')
}

/** What a screen reader says: decoration marked aria-hidden is left out. */
export function heard(element: Element | null | undefined): string {
  return textWithout(element, '[aria-hidden="true"]')
}
