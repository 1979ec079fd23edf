import type { Author } from './change-shared-game'
import { isBranch, type DraftChange } from './draft-tree'
import type { SharedGameDoc } from './shared-game'
import { sharedGameLimits } from './shared-game-limits'

/*
 * The next hand's draft in a shared game (decision 0072): every device at the table fills the
 * same draft, kept in the document until the hand is saved or discarded.
 *
 * The drafts are one flat map, each leaf under its whole path (`["5","areas","p1","workInLab"]`),
 * never maps inside maps: two devices that make the same map at once each make a map of their own,
 * and the merge keeps one of them whole, losing the other device's leaves. The document holds
 * only what was changed from the form's first values, which every device works out alike from
 * the game log, so a device that opens the form writes nothing until its player changes a field.
 * A removed key is a leaf of empty text (the first values may hold it). Under the hand's own
 * number alone, `["5"]`, is who started the draft; under `["5#done","p1"]`, who marked a part of
 * it done.
 */

/**
 * What the draft's own key holds. `format` says how its leaves are written: a version that
 * writes them otherwise gives another number, and this one says it cannot read that draft.
 */
interface DraftStart {
  format: typeof draftFormat
  game: string
  startedBy: string
  startedAt: string
}

const draftFormat = 1

/** A hand's draft as a device reads it from the document. */
export type SharedDraftRead =
  | {
      readable: true
      /** The game it is a draft of: a form of another game cannot read it. */
      game: string
      /** What changed from the form's first values, shortest paths first: apply in order. */
      changes: DraftChange[]
    }
  | { readable: false; problem: SharedDraftProblem }

/** Why a draft from the document cannot be read: a limit broken, or what is not JSON. */
export type SharedDraftProblem = 'too-large' | 'too-deep' | 'not-json' | 'shape' | 'format'

/** The most a draft read from the document may hold (a real draft is under 10 KiB). */
export const sharedDraftLimits = {
  /** Leaves of one hand's draft. */
  leaves: 5_000,
  depth: 8,
  keyLength: 1_000,
  leafLength: 20_000,
  /** As much text as a draft kept on one device may hold (`hand-draft.ts`). */
  totalLength: 200_000,
} as const

const removedLeaf = ''
/** The most parts a hand has: one per player and the table's. */
const maxParts = 32

const keyOf = (number: number, path: readonly string[]) => JSON.stringify([String(number), ...path])
/** The text every key under `key` (a path's) begins with. */
const under = (key: string) => `${key.slice(0, -1)},`

/** Writes a device's changes to the draft of hand `number`, saying who started it if new. */
export function writeDraft(
  doc: SharedGameDoc,
  number: number,
  game: string,
  changes: readonly DraftChange[],
  author: Author,
): void {
  const drafts = startDraft(doc, number, game, author)
  for (const change of changes) {
    if (change.path.length === 0) continue
    removeUnder(drafts, under(keyOf(number, change.path)))
    for (const { path, text } of draftLeaves(change)) drafts[keyOf(number, path)] = text
  }
}

/**
 * The leaves a change is written as, each with its text: a removed key as empty text, a branch
 * as `{}` and then each of its leaves (it replaces what was there), anything else as its JSON.
 */
export function draftLeaves(change: DraftChange): { path: readonly string[]; text: string }[] {
  if ('removed' in change) return [{ path: change.path, text: removedLeaf }]
  const leaves: { path: readonly string[]; text: string }[] = []
  const put = (path: readonly string[], value: unknown) => {
    if (!isBranch(value)) {
      leaves.push({ path, text: JSON.stringify(value) ?? 'null' })
      return
    }
    leaves.push({ path, text: '{}' })
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== undefined) put([...path, key], inner)
    }
  }
  put(change.path, change.value)
  return leaves
}

/** The drafts, with hand `number`'s started (who started it) if it was not. */
function startDraft(
  doc: SharedGameDoc,
  number: number,
  game: string,
  author: Author,
): Record<string, string> {
  const drafts = draftsOf(doc)
  const own = keyOf(number, [])
  if (Object.prototype.hasOwnProperty.call(drafts, own)) return drafts
  // A new draft starts clean: leaves and marks a device wrote while another discarded the hand's
  // last draft are not part of it.
  removeUnder(drafts, under(own))
  removeUnder(drafts, doneUnder(number))
  const start: DraftStart = {
    format: draftFormat,
    game,
    startedBy: author.by,
    startedAt: author.at,
  }
  drafts[own] = JSON.stringify(start)
  return drafts
}

function removeUnder(drafts: Record<string, string>, prefix: string): void {
  for (const key of Object.keys(drafts)) if (key.startsWith(prefix)) delete drafts[key]
}

/**
 * The document's drafts, to write to: a `drafts` that is not a map (another device's doing) is
 * replaced, so that saving a hand, which clears its drafts, never fails on it.
 */
function draftsOf(doc: SharedGameDoc): Record<string, string> {
  if (!isMap(doc.drafts)) doc.drafts = {}
  return doc.drafts
}

function isMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const doneKeyOf = (number: number, part: string) => JSON.stringify([`${number}#done`, part])
const doneUnder = (number: number) => under(JSON.stringify([`${number}#done`]))

/** Marks a part of hand `number` done (by whom), or not done any more; starts the draft. */
export function markPartDone(
  doc: SharedGameDoc,
  number: number,
  game: string,
  mark: { part: string; done: boolean },
  author: Author,
): void {
  const { part, done } = mark
  const drafts = startDraft(doc, number, game, author)
  const key = doneKeyOf(number, part)
  if (done) drafts[key] = JSON.stringify({ by: author.by })
  else if (Object.prototype.hasOwnProperty.call(drafts, key)) delete drafts[key]
}

/** Who marked each part of hand `number` done, by part, while it has a draft; bounded. */
export function partsDone(doc: unknown, number: number): ReadonlyMap<string, string> {
  const done = new Map<string, string>()
  const drafts = (doc as { drafts?: unknown } | null)?.drafts
  if (!isMap(drafts) || !Object.prototype.hasOwnProperty.call(drafts, keyOf(number, []))) {
    return done
  }
  const prefix = doneUnder(number)
  for (const [key, text] of Object.entries(drafts as Record<string, unknown>)) {
    if (!key.startsWith(prefix) || key.length > sharedDraftLimits.keyLength) continue
    const part = (parsed(key) as unknown[] | undefined)?.[1]
    const by = (parsed(text) as { by?: unknown } | undefined)?.by
    if (typeof part !== 'string' || typeof by !== 'string') continue
    if (by.length > sharedGameLimits.nameLength) continue
    done.set(part, by)
    if (done.size >= maxParts) break
  }
  return done
}

/** Removes the draft of hand `number`, and its parts marked done, for every device. */
export function discardDraft(doc: SharedGameDoc, number: number): void {
  if (!isMap(doc.drafts)) return
  const own = keyOf(number, [])
  if (Object.prototype.hasOwnProperty.call(doc.drafts, own)) delete doc.drafts[own]
  removeUnder(doc.drafts, under(own))
  removeUnder(doc.drafts, doneUnder(number))
}

/** Removes the drafts of hands the game now holds: saving a hand ends its draft everywhere. */
export function forgetSavedDrafts(doc: SharedGameDoc, handCount: number): void {
  if (!isMap(doc.drafts)) return
  for (const key of Object.keys(doc.drafts)) {
    const number = numberOfKey(key)
    // A key this version cannot read (a newer one's) is left to that version.
    if (number !== null && number <= handCount) delete doc.drafts[key]
  }
}

function numberOfKey(key: string): number | null {
  const match = /^\["(\d{1,6})(?:#done)?"[,\]]/.exec(key)
  return match ? Number(match[1]) : null
}

/** The keys of hand `number`'s leaves, each with its path (at most as many as may be read). */
export function draftLeafKeys(
  drafts: Readonly<Record<string, unknown>>,
  number: number,
): { key: string; path: string[] }[] {
  const prefix = under(keyOf(number, []))
  const leaves: { key: string; path: string[] }[] = []
  for (const key of Object.keys(drafts)) {
    if (!key.startsWith(prefix) || key.length > sharedDraftLimits.keyLength) continue
    const path = parsed(key)
    if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) continue
    leaves.push({ key, path: path.slice(1) as string[] })
    if (leaves.length >= sharedDraftLimits.leaves) break
  }
  return leaves
}

/**
 * The draft of hand `number` as the document holds it; null when nobody started it (leaves left
 * behind by a device that wrote while another discarded the draft are not a draft). It comes from
 * other devices, so it is read within `sharedDraftLimits`, as a file from outside would be; its
 * values then go through the game's draft schema.
 */
export function readDraft(doc: unknown, number: number): SharedDraftRead | null {
  const drafts = (doc as { drafts?: unknown } | null)?.drafts
  if (!isMap(drafts)) return null
  const own = keyOf(number, [])
  if (!Object.prototype.hasOwnProperty.call(drafts, own)) return null
  const all = drafts as Record<string, unknown>
  const start = parsed(all[own])
  if (!isDraftStart(start)) return { readable: false, problem: 'shape' }
  if (start.format !== draftFormat) return { readable: false, problem: 'format' }
  return readLeaves(all, own, start.game)
}

/**
 * What is left of hand `number`'s draft once its hand was saved (or the draft discarded) by a
 * device that had not seen these leaves yet: changes another device made at the same moment, or
 * while it was offline (they outlive the removal that did not know them). None while the draft
 * is still on; none that break the draft's limits.
 */
export function strayLeaves(doc: unknown, number: number): DraftChange[] {
  const drafts = (doc as { drafts?: unknown } | null)?.drafts
  if (!isMap(drafts)) return []
  const own = keyOf(number, [])
  if (Object.prototype.hasOwnProperty.call(drafts, own)) return []
  const read = readLeaves(drafts as Record<string, unknown>, own, '')
  return read.readable ? read.changes : []
}

/** The leaves under a draft's own key, within `sharedDraftLimits`, as changes to apply in order. */
function readLeaves(all: Record<string, unknown>, own: string, game: string): SharedDraftRead {
  const prefix = under(own)
  const found: { path: string[]; text: string }[] = []
  let length = 0
  for (const key of Object.keys(all)) {
    if (!key.startsWith(prefix)) continue
    if (found.length >= sharedDraftLimits.leaves) return { readable: false, problem: 'too-large' }
    const text = all[key]
    if (typeof text !== 'string') return { readable: false, problem: 'shape' }
    length += key.length + text.length
    if (
      key.length > sharedDraftLimits.keyLength ||
      text.length > sharedDraftLimits.leafLength ||
      length > sharedDraftLimits.totalLength
    ) {
      return { readable: false, problem: 'too-large' }
    }
    const path = parsed(key)
    if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) {
      return { readable: false, problem: 'shape' }
    }
    if (path.length - 1 > sharedDraftLimits.depth) return { readable: false, problem: 'too-deep' }
    found.push({ path: path.slice(1) as string[], text })
  }
  const changes: DraftChange[] = []
  for (const { path, text } of found.sort(byPath)) {
    if (text === removedLeaf) {
      changes.push({ path, removed: true })
      continue
    }
    const value = parsed(text)
    if (value === undefined) return { readable: false, problem: 'not-json' }
    changes.push({ path, value })
  }
  return { readable: true, game, changes }
}

/** Shorter paths first, so that a branch is put before its leaves; then in one order everywhere. */
function byPath(a: { path: string[] }, b: { path: string[] }): number {
  if (a.path.length !== b.path.length) return a.path.length - b.path.length
  const keyA = JSON.stringify(a.path)
  const keyB = JSON.stringify(b.path)
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0
}

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isDraftStart(value: unknown): value is DraftStart {
  if (typeof value !== 'object' || value === null) return false
  const { format, game, startedBy } = value as Record<string, unknown>
  return (
    typeof format === 'number' &&
    typeof game === 'string' &&
    game.length <= sharedGameLimits.idLength &&
    typeof startedBy === 'string' &&
    startedBy.length <= sharedGameLimits.nameLength
  )
}
