import { followHand, followSeats, type CardsBySeat, type LiveHand } from '../engine/live-hand'
import { inDeckOrder } from '../engine/piles'
import { isCardId, sideOf, type CardId, type HandTable, type UnplayableHand } from '../engine'
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

/** Whether this card may be tapped now for this seat: of the seat's side, not yet played. */
export function mayTap(
  live: LiveHand | UnplayableHand,
  played: ReadonlySet<string>,
  seat: string | null,
  card: string,
): card is CardId {
  return (
    live.ok &&
    seat !== null &&
    isCardId(card) &&
    live.sides[seat] === sideOf(card) &&
    !played.has(card)
  )
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
  // A refused card (two devices at once): the latest trick holding cards, its latest tap.
  const trick = trickNumbers.findLast((number) => Object.keys(plays[number] ?? {}).length > 0)
  const seat = trick && Object.keys(plays[trick]!).at(-1)
  const card = trick && seat ? plays[trick]![seat] : undefined
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
 * The trick record of a draft kept by an older version, a list in play order, put in front of
 * its seats; null while the draft's table cannot say whose turn each card was (the list is then
 * kept as it is, to be put in place once the table is set).
 */
export function playsFromList(draft: HandDraft, cards: readonly CardId[]): TrickPlays | null {
  const live = followHand(tableOf(draft), cards)
  if (!live.ok) return null
  const tricks = [...live.tricks, live.open].filter((plays) => plays.length > 0)
  return Object.fromEntries(
    tricks.map((trick, index) => [
      trickNumbers[index]!,
      Object.fromEntries(trick.map(({ seat, card }) => [seat, card])),
    ]),
  )
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
