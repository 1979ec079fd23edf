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
import type { CardGameSettings } from '../../../../renderer/src/components/new-game/card-numbers'

/** Mystery Rummy's own settings on the new-game page: an emptied card value stays ''. */
export type MysteryRummySettings = CardGameSettings<Variants, CardId>

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
  // A number typed wrong ('', "12 points") goes into the log as typed, so the engine's check
  // refuses it.
  const deck = Object.fromEntries(
    cardIds.map((card) => [card, { value: settings.values[card] as number }]),
  )
  return {
    ...start,
    firstDealer: firstDealerOf(start, table),
    rules: {
      targetScore: settings.targetScore as number,
      variants: { ...settings.variants },
      deck,
    },
    hands: [],
  }
}
