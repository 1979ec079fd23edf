import type { Component } from 'vue'
import { gameAppOf } from '../games/game-apps'

/** A game's own figures (its card tables), by the name its reference's entries use. */
export type RulesFigures = Readonly<Record<string, Component>>

/* Each game's figures (its `figures` in games/game-apps.ts), fetched with its rules reference. */
const loaded = new Map<string, Promise<RulesFigures>>()

/** A game's figures, fetched once; none for a game that has no figures. */
export function loadRulesFigures(game: string): Promise<RulesFigures> {
  let figures = loaded.get(game)
  if (!figures) {
    figures = gameAppOf(game)?.figures() ?? Promise.resolve({})
    loaded.set(game, figures)
  }
  return figures
}
