import type { Component } from 'vue'
import { FetchedOnce } from '../fetched-once'
import { gameAppOf } from '../games/game-apps'

/** A game's own figures (its card tables), by the name its reference's entries use. */
export type RulesFigures = Readonly<Record<string, Component>>

/* Each game's figures (its `figures` in games/game-apps.ts), fetched with its rules reference. */
const loaded = new FetchedOnce<RulesFigures>(
  (game) => gameAppOf(game)?.figures() ?? Promise.resolve({}),
)

/** A game's figures, fetched once; none for a game that has no figures. */
export function loadRulesFigures(game: string): Promise<RulesFigures> {
  return loaded.get(game)
}
