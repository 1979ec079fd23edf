import type { Phrase, PhraseParam } from '../engine'
import { deForm } from './i18n/elision'

/** The little of vue-i18n that wording needs, so the CLI and the renderer share one wording. */
export interface Translator {
  t(key: string, named?: Record<string, unknown>): string
  te(key: string): boolean
}

/** Player ids become names; unknown ids (from a bad file) are shown as they are. */
export type PlayerNames = (id: string) => string

/**
 * A card's name in the reader's language, from its game's own catalog part
 * (`<game>.cards.<id>`), else the id itself (a card this version does not know, or a phrase of
 * no game).
 */
export function cardName(translator: Translator, card: string, game?: string): string {
  const key = `${game}.cards.${card}`
  return game !== undefined && translator.te(key) ? translator.t(key) : card
}

/**
 * Puts an engine phrase into words. A player parameter `by` also fills `deBy`, its French
 * "de" form (d’Ada, de Bram), which French messages use after "de".
 */
export function phraseText(
  phrase: Phrase,
  translator: Translator,
  names: PlayerNames,
  game?: string,
): string {
  const named: Record<string, unknown> = {}
  for (const [key, param] of Object.entries(phrase.params ?? {})) {
    named[key] = paramText(param, translator, names, game)
    if (typeof param === 'object' && 'player' in param) {
      named[`de${key.charAt(0).toUpperCase()}${key.slice(1)}`] = deForm(named[key] as string)
    }
  }
  return translator.t(phrase.key, named)
}

function paramText(
  param: PhraseParam,
  translator: Translator,
  names: PlayerNames,
  game: string | undefined,
): string | number {
  if (typeof param !== 'object') return param
  if ('player' in param) return names(param.player)
  if ('card' in param) return cardName(translator, param.card, game)
  if ('list' in param) {
    const items = param.list.map((item) => String(paramText(item, translator, names, game)))
    if (items.length <= 1) return items[0] ?? ''
    const last = items[items.length - 1]!
    return translator.t('breakdown.list', { items: items.slice(0, -1).join(', '), last })
  }
  return phraseText(param, translator, names, game)
}
