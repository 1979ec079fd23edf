import {
  cardIds,
  defaultCardValues,
  defaultTargetScore,
  defaultVariants,
  type CardId,
  type MysteryRummyLog,
  type Variants,
} from '../../engine'
import type { NewGameTable } from '../../../../renderer/src/games/screens'
import { firstDealerOf, newLogStart } from '../../../../renderer/src/components/new-game/new-log'

/** Mystery Rummy's own settings on the new-game page. */
export interface MysteryRummySettings {
  targetScore: number
  variants: Variants
  values: Record<CardId, number>
}

export function defaultMysteryRummySettings(): MysteryRummySettings {
  return {
    targetScore: defaultTargetScore,
    variants: { ...defaultVariants },
    values: defaultCardValues(),
  }
}

/**
 * The log of a game about to start. It records every setting, card values included, so the game
 * re-scores the same even if a later Casebook changes a default. `firstDealer` is an extra field
 * the log format keeps; the hand entry form reads it to propose each hand's dealer.
 */
export function mysteryRummyNewLog(
  settings: MysteryRummySettings,
  table: NewGameTable,
  id: string,
  now: Date,
): MysteryRummyLog {
  const start = newLogStart('mystery-rummy-jekyll-hyde', table, id, now)
  const deck: Record<string, { value: number }> = {}
  for (const card of cardIds) deck[card] = { value: settings.values[card] }
  return {
    ...start,
    firstDealer: firstDealerOf(start, table),
    rules: { targetScore: settings.targetScore, variants: { ...settings.variants }, deck },
    hands: [],
  }
}
