import type { Phrase, PhraseParam } from '../../../../src/engine/core/game-module'
import { phraseText } from '../../../../src/shared/phrase'
import type { Problem } from '../../../../src/engine/core/problems'
import { cliTranslator } from '../../../../src/cli/translator'
import { jekyllHydeBambusMessages } from '../../../../src/games/jekyll-hyde-bambus/words/messages'
import type { Locale } from '../../../../src/shared/i18n/locales'

/** The players of the test logs, by id. */
const names: Record<string, string> = { p1: 'Ada', p2: 'Bram', p3: 'Cleo', p4: 'Dev' }

const translators = {
  en: cliTranslator('en', [jekyllHydeBambusMessages]),
  fr: cliTranslator('fr', [jekyllHydeBambusMessages]),
}

/**
 * A phrase as a reader sees it, worded by the same function as the app, the CLI and the
 * exports (`phraseText`), through vue-i18n's own engine: a player by name, a card by the game's
 * catalog. A setting's value may be a plain number.
 */
export function render(phrase: Phrase | number, locale: Locale = 'en'): string {
  if (typeof phrase === 'number') return String(phrase)
  return phraseText(phrase, translators[locale], (id) => names[id] ?? id, 'jekyll-hyde-bambus')
}

/** A problem's message, its card and player named as in a phrase. */
export function renderProblem(problem: Problem, locale: Locale = 'en'): string {
  const params: Record<string, PhraseParam> = {}
  for (const [name, value] of Object.entries(problem.params)) {
    if (name === 'card' && typeof value === 'string') params[name] = { card: value }
    else if (name === 'player' && typeof value === 'string') params[name] = { player: value }
    else params[name] = value
  }
  return render({ key: problem.messageKey, params }, locale)
}

/** The message at this key in this language, or undefined. */
export function messageOf(key: string, locale: Locale): string | undefined {
  let node: unknown = jekyllHydeBambusMessages[locale]
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined
  }
  return typeof node === 'string' ? node : undefined
}

/** Whether the catalog has this key as a message in this language. */
export function hasMessage(key: string, locale: Locale): boolean {
  return messageOf(key, locale) !== undefined
}

/** The placeholders a message fills: `{card}` and the like. */
export function placeholdersOf(key: string, locale: Locale): string[] {
  return [...(messageOf(key, locale) ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}
