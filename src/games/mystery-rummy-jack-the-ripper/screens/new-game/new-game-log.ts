import {
  defaultTargetScore,
  defaultVariants,
  gameId,
  type JackTheRipperLog,
  type Variants,
} from '../../engine'
import type { NewGameTable } from '../../../../renderer/src/games/screens'
import { firstDealerOf, newLogStart } from '../../../../renderer/src/components/new-game/new-log'

/** Jack the Ripper's own settings on the new-game page. */
export interface JackTheRipperSettings {
  targetScore: number
  variants: Variants
}

export function defaultJackTheRipperSettings(): JackTheRipperSettings {
  return { targetScore: defaultTargetScore, variants: { ...defaultVariants } }
}

/**
 * The log of a game about to start. It records the target and both variants, so the game
 * re-scores the same even if a later Casebook changes a default; the card values stay the
 * defaults, which the log's `rules.deck` may correct later. `firstDealer` is the extra field the
 * log format keeps for the hand form to propose each hand's dealer.
 */
export function jackTheRipperNewLog(
  settings: JackTheRipperSettings,
  table: NewGameTable,
  id: string,
  now: Date,
): JackTheRipperLog {
  const start = newLogStart(gameId, table, id, now)
  return {
    ...start,
    firstDealer: firstDealerOf(start, table),
    rules: { targetScore: settings.targetScore, variants: { ...settings.variants } },
    hands: [],
  }
}
