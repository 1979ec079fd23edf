import {
  changedCardValues,
  linePhrase,
  type BreakdownLine,
  type Problem,
  type ResolvedRules,
} from '../engine'
import { deForm } from './i18n/elision'
import { cardName, phraseText, type PlayerNames, type Translator } from './phrase'

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
  // A game's own problems name its cards from its own catalog part, under its id.
  const game = problem.messageKey.slice(0, problem.messageKey.indexOf('.'))
  if (typeof params.card === 'string') params.card = cardName(translator, params.card, game)
  if (typeof params.player === 'string') {
    params.player = names(params.player)
    params.dePlayer = deForm(params.player as string)
  }
  return translator.t(problem.messageKey, params)
}

/** One breakdown line as a sentence a player can point at across the table. */
export function explainLine(
  line: BreakdownLine,
  translator: Translator,
  names: PlayerNames,
): string {
  return phraseText(linePhrase(line), translator, names)
}

/** "Transformation 12 (default 5)": the card values a game changed, or '' when it kept them all. */
export function explainCardValues(rules: ResolvedRules, translator: Translator): string {
  return changedCardValues(rules)
    .map(({ card, value, defaultValue }) =>
      translator.t('deck.changed-value', { card: cardName(translator, card), value, defaultValue }),
    )
    .join(', ')
}
