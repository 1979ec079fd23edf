import { cardOf, isColour, tricksPerRound, type Colour } from '../engine/cards'
import { foldRecord, type FoldedRecord, type RecordedTrick } from '../engine/record-fold'

/**
 * A trick as tapped: the lead card, the colour called if it was a potion, the follow card. The
 * last trick of a record being tapped may lack its call or its follow card.
 */
export interface TappedTrick {
  cards: string[]
  call: Colour | null
}

/** What the next tap is: the lead card, the colour a potion lead calls, the follow card, none. */
export type Step = 'lead' | 'call' | 'follow' | 'done' | 'fault'

export interface HelperState {
  fold: FoldedRecord
  /** The tricks with both cards down, read as cards of the deck. */
  complete: RecordedTrick[]
  /** The trick being tapped, when its lead card is down. */
  open: TappedTrick | null
  step: Step
  /** Every card tapped so far: they are out of the hands. */
  played: Set<string>
  /** Who plays the next card. */
  toPlay: string
}

function recorded(trick: TappedTrick, potions: readonly number[]): RecordedTrick | null {
  const [lead, follow] = trick.cards.map((id) => cardOf(id, potions))
  if (!lead || !follow) return null
  const call = trick.call ?? undefined
  return call === undefined ? { lead, follow } : { lead, follow, call }
}

function isPotion(id: string | undefined, potions: readonly number[]): boolean {
  return id !== undefined && cardOf(id, potions)?.kind === 'potion'
}

/**
 * Where the tapping stands: the engine folds the tricks already complete (who took each, the
 * piles, the ranking, the first fault) and says who leads the one being tapped.
 */
export function helperState(
  tricks: readonly TappedTrick[],
  firstLeader: string,
  other: string,
  potions: readonly number[],
): HelperState {
  const last = tricks.at(-1)
  const open = last !== undefined && last.cards.length < 2 ? last : null
  const done = open ? tricks.slice(0, -1) : tricks
  const complete = done.flatMap((trick) => recorded(trick, potions) ?? [])
  const fold = foldRecord(complete, firstLeader, other)
  const leader = fold.nextLeader
  const follower = leader === firstLeader ? other : firstLeader
  const played = new Set(tricks.flatMap((trick) => trick.cards))
  let step: Step
  if (fold.fault) step = 'fault'
  else if (open === null) step = complete.length >= tricksPerRound ? 'done' : 'lead'
  else if (isPotion(open.cards[0], potions) && open.call === null) step = 'call'
  else step = 'follow'
  return {
    fold,
    complete,
    open,
    step,
    played,
    toPlay: step === 'follow' ? follower : leader,
  }
}

/** The tricks after one more tap: a card (lead or follow) or, after a potion lead, a colour. */
export function tap(
  tricks: readonly TappedTrick[],
  state: HelperState,
  tapped: string,
  potions: readonly number[],
): TappedTrick[] {
  const next = tricks.map((trick) => ({ ...trick, cards: [...trick.cards] }))
  const free = cardOf(tapped, potions) !== null && !state.played.has(tapped)
  if (state.step === 'lead' && free) {
    next.push({ cards: [tapped], call: null })
  } else if (state.step === 'call' && isColour(tapped)) {
    next.at(-1)!.call = tapped
  } else if (state.step === 'follow' && free) {
    next.at(-1)!.cards.push(tapped)
  }
  return next
}

/** The tricks without the last tap: the follow card, the call, then the lead card. */
export function undoTap(tricks: readonly TappedTrick[]): TappedTrick[] {
  const next = tricks.map((trick) => ({ ...trick, cards: [...trick.cards] }))
  const last = next.at(-1)
  if (!last) return next
  if (last.cards.length === 2) last.cards.pop()
  else if (last.call !== null) last.call = null
  else next.pop()
  return next
}
