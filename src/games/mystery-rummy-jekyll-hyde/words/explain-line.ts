import type { BreakdownLine } from '../engine'
import { linePhrase } from '../engine/facts'
import { gameOfKey } from '../../../shared/explain'
import { phraseText, type PlayerNames, type Translator } from '../../../shared/phrase'

/** One breakdown line as a sentence a player can point at across the table. */
export function explainLine(
  line: BreakdownLine,
  translator: Translator,
  names: PlayerNames,
): string {
  const phrase = linePhrase(line)
  return phraseText(phrase, translator, names, gameOfKey(phrase.key))
}
