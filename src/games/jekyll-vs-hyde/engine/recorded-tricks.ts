import { cardOf, isColour } from './cards'
import type { VsHydeTrickRecord } from './log'
import type { RecordedTrick } from './record-fold'

/**
 * A record validation has accepted, read as cards of the deck for the fold. Fields are added
 * one by one, in a fixed order, rather than spread from objects made for each trick.
 */
export function recordedTricksOf(
  record: readonly VsHydeTrickRecord[],
  potions: readonly number[],
): RecordedTrick[] {
  return record.map((trick) => {
    const recorded: RecordedTrick = {
      lead: cardOf(trick.cards[0], potions)!,
      follow: cardOf(trick.cards[1], potions)!,
    }
    if (isColour(trick.call)) recorded.call = trick.call
    if (trick.lead !== undefined) recorded.leader = trick.lead
    return recorded
  })
}
