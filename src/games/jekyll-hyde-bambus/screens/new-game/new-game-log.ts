import {
  cardIds,
  defaultCardValues,
  defaultTargetScore,
  defaultVariants,
  type BambusLog,
  type EndTie,
  type FirstJekyll,
  type SeatingCard,
} from '../../engine'
import type { NewGameTable } from '../../../../renderer/src/games/screens'
import { firstDealerOf, newLogStart } from '../../../../renderer/src/components/new-game/new-log'
import type { TypedNumber } from '../../../../renderer/src/components/new-game/typed-number'

/** Dr. Jekyll & Mr. Hyde's own settings on the new-game page. */
export interface BambusSettings {
  targetScore: TypedNumber
  /** Used with 4 players only (spec: A4). */
  seatingCard: SeatingCard
  /** Whose team plays Dr. Jekyll (4 players only): the first leader's or the first dealer's. */
  firstJekyll: FirstJekyll
  endTie: EndTie
}

export function defaultBambusSettings(): BambusSettings {
  return { targetScore: defaultTargetScore, ...defaultVariants }
}

/**
 * The log of a game about to start, every setting and card value recorded so it re-scores the
 * same whatever a later Casebook's defaults. The players stay in the order they were typed, which
 * is their order round the table, and the chosen dealer is stored as `firstDealer`: the engine's
 * `nextHandTable` seats the first hand from both.
 */
export function bambusNewLog(
  settings: BambusSettings,
  table: NewGameTable,
  id: string,
  now: Date,
): BambusLog {
  const start = newLogStart('jekyll-hyde-bambus', table, id, now)
  const count = table.names.length
  const deck: Record<string, { value: number }> = {}
  const values = defaultCardValues()
  for (const card of cardIds) deck[card] = { value: values[card] }
  // A 3-player game has no seating card and no Jekyll team (the solo plays Mr. Hyde): recording
  // them would be settings it cannot use.
  const { seatingCard, firstJekyll, endTie } = settings
  const variants = count === 4 ? { seatingCard, firstJekyll, endTie } : { endTie }
  return {
    ...start,
    firstDealer: firstDealerOf(start, table),
    // A target typed wrong goes into the log as typed, so the engine's check refuses it.
    rules: { targetScore: settings.targetScore as number, variants, deck },
    hands: [],
  }
}
