import { followHand, type LiveHand } from '../engine/live-hand'
import { inDeckOrder } from '../engine/piles'
import { isCardId, sideOf, type CardId, type HandTable, type UnplayableHand } from '../engine'
import type { HandDraft } from './draft'

/** The table the draft describes, as the engine plays a hand at it. */
export function tableOf(draft: HandDraft): HandTable {
  return draft.players.length === 4
    ? { seats: draft.seats, dealer: draft.dealer, jekyll: draft.jekyll }
    : { seats: draft.seats, dealer: draft.dealer, solo: draft.solo ?? '' }
}

/** The cards tapped so far, as the engine follows them; nothing here decides who takes a trick. */
export function liveHand(draft: HandDraft, taps: readonly CardId[]): LiveHand | UnplayableHand {
  return followHand(tableOf(draft), taps)
}

/** Whether this card may be tapped now: the side the engine asks for, not yet played. */
export function mayTap(live: LiveHand | UnplayableHand, taps: readonly CardId[], card: string) {
  return live.ok && isCardId(card) && live.side === sideOf(card) && !taps.includes(card)
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
