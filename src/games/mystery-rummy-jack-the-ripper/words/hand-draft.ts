import * as v from 'valibot'
import type { GameLog } from '../../../engine'
import {
  countsOf,
  draftCount,
  draftForPlayers,
  draftNote,
  draftText,
  keptFields,
} from '../../../shared/draft-fields'
// From the game's own files, not its facade: the facade holds the whole game's rules, which the
// web app loads only when one of its games is opened.
import {
  cardIds,
  sceneKeys,
  suspectIds,
  victimKeys,
  type CardId,
  type SceneKey,
  type SuspectId,
  type VictimKey,
} from '../engine/cards'
import { endingTypes, type EndingType } from '../engine/log'
import { gameId } from '../engine/rules'

/**
 * A Jack the Ripper hand being entered, kept as typed so that nothing is lost (a reload,
 * Escape). It is what was tapped, not a hand record: it may be incomplete or impossible, and what
 * it means is the engine's to say once it becomes a record.
 */
export interface JackTheRipperHandDraft {
  game: typeof gameId
  /** The log's player ids, in order: a draft only fits the game it was typed for. */
  players: string[]
  /** Null when the dealer is not recorded. */
  dealer: string | null
  ending: EndingDraft
  /** Every player's area, by player id. */
  areas: Record<string, AreaDraft>
  /** What each player still holds; only those the engine charges are written to the hand. */
  left: Record<string, LeftDraft>
  /** Each player's secret vote; all null: no vote was called. */
  votes: Record<string, SuspectId | null>
  note: string
  /** Fields of a corrected hand this form does not edit (unknown fields): kept as they were. */
  kept: Record<string, unknown>
}

/** How the hand ended; both the one player and the several are kept while the players switch. */
export interface EndingDraft {
  /** Null until the players say. */
  type: EndingType | null
  /** Who went out, or played Ripper Escapes. */
  player: string | null
  /** Whom Commissioner Resigns forced out. */
  players: string[]
}

export interface AreaDraft {
  /** Evidence per colour, Wilds included. */
  evidence: Record<SuspectId, number>
  /** How many of each colour's Evidence are Wilds. */
  wilds: Record<SuspectId, number>
  letters: number
  suspects: SuspectId[]
  /** The suspect the Alibi in this area clears (for the shared card, the one it names). */
  alibi: SuspectId | null
  victims: VictimKey[]
  scenes: SceneKey[]
}

export type LeftMode = 'points' | 'cards'

/** Both forms are kept while the players switch; the hand gets the one chosen. */
export interface LeftDraft {
  mode: LeftMode
  cards: Partial<Record<CardId, number>>
  /** The points total as typed: an emptied or odd total is the engine's to refuse, not 0. */
  points: string
  ripperEscapes: boolean
}

const suspect = v.picklist(suspectIds)

/** A list without repeats, of at most the choices there are. */
function setOf<K extends string>(keys: readonly K[]) {
  return v.pipe(
    v.array(v.picklist(keys)),
    v.check((list) => new Set(list).size === list.length, 'expected no repeats'),
  )
}

/** At most one entry per seat: a game has 4 players at most. */
function bySeat<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.record(draftText, item),
    v.check((record) => Object.keys(record).length <= 4, 'expected at most 4 players'),
  )
}

const areaSchema = v.strictObject({
  evidence: countsOf(suspectIds),
  wilds: countsOf(suspectIds),
  letters: draftCount,
  suspects: setOf(suspectIds),
  alibi: v.nullable(suspect),
  victims: setOf(victimKeys),
  scenes: setOf(sceneKeys),
})

const leftSchema = v.strictObject({
  mode: v.picklist(['points', 'cards']),
  cards: v.pipe(
    v.record(v.picklist(cardIds), draftCount),
    v.transform((cards) => cards as Partial<Record<CardId, number>>),
  ),
  // Drafts kept before the total was kept as typed hold a number.
  points: v.union([v.pipe(draftCount, v.transform(String)), v.pipe(v.string(), v.maxLength(12))]),
  ripperEscapes: v.boolean(),
})

export const jackTheRipperHandDraftSchema = v.strictObject({
  game: v.literal(gameId),
  players: v.pipe(v.array(draftText), v.minLength(2), v.maxLength(4)),
  dealer: v.nullable(draftText),
  ending: v.strictObject({
    type: v.nullable(v.picklist(endingTypes)),
    player: v.nullable(draftText),
    players: v.pipe(v.array(draftText), v.maxLength(4)),
  }),
  areas: bySeat(areaSchema),
  left: bySeat(leftSchema),
  votes: bySeat(v.nullable(suspect)),
  note: draftNote,
  kept: keptFields,
}) satisfies v.GenericSchema<unknown, JackTheRipperHandDraft>

/**
 * The values when they are a Jack the Ripper draft for this log's players (ids and order), with
 * an area, cards left and a vote for each of them and no one else; else null: a draft kept for
 * another game, or from before the players changed, cannot be shown.
 */
export function readDraft(values: unknown, log: GameLog): JackTheRipperHandDraft | null {
  const read = draftForPlayers(gameId, jackTheRipperHandDraftSchema, values, log)
  if (read === null) return null
  const { draft, players } = read
  const named = [
    ...(draft.dealer === null ? [] : [draft.dealer]),
    ...(draft.ending.player === null ? [] : [draft.ending.player]),
    ...draft.ending.players,
  ]
  const everySeat = (record: object) =>
    Object.keys(record).length === players.length && players.every((id) => id in record)
  const whole = [draft.areas, draft.left, draft.votes].every(everySeat)
  return whole && named.every((id) => players.includes(id)) ? draft : null
}
