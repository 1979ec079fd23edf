import {
  followHand,
  followSeats,
  mayLie,
  type CardsBySeat,
  type LiveHand,
} from '../engine/live-hand'
import { inDeckOrder } from '../engine/piles'
import { isCardId, type CardId, type HandTable, type UnplayableHand } from '../engine'
import type { TrickNumber, TrickPlays } from '../words/hand-draft'
import type { HandDraft } from './draft'

const trickNumbers: readonly TrickNumber[] = ['1', '2', '3', '4', '5', '6', '7']

/** The table the draft describes, as the engine plays a hand at it. */
export function tableOf(draft: HandDraft): HandTable {
  return draft.players.length === 4
    ? { seats: draft.seats, dealer: draft.dealer, jekyll: draft.jekyll }
    : { seats: draft.seats, dealer: draft.dealer, solo: draft.solo ?? '' }
}

/** The cards tapped so far, trick by trick, in front of their seats. */
function bySeat(plays: TrickPlays): CardsBySeat[] {
  return trickNumbers.map((number) => plays[number] ?? {})
}

/** The cards tapped so far, as the engine follows them; nothing here decides who takes a trick. */
export function liveHand(draft: HandDraft, plays: TrickPlays): LiveHand | UnplayableHand {
  return followSeats(tableOf(draft), bySeat(plays))
}

/** Every card tapped, in whichever trick and seat. */
export function playedCards(plays: TrickPlays): Set<string> {
  return new Set(bySeat(plays).flatMap((trick) => Object.values(trick).filter(isCardId)))
}

/**
 * The seat the next tap puts a card in front of: one the players chose on the screen while it is
 * empty; else the first empty seat in turn that this device taps for, its own player's or one of
 * a player with no device at the table (the players on other devices each tap their own card,
 * whenever it falls); once those are down, the next seat in turn.
 */
export function seatToTap(
  live: LiveHand | UnplayableHand,
  elsewhere: readonly string[],
  chosen: string | null,
): string | null {
  if (!live.ok || live.toPlay === null) return null
  const down = new Set(live.open.map((play) => play.seat))
  if (chosen !== null && live.turns.includes(chosen) && !down.has(chosen)) return chosen
  return live.turns.find((seat) => !down.has(seat) && !elsewhere.includes(seat)) ?? live.toPlay
}

/** Whether this card may be tapped now for this seat: the engine says whether it may lie there. */
export function mayTap(
  live: LiveHand | UnplayableHand,
  seat: string | null,
  card: string,
): card is CardId {
  return live.ok && seat !== null && mayLie(live, seat, card)
}

/** The trick record with this card put in front of this seat in the trick in progress. */
export function withTap(plays: TrickPlays, live: LiveHand, seat: string, card: CardId): TrickPlays {
  const number = String(live.trick) as TrickNumber
  return { ...plays, [number]: { ...plays[number], [seat]: card } }
}

/** The card Undo takes back: the last one down in play order, or the one that cannot lie there. */
export function lastTap(
  plays: TrickPlays,
  live: LiveHand | UnplayableHand,
): { trick: TrickNumber; seat: string; card: CardId } | null {
  if (live.ok) {
    const last = live.open.at(-1) ?? live.tricks.at(-1)?.at(-1)
    if (!last) return null
    const trick = String(live.open.length > 0 ? live.trick : live.tricks.length) as TrickNumber
    return { trick, seat: last.seat, card: last.card }
  }
  // A card refused (two devices at once): the one the engine says cannot lie there, or, where it
  // refused a whole trick, a card of that trick.
  const trick = trickNumbers[live.at ? live.at.trick : live.trick - 1]
  const seat = live.at?.seat ?? (trick && Object.keys(plays[trick] ?? {}).at(-1))
  const card = trick && seat ? plays[trick]?.[seat] : undefined
  return trick && seat && card ? { trick, seat, card } : null
}

/** The trick record without this card; a trick left empty is gone too. */
export function withoutTap(
  plays: TrickPlays,
  tap: { trick: TrickNumber; seat: string },
): TrickPlays {
  const left = { ...plays[tap.trick] }
  delete left[tap.seat]
  const others = { ...plays }
  delete others[tap.trick]
  return Object.keys(left).length > 0 ? { ...others, [tap.trick]: left } : others
}

/**
 * The trick record with the cards of a list an older version kept (in play order) put in front
 * of their seats, where the record has no card there and the card lies nowhere yet; null while
 * the draft's table cannot say whose turn each card was (the list waits for the table to be set).
 */
export function withPlaysFromList(
  draft: HandDraft,
  plays: TrickPlays,
  cards: readonly CardId[],
): TrickPlays | null {
  const live = followHand(tableOf(draft), cards)
  if (!live.ok) return null
  const down = playedCards(plays)
  const merged = { ...plays }
  for (const [index, trick] of [...live.tricks, live.open].entries()) {
    const number = trickNumbers[index]!
    for (const { seat, card } of trick) {
      if (merged[number]?.[seat] !== undefined || down.has(card)) continue
      merged[number] = { ...merged[number], [seat]: card }
    }
  }
  return merged
}

/**
 * The draft filled from a hand played to its end: the smaller of the two piles ticked (the
 * other is every card not ticked and not neutral) and the neutral pile, as the players would
 * tick them. The form then checks and saves it as any hand.
 */
export function fillFromTricks(draft: HandDraft, live: LiveHand): void {
  const { jekyll, hyde, neutral } = live.played.captured
  const side = hyde.length < jekyll.length ? 'hyde' : 'jekyll'
  draft.tickedSide = side
  draft.ticked = inDeckOrder(side === 'hyde' ? hyde : jekyll)
  draft.neutralShown = neutral.length > 0
  draft.neutral = inDeckOrder(neutral)
}
