import { FetchedOnce } from '../fetched-once'
import type { RulesFigures } from '../games/game-app'
import { gameAppOf } from '../games/game-apps'

/* Each game's figures (its `figures` in games/game-apps.ts), fetched with its rules reference. */
const loaded = new FetchedOnce<RulesFigures>(
  (game) => gameAppOf(game)?.figures() ?? Promise.resolve({}),
)

/** A game's figures, fetched once; none for a game that has no figures. */
export function loadRulesFigures(game: string): Promise<RulesFigures> {
  return loaded.get(game)
}
