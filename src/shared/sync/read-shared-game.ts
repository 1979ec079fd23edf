import * as v from 'valibot'
import {
  byGameOrder,
  handCounts,
  sharedGameFormat,
  type ConcurrentVersions,
  type HandConflict,
  type SharedGameDoc,
  type SharedHand,
} from './shared-game'
import { sharedGameLimits } from './shared-game-limits'

/*
 * Reads a shared game back into a game log. A document comes from other devices, so it is
 * checked like any file read from outside: a bad one gives located problems and changes nothing.
 * The log it gives is then checked by the engine (`readGameLog`), as an imported log is.
 */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const count = v.pipe(v.number(), v.finite(), v.minValue(0))
const author = {
  by: text(sharedGameLimits.nameLength),
  at: text(sharedGameLimits.dateLength),
}

const handSchema = v.object({
  position: count,
  enteredBy: text(sharedGameLimits.nameLength),
  enteredAt: text(sharedGameLimits.dateLength),
  version: v.object({
    revision: v.pipe(count, v.integer()),
    json: text(sharedGameLimits.handBytes),
    ...author,
  }),
  deleted: v.optional(v.object({ revision: v.pipe(count, v.integer()), ...author })),
})

const docSchema = v.object({
  format: v.literal(sharedGameFormat),
  version: v.literal(1),
  gameId: text(sharedGameLimits.idLength),
  header: v.pipe(v.record(v.string(), text(sharedGameLimits.headerFieldBytes))),
  hands: v.pipe(
    v.record(text(sharedGameLimits.idLength), handSchema),
    v.check((hands) => Object.keys(hands).length <= sharedGameLimits.hands, 'too-many-hands'),
  ),
  revoked: v.optional(v.boolean()),
})

/** Where and why a shared document cannot be read. */
export interface SharedGameProblem {
  path: string
  rule: 'shared-game.shape' | 'shared-game.json'
  messageKey: 'sharing.problems.shape' | 'sharing.problems.json'
}

export type ReadSharedGame =
  | {
      ok: true
      /** The game log the document holds: for the engine to check before it is kept. */
      log: Record<string, unknown> & { hands: unknown[] }
      /** The id of each counted hand, in the log's order. */
      handIds: string[]
      conflicts: HandConflict[]
      revoked: boolean
    }
  | { ok: false; problems: SharedGameProblem[] }

/**
 * Reads shared games, keeping each hand's parsed JSON while its text is the same, so that a
 * change to one hand costs one parse, not one per hand of the game.
 */
export class SharedGameReader {
  private readonly parsed = new Map<string, { json: string; value: unknown }>()

  read(document: unknown, concurrent: ConcurrentVersions = () => []): ReadSharedGame {
    const checked = v.safeParse(docSchema, document)
    if (!checked.success) {
      return {
        ok: false,
        problems: checked.issues.slice(0, 20).map((issue) => ({
          path: v.getDotPath(issue) ?? '',
          rule: 'shared-game.shape',
          messageKey: 'sharing.problems.shape',
        })),
      }
    }
    const doc = checked.output as SharedGameDoc
    const problems: SharedGameProblem[] = []
    const log: Record<string, unknown> = {}
    for (const [key, json] of Object.entries(doc.header)) {
      const value = this.parse(`header.${key}`, json, problems)
      if (value !== undefined && key !== 'hands') log[key] = value
    }
    const { handIds, conflicts } = countedHands(doc, concurrent)
    const hands = handIds.map((id) =>
      this.parse(`hands.${id}`, doc.hands[id]!.version.json, problems),
    )
    if (problems.length > 0) return { ok: false, problems }
    return { ok: true, log: { ...log, hands }, handIds, conflicts, revoked: doc.revoked === true }
  }

  private parse(path: string, json: string, problems: SharedGameProblem[]): unknown {
    const known = this.parsed.get(path)
    if (known?.json === json) return known.value
    try {
      const value: unknown = JSON.parse(json)
      this.parsed.set(path, { json, value })
      return value
    } catch {
      problems.push({ path, rule: 'shared-game.json', messageKey: 'sharing.problems.json' })
      return undefined
    }
  }
}

/**
 * The hands the game counts, in order, and what the players must settle: of two hands entered at
 * the same place the first entered counts until they choose; a hand deleted on one device and
 * corrected on another counts; two corrections made at once show one and offer both.
 */
function countedHands(
  doc: SharedGameDoc,
  concurrent: ConcurrentVersions,
): { handIds: string[]; conflicts: HandConflict[] } {
  const ordered = Object.entries(doc.hands)
    .filter(([, hand]) => handCounts(hand))
    .sort(byGameOrder)
  const handIds: string[] = []
  const conflicts: HandConflict[] = []
  let group: [string, SharedHand][] = []
  const closeGroup = () => {
    if (group.length > 1) {
      conflicts.push({
        kind: 'same-number',
        number: handIds.length,
        handIds: group.map(([id]) => id),
      })
    }
    group = []
  }
  for (const entry of ordered) {
    const [id, hand] = entry
    if (group.length > 0 && group[0]![1].position === hand.position) {
      group.push(entry)
      continue
    }
    closeGroup()
    group.push(entry)
    handIds.push(id)
    const number = handIds.length
    if (hand.deleted) {
      conflicts.push({
        kind: 'deleted-and-corrected',
        number,
        handId: id,
        deletedBy: hand.deleted.by,
      })
    }
    const versions = concurrent(id)
    if (versions.length > 1)
      conflicts.push({ kind: 'corrected-twice', number, handId: id, versions })
  }
  closeGroup()
  return { handIds, conflicts }
}
