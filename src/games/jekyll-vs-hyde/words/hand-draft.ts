import * as v from 'valibot'
import type { GameLog } from '../../../engine'
import { draftForPlayers, draftNote, draftText } from '../../../shared/draft-fields'
import { colours, type Colour } from '../engine/cards'

const gameId = 'jekyll-vs-hyde'

/**
 * A Jekyll vs. Hyde round being entered, kept as typed so that nothing is lost (a reload,
 * Escape). It is what was tapped, not a round record: it may be incomplete, and what it means is
 * the engine's to say once it becomes one.
 */
export interface JekyllVsHydeHandDraft {
  game: typeof gameId
  /** The log's player ids, in order: a draft only fits the game it was typed for. */
  players: string[]
  /** Who plays Dr. Jekyll in this round's game. */
  jekyll: string
  /** Counted at the end, or tapped trick by trick during play. */
  mode: 'counts' | 'tricks'
  /**
   * Jekyll's pile, counted; Hyde's is the rest of the 10 tricks. Null until the players say it: a
   * new round is not taken as 5–5 (issue 32).
   */
  jekyllTricks: number | null
  /**
   * The tricks tapped so far, by trick (1 to 10): the lead card, the colour a potion lead calls,
   * the follow card, each its own field, so that the two players tap their own cards on their
   * own devices at once and neither tap replaces the other (decision 0072). Absent in older
   * drafts.
   */
  taps?: TrickTaps
  /**
   * The tricks an older version kept, in a list: each its cards (lead, follow) and its call. The
   * form puts them in `taps` when it opens.
   */
  tapped?: { cards: string[]; call: Colour | null }[]
  note: string
}

export const trickNumbers = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const
export type TrickNumber = (typeof trickNumbers)[number]
/** Each trick's lead card, call and follow card, as far as they are tapped. */
export type TrickTaps = Partial<
  Record<TrickNumber, { lead?: string; call?: Colour; follow?: string }>
>

export const jekyllVsHydeHandDraftSchema = v.strictObject({
  game: v.literal(gameId),
  players: v.pipe(v.array(draftText), v.length(2)),
  jekyll: draftText,
  mode: v.picklist(['counts', 'tricks']),
  jekyllTricks: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
  taps: v.optional(
    v.record(
      v.picklist(trickNumbers),
      v.strictObject({
        lead: v.optional(draftText),
        call: v.optional(v.picklist(colours)),
        follow: v.optional(draftText),
      }),
    ),
  ),
  tapped: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          cards: v.pipe(v.array(draftText), v.maxLength(2)),
          call: v.nullable(v.picklist(colours)),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  note: draftNote,
}) satisfies v.GenericSchema<unknown, JekyllVsHydeHandDraft>

/**
 * The values when they are a Jekyll vs. Hyde draft for this log's players (ids and order), else
 * null: a draft kept for another game, or from before the players changed, cannot be shown.
 */
export function readDraft(values: unknown, log: GameLog): JekyllVsHydeHandDraft | null {
  const read = draftForPlayers(gameId, jekyllVsHydeHandDraftSchema, values, log)
  return read !== null && read.players.includes(read.draft.jekyll) ? read.draft : null
}
