import * as v from 'valibot'

/** The header every Casebook game log shares, whatever the game (spec: game-log-v1.md). */
export const gameLogFormat = 'casebook/game-log'
export const gameLogVersion = 1

export const playerSchema = v.looseObject({ id: v.string(), name: v.string() })
export type Player = v.InferOutput<typeof playerSchema>

/**
 * The fields common to all games. Objects are loose: fields this version does not know are
 * kept, so a log written by a newer minor release survives a round trip through this one.
 */
export const gameLogHeaderEntries = {
  format: v.literal(gameLogFormat),
  version: v.literal(gameLogVersion),
  id: v.optional(v.string()),
  title: v.optional(v.string()),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
  /** When the group gave the game up: it then counts in no figure of the history (issue 34). */
  abandonedAt: v.optional(v.string()),
  players: v.array(playerSchema),
  notes: v.optional(v.string()),
}

/** Writes a log the way the app saves and exports it: UTF-8 JSON, indented, one final newline. */
export function serialiseGameLog(log: object): string {
  return `${JSON.stringify(log, null, 2)}\n`
}
