import type { PlayedVariant } from '../../../engine/stats/game-facts'
import type { GameSummary } from '../game/summary'
import { variantParam } from './history-games'

/** The numbers of players the library's games were played by, fewest first. */
export function tableSizesOf(summaries: readonly GameSummary[]): number[] {
  return [...new Set(summaries.map((summary) => summary.players.length))].sort((a, b) => a - b)
}

/**
 * The options of a game's variants its games in the library were played more than one way
 * (filtering by one every game shares would change nothing), each once, in the order met.
 */
export function variantChoicesOf(summaries: readonly GameSummary[], game: string): PlayedVariant[] {
  const byRule = new Map<string, Map<string, PlayedVariant>>()
  for (const summary of summaries) {
    if (summary.game !== game) continue
    for (const variant of summary.variants) {
      let options = byRule.get(variant.rule)
      if (!options) byRule.set(variant.rule, (options = new Map()))
      if (!options.has(variantParam(variant))) options.set(variantParam(variant), variant)
    }
  }
  return [...byRule.values()]
    .filter((options) => options.size > 1)
    .flatMap((options) => [...options.values()])
}
