/**
 * Why the library could not be read, as the home screen says it: another page blocks the
 * database's upgrade (close it, then try again), the browser holds a newer Casebook's library
 * (reload to run that version), or anything else, with the browser's own words.
 */
export type LoadProblem = { kind: 'blocked' | 'newer' } | { kind: 'other'; detail: string }

export function loadProblemOf(error: unknown): LoadProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined
  if (name === 'DatabaseBlocked') return { kind: 'blocked' }
  if (name === 'VersionError') return { kind: 'newer' }
  return { kind: 'other', detail: error instanceof Error ? error.message : String(error) }
}
