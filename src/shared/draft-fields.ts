import * as v from 'valibot'
import type { GameLog } from '../engine'

/**
 * The fields the games' hand drafts share. A draft is what a form had typed, read back after a
 * reload or from another program's copy, so each field is bounded: a draft stays small.
 */

/** A name or an id typed or chosen in a form. */
export const draftText = v.pipe(v.string(), v.maxLength(200))

/** The players' own words about a hand. */
export const draftNote = v.pipe(v.string(), v.maxLength(10_000))

/** A count of cards or points, as a stepper gives it. */
export const draftCount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))

/** An object with exactly these keys, each a count. */
export function countsOf<K extends string>(keys: readonly K[]) {
  return v.pipe(
    v.record(v.string(), draftCount),
    v.check(
      (counts) => Object.keys(counts).length === keys.length && keys.every((key) => key in counts),
      `expected a count for each of ${keys.join(', ')}`,
    ),
    v.transform((counts) => counts as Record<K, number>),
  )
}

/** Fields of a saved hand the form does not edit: plain JSON, and not much of it. */
export const keptFields = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((kept) => {
    try {
      return JSON.stringify(kept).length <= 100_000
    } catch {
      return false
    }
  }, 'expected the kept fields as plain JSON of at most 100,000 characters'),
)

/**
 * The values when they are a draft of this game for this log's players (ids and order), with
 * the log's player ids; else null: a draft kept for another game, or from before the players
 * changed, cannot be shown. The game then checks the ids the draft names.
 */
export function draftForPlayers<Draft extends { players: string[] }>(
  gameId: string,
  schema: v.GenericSchema<unknown, Draft>,
  values: unknown,
  log: GameLog,
): { draft: Draft; players: string[] } | null {
  if (log.game !== gameId) return null
  const parsed = v.safeParse(schema, values)
  if (!parsed.success) return null
  const draft = parsed.output
  const players = log.players.map((player) => player.id)
  const fits =
    draft.players.length === players.length &&
    draft.players.every((player, index) => player === players[index])
  return fits ? { draft, players } : null
}
