import type { BreakdownLine } from '../../../engine/mystery-rummy-jekyll-hyde'
import { linePhrase } from '../../../engine/mystery-rummy-jekyll-hyde/facts'
import { gameOfKey } from '../../explain'
import { phraseText, type PlayerNames, type Translator } from '../../phrase'

/** One breakdown line as a sentence a player can point at across the table. */
export function explainLine(
  line: BreakdownLine,
  translator: Translator,
  names: PlayerNames,
): string {
  const phrase = linePhrase(line)
  return phraseText(phrase, translator, names, gameOfKey(phrase.key))
}
