import * as v from 'valibot'
import type { GameLog } from '../../../engine'
import { draftForPlayers, draftText, keptFields } from '../../../shared/draft-fields'
// From the game's own files, not its facade, which holds the whole game's rules (loaded by the
// web app only when one of its games is opened).
import { cardIds, type CardId, type Side } from '../engine/cards'
import { gameId, ghost } from '../engine/log'

/**
 * A Dr. Jekyll & Mr. Hyde (Bambus) hand being entered, kept as typed so that nothing is lost (a
 * reload, Escape). It is what was tapped, not a hand record: it may be incomplete or impossible,
 * and what it means is the engine's to say once it becomes a record.
 */
export interface JekyllHydeBambusHandDraft {
  game: typeof gameId
  /** The log's player ids, in order: a draft only fits the game it was typed for. */
  players: string[]
  dealer: string
  /** The 4 seats clockwise; with 3 players one of them is the ghost. */
  seats: string[]
  /** 4 players: the two Jekyll players (may be fewer while being chosen); 3 players: empty. */
  jekyll: string[]
  /** 3 players: the solo; 4 players: null. */
  solo: string | null
  /** Which pile the players tick card by card; the other pile is every card not ticked. */
  tickedSide: Side
  ticked: CardId[]
  /**
   * The players said the ticked pile is empty (the other side took every card): with no card
   * ticked, that is how a sweep is told from a hand not entered yet. Absent in older drafts.
   */
  emptyPileSaid?: boolean
  /** The players said a Transformation fell in the last trick, so a neutral pile may be marked. */
  neutralShown: boolean
  neutral: CardId[]
  /**
   * The cards tapped on the live trick screen, trick by trick (1 to 7), each by the seat it lies
   * in front of: the hand's trick record, kept with the rest of the draft so that a reload or
   * Escape loses no trick. By seat rather than in a list, so that the players of a table each tap
   * their own card on their own device at once, and no tap replaces another (decision 0072).
   * Absent in older drafts.
   */
  plays?: TrickPlays
  /**
   * The trick record of a draft kept by an older version: the cards in the order they were
   * played. The form puts them in front of their seats (`plays`) when it opens.
   */
  tricks?: CardId[]
  /** Fields of a corrected hand this form does not edit (its note, unknown fields): kept as they were. */
  kept: Record<string, unknown>
}

/** Each trick's cards (1 to 7) by seat. */
export type TrickPlays = Partial<Record<TrickNumber, Partial<Record<string, CardId>>>>
const trickNumbers = ['1', '2', '3', '4', '5', '6', '7'] as const
export type TrickNumber = (typeof trickNumbers)[number]

const card = v.picklist(cardIds)
const cardList = v.pipe(v.array(card), v.maxLength(cardIds.length))
/** A trick's cards by seat: 4 seats at most. */
const seatCards = v.pipe(
  v.record(draftText, card),
  v.check((cards) => Object.keys(cards).length <= 4),
)

export const jekyllHydeBambusHandDraftSchema = v.strictObject({
  game: v.literal(gameId),
  players: v.pipe(v.array(draftText), v.minLength(3), v.maxLength(4)),
  dealer: draftText,
  seats: v.pipe(v.array(draftText), v.length(4)),
  jekyll: v.pipe(v.array(draftText), v.maxLength(4)),
  solo: v.nullable(draftText),
  tickedSide: v.picklist(['jekyll', 'hyde']),
  ticked: cardList,
  emptyPileSaid: v.optional(v.boolean()),
  neutralShown: v.boolean(),
  neutral: cardList,
  plays: v.optional(v.record(v.picklist(trickNumbers), seatCards)),
  tricks: v.optional(cardList),
  kept: keptFields,
}) satisfies v.GenericSchema<unknown, JekyllHydeBambusHandDraft>

/**
 * The values when they are a Bambus draft for this log's players (ids and order), else null:
 * a draft kept for another game, or from before the players changed, cannot be shown.
 */
export function readDraft(values: unknown, log: GameLog): JekyllHydeBambusHandDraft | null {
  const read = draftForPlayers(gameId, jekyllHydeBambusHandDraftSchema, values, log)
  if (read === null) return null
  const { draft, players } = read
  const known = (id: string) => players.includes(id) || (players.length === 3 && id === ghost)
  const tapped = Object.values(draft.plays ?? {}).flatMap((trick) => Object.keys(trick ?? {}))
  const names = [draft.dealer, ...draft.seats, ...draft.jekyll, ...(draft.solo ? [draft.solo] : [])]
  return [...names, ...tapped].every(known) ? draft : null
}
