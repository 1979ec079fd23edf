import type { CardId } from './cards'
import type { Ending, JackTheRipperHand, JackTheRipperLog } from './log'
import { ripperAmong, suspectTotals, type SuspectTotal } from './ripper'
import type { ResolvedRules } from './rules'
import { cardsToSetAside } from './set-aside'
import { endedByGoingOut, isOut, tableOf, type Areas } from './table'

/**
 * Questions the hand form asks while a hand is being entered. They are rules, so they are
 * answered here, once, and never re-derived in a screen. Each takes a table still being entered.
 */

/** The live ranking and the Ripper it names so far (null: no candidate), cleared suspects included. */
export function liveRipper(
  areas: Areas | undefined,
  resolved: ResolvedRules,
): { ranking: SuspectTotal[]; ripper: SuspectTotal | null } {
  const ranking = suspectTotals(areas, resolved)
  return { ranking, ripper: ripperAmong(ranking) }
}

/** The cards a player still holding cards had to set aside: none of them may be listed as held. */
export function setAsideCards(areas: Areas | undefined, player: string): CardId[] {
  return [...cardsToSetAside(tableOf(areas), areas?.[player])]
}

/**
 * The players whose cards left in hand cost points: everyone but those out of cards, and only
 * when someone went out or was forced out (otherwise nothing is deducted).
 */
export function playersCharged(players: readonly string[], ending: Ending): string[] {
  const hand = { ending }
  if (!endedByGoingOut(hand)) return []
  return players.filter((player) => !isOut(hand, player))
}

/** How many Victims lie on the table: what a held Ripper Escapes costs, 2 each. */
export function victimsOnTable(areas: Areas | undefined): number {
  return tableOf(areas).victims.size
}

/**
 * Who deals hand `handIndex` (0-based): the deal passes to the next player in the log's order
 * after the last recorded dealer, counting the hands in between. Null when no dealer was recorded
 * before it (the dealer is optional, for information only).
 */
export function expectedDealer(
  log: Pick<JackTheRipperLog, 'players'> & { hands: readonly Pick<JackTheRipperHand, 'dealer'>[] },
  handIndex: number,
): string | null {
  const players = log.players.map((player) => player.id)
  for (let index = Math.min(handIndex, log.hands.length) - 1; index >= 0; index -= 1) {
    const position = players.indexOf(log.hands[index]?.dealer ?? '')
    if (position >= 0) return players[(position + handIndex - index) % players.length]!
  }
  return null
}
