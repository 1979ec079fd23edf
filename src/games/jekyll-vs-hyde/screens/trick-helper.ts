import { cardOf, isColour, tricksPerRound, type Colour } from '../engine/cards'
import { foldRecord, type FoldedRecord, type RecordedTrick } from '../engine/record-fold'
import { trickNumbers, type TrickNumber, type TrickTaps } from '../words/hand-draft'

/**
 * A trick as tapped: the lead card, the colour called if it was a potion, the follow card, each
 * null until tapped. A trick being tapped may lack any of them: at a table where each player taps
 * on his own device, the follow card may even come before the lead card.
 */
export interface TappedTrick {
  lead: string | null
  call: Colour | null
  follow: string | null
}

/** What the next tap is: the lead card, the colour a potion lead calls, the follow card, none. */
export type Step = 'lead' | 'call' | 'follow' | 'done' | 'fault'

export interface HelperState {
  fold: FoldedRecord
  /** The tricks with both cards down (and a potion lead's call), read as cards of the deck. */
  complete: RecordedTrick[]
  /** The trick being tapped, when something of it is down. */
  open: TappedTrick | null
  /** The next tap, in the order of play. */
  step: Step
  /** Every card tapped so far: they are out of the hands. */
  played: Set<string>
  /** Who leads the trick being tapped (and calls after a potion lead), and who follows. */
  leader: string
  follower: string
}

function recorded(trick: TappedTrick, potions: readonly number[]): RecordedTrick | null {
  const lead = trick.lead === null ? null : cardOf(trick.lead, potions)
  const follow = trick.follow === null ? null : cardOf(trick.follow, potions)
  if (!lead || !follow) return null
  if (lead.kind === 'potion' && trick.call === null) return null
  return trick.call === null ? { lead, follow } : { lead, follow, call: trick.call }
}

function isPotion(id: string | null, potions: readonly number[]): boolean {
  return id !== null && cardOf(id, potions)?.kind === 'potion'
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
  const complete: RecordedTrick[] = []
  for (const trick of tricks) {
    const read = recorded(trick, potions)
    if (!read) break
    complete.push(read)
  }
  const open = tricks[complete.length] ?? null
  const fold = foldRecord(complete, firstLeader, other)
  const leader = fold.nextLeader
  const follower = leader === firstLeader ? other : firstLeader
  const played = new Set(
    tricks.flatMap((trick) => [trick.lead, trick.follow].filter((card) => card !== null)),
  )
  let step: Step
  if (fold.fault) step = 'fault'
  else if (open === null || open.lead === null) {
    step = complete.length >= tricksPerRound ? 'done' : 'lead'
  } else if (isPotion(open.lead, potions) && open.call === null) step = 'call'
  else step = 'follow'
  return {
    fold,
    complete,
    open,
    step,
    played,
    leader,
    follower,
  }
}

/**
 * The tap this device makes next. While the players on other devices tap their own cards
 * (`elsewhere`), a device whose player follows taps his follow card whenever it falls, before
 * the lead card (or its call) has come from the leader's device.
 */
export function stepHere(state: HelperState, elsewhere: readonly string[]): Step {
  const { step, open, leader, follower } = state
  if (step !== 'lead' && step !== 'call') return step
  const followDue = (open?.follow ?? null) === null
  const leaderTapsElsewhere = elsewhere.includes(leader) && !elsewhere.includes(follower)
  return followDue && leaderTapsElsewhere ? 'follow' : step
}

/**
 * The tricks after one more tap: a card (lead or follow) or, after a potion lead, a colour, for
 * the step given (by default the next one in the order of play).
 */
export function tap(
  tricks: readonly TappedTrick[],
  state: HelperState,
  tapped: string,
  potions: readonly number[],
  step: Step = state.step,
): TappedTrick[] {
  const next = tricks.map((trick) => ({ ...trick }))
  const at = state.complete.length
  const open = next[at] ?? { lead: null, call: null, follow: null }
  const free = cardOf(tapped, potions) !== null && !state.played.has(tapped)
  if (step === 'lead' && free && open.lead === null) open.lead = tapped
  else if (step === 'call' && isColour(tapped) && open.call === null) open.call = tapped
  else if (step === 'follow' && free && open.follow === null) open.follow = tapped
  else return next
  next[at] = open
  return next
}

/** What Undo takes back: the last trick's follow card, else its call, else its lead card. */
export function lastTap(
  tricks: readonly TappedTrick[],
): { card: string } | { call: Colour } | null {
  const last = tricks.at(-1)
  if (!last) return null
  if (last.follow !== null) return { card: last.follow }
  if (last.call !== null) return { call: last.call }
  return last.lead === null ? null : { card: last.lead }
}

/** The tricks without the last tap: the follow card, the call, then the lead card. */
export function undoTap(tricks: readonly TappedTrick[]): TappedTrick[] {
  const next = tricks.map((trick) => ({ ...trick }))
  const last = next.at(-1)
  if (!last) return next
  if (last.follow !== null) last.follow = null
  else if (last.call !== null) last.call = null
  else last.lead = null
  if (last.lead === null && last.call === null && last.follow === null) next.pop()
  return next
}

/** The tricks as the draft keeps them, by trick number: what is tapped of each. */
export function tapsOf(tricks: readonly TappedTrick[]): TrickTaps {
  const taps: TrickTaps = {}
  for (const [index, { lead, call, follow }] of tricks.entries()) {
    const number = trickNumbers[index]
    if (number === undefined || (lead === null && call === null && follow === null)) continue
    taps[number] = {
      ...(lead === null ? {} : { lead }),
      ...(call === null ? {} : { call }),
      ...(follow === null ? {} : { follow }),
    }
  }
  return taps
}

/** The tricks the draft keeps, in order, up to the last one tapped (a trick skipped is empty). */
export function tricksOf(taps: TrickTaps): TappedTrick[] {
  const tapped = (number: TrickNumber) => Object.values(taps[number] ?? {}).length > 0
  const last = trickNumbers.findLastIndex(tapped)
  return trickNumbers.slice(0, last + 1).map((number) => ({
    lead: taps[number]?.lead ?? null,
    call: taps[number]?.call ?? null,
    follow: taps[number]?.follow ?? null,
  }))
}

/** An older version's list of tricks (each its cards, lead then follow, and its call). */
export function tricksFromList(
  list: readonly { cards: readonly string[]; call: Colour | null }[],
): TappedTrick[] {
  return list.map(({ cards, call }) => ({
    lead: cards[0] ?? null,
    call,
    follow: cards[1] ?? null,
  }))
}
