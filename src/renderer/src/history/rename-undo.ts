import type { GameLog } from '../../../engine'

/** What renaming a person wrote, so that the page can offer to undo it. */
export interface Renamed {
  from: string
  to: string
  /** Each game renamed, as it was and as the rename wrote it, in the same order. */
  before: readonly GameLog[]
  after: readonly GameLog[]
}

/**
 * The games to write back for Undo: each one still as the rename left it, as it was before. A
 * game changed since (a hand played, a sync) is left as it is now: Undo never loses a change.
 */
export function logsToRestore(
  renamed: Renamed,
  current: (id: string) => GameLog | undefined,
): GameLog[] {
  return renamed.after.flatMap((after, index) => {
    const now = after.id === undefined ? undefined : current(after.id)
    const untouched = now === after || JSON.stringify(now) === JSON.stringify(after)
    return untouched ? [renamed.before[index]!] : []
  })
}
