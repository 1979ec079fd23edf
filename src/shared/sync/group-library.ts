import * as v from 'valibot'
import { sharedGameLimits } from './shared-game-limits'

/*
 * A group's library, as the Automerge document every device of the group holds (decision 0057):
 * the list of the group's games, each by its game id and the link of its shared game. The games
 * themselves are shared games (shared-game.ts), each with its own document, so that a game of the
 * group can be shared with a table, and a table's game joins the group, as one and the same.
 * Entries are only ever added: a game removed from one device's library stays in the group.
 */

export interface GroupDoc {
  format: typeof groupFormat
  version: 1
  games: Record<string, GroupGame>
  /** Set when a device stops the group: the server forgets it; every device leaves it. */
  revoked?: boolean
}

export interface GroupGame {
  /** The shared game's document id: its link. */
  documentId: string
  addedBy: string
  addedAt: string
}

export const groupFormat = 'casebook/group'

/** As many games as a library that stays instant holds, with room (decision 0026). */
export const groupGamesLimit = 10_000

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const groupSchema = v.object({
  format: v.literal(groupFormat),
  version: v.literal(1),
  games: v.pipe(
    v.record(
      text(sharedGameLimits.idLength),
      v.object({
        documentId: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{20,40}$/)),
        addedBy: text(sharedGameLimits.nameLength),
        addedAt: text(sharedGameLimits.dateLength),
      }),
    ),
    v.check((games) => Object.keys(games).length <= groupGamesLimit, 'too-many-games'),
  ),
  revoked: v.optional(v.boolean()),
})

export type ReadGroup =
  | { ok: true; games: Map<string, string>; revoked: boolean }
  | {
      ok: false
      problems: { path: string; rule: 'group.shape'; messageKey: 'sharing.problems.shape' }[]
    }

/** The group's games (game id to document id), checked like anything from another device. */
export function readGroup(document: unknown): ReadGroup {
  const checked = v.safeParse(groupSchema, document)
  if (!checked.success) {
    return {
      ok: false,
      problems: checked.issues.slice(0, 20).map((issue) => ({
        path: v.getDotPath(issue) ?? '',
        rule: 'group.shape',
        messageKey: 'sharing.problems.shape',
      })),
    }
  }
  const games = new Map<string, string>()
  for (const [gameId, game] of Object.entries(checked.output.games))
    games.set(gameId, game.documentId)
  return { ok: true, games, revoked: checked.output.revoked === true }
}

/** A new group holding no game yet. */
export function newGroup(): GroupDoc {
  return { format: groupFormat, version: 1, games: {} }
}

/** Adds games to the group (in Automerge's `change`); a game there already keeps its entry. */
export function addGroupGames(
  doc: GroupDoc,
  games: ReadonlyMap<string, string>,
  author: { by: string; at: string },
): void {
  for (const [gameId, documentId] of games) {
    if (doc.games[gameId]) continue
    doc.games[gameId] = { documentId, addedBy: author.by, addedAt: author.at }
  }
}
