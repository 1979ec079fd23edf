import { mount, type VueWrapper } from '@vue/test-utils'
import type { Component, DefineComponent } from 'vue'
import { parseGameLog, scoreGameLog, type GameLog, type GameScore } from '../../../src/engine'
import { jekyllHydeBambusMessages } from '../../../src/games/jekyll-hyde-bambus/words/messages'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'
import { testRouter } from '../support/test-router'

// Dr. Jekyll & Mr. Hyde (Bambus)'s golden logs, read as text the way a file is opened.
const files = import.meta.glob<string>('../../games/jekyll-hyde-bambus/fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export type BambusFixture =
  | 'game-won-at-1000'
  | 'game-shared-win'
  | 'game-tie-break-hand'
  | 'rulebook-scoring-example'
  | 'rulebook-three-players'
  | 'three-players-shared-win'
  | 'neutral-last-trick'

export type BambusGame = { log: GameLog; score: GameScore }

/** A golden log through the engine's parser, and the score the engine derives from it. */
export function bambusGame(name: BambusFixture): BambusGame {
  const text = files[`../../games/jekyll-hyde-bambus/fixtures/${name}.json`]
  if (text === undefined) throw new Error(`no fixture ${name}`)
  const read = parseGameLog(text)
  if (!read.ok) throw new Error(`fixture ${name} does not parse`)
  return { log: read.log, score: scoreGameLog(read.log) }
}

/** A component with the app's vue-i18n, the game's own words merged in as the page does. */
export function mountBambus(
  locale: Locale,
  component: Component,
  props: Record<string, unknown>,
): VueWrapper {
  return mount(component as DefineComponent, {
    props,
    global: { plugins: [createCasebookI18n(locale, jekyllHydeBambusMessages), testRouter()] },
  })
}
