import { cardOf, isColour } from './cards'
import type { VsHydeTrickRecord } from './log'
import type { RecordedTrick } from './record-fold'

/** A record validation has accepted, read as cards of the deck for the fold. */
export function recordedTricksOf(
  record: readonly VsHydeTrickRecord[],
  potions: readonly number[],
): RecordedTrick[] {
  return record.map((trick) => ({
    lead: cardOf(trick.cards[0], potions)!,
    follow: cardOf(trick.cards[1], potions)!,
    ...(isColour(trick.call) ? { call: trick.call } : {}),
    ...(trick.lead === undefined ? {} : { leader: trick.lead }),
  }))
}
