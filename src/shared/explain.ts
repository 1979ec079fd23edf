import { quotedParams, type Problem } from '../engine'
import { deForm } from './i18n/elision'
import { cardName, type PlayerNames, type Translator } from './phrase'

export type { PlayerNames, Translator } from './phrase'

/**
 * Fills a problem's message with names in the reader's language. A player's name comes with its
 * French "de" form (`{dePlayer}`), which French messages use after "de".
 */
export function explainProblem(
  problem: Problem,
  translator: Translator,
  names: PlayerNames,
): string {
  const params: Record<string, unknown> = { ...problem.params }
  const game = gameOfKey(problem.messageKey)
  if (typeof params.card === 'string') params.card = cardName(translator, params.card, game)
  if (typeof params.player === 'string') {
    params.player = names(params.player)
    params.dePlayer = deForm(params.player as string)
  }
  return translator.t(problem.messageKey, quotedParams(params))
}

/** A game's own messages are under its id: the cards they name are that game's. */
export function gameOfKey(key: string): string {
  return key.slice(0, key.indexOf('.'))
}
