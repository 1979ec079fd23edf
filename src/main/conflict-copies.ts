import { gameIdPattern, type CasebookConflictCopy } from '../shared/storage'

// A conflict copy is a game file of its own, so its name must be a game id (letters, digits, '-'
// and '_', at most 64): `<id>-conflict-<UTC date>-<UTC time>`, with `-2`, `-3`... if taken. The
// log inside is the other program's, byte for byte; the listing reads it under its file name.

const marker = /-conflict-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-\d+)?$/
const longestStem = 61

/** A free id for a copy of game `id` made at `date`; `taken` says which ids are in use. */
export function conflictCopyId(id: string, date: Date, taken: (id: string) => boolean): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  const suffix = `-conflict-${stamp}`
  const stem = `${id.slice(0, longestStem - suffix.length)}${suffix}`
  let copy = stem
  for (let n = 2; gameIdPattern.test(copy); n++) {
    if (!taken(copy)) return copy
    copy = `${stem}-${n}`
  }
  throw new Error(`No free name for a conflict copy of ${id}`)
}

/** The copy a file holds, when its id is named like one; null for any other game. */
export function conflictCopyOf(id: string): CasebookConflictCopy | null {
  const parts = marker.exec(id)
  if (parts === null) return null
  const [, year, month, day, hours, minutes, seconds] = parts
  return { id, keptAt: `${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z` }
}
