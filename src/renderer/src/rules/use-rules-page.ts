import type { Ref } from 'vue'
import type { RulesFigures } from '../games/game-app'
import { loadRulesFigures } from './figures'
import type { GameReference } from '../../../shared/rules/reference'
import { followReference, type ShownReference } from './use-game-reference'

/** A game's whole rules page: its reference and the figures its entries draw, shown together. */
export function useRulesPage(
  game: Ref<string>,
): ShownReference<{ reference: GameReference; figures: RulesFigures }> {
  return followReference(game, async (reference) => ({
    reference,
    figures: await loadRulesFigures(reference.game),
  }))
}
