import type { ConflictChoice } from './apply'
import type { ImportPlanItem } from './plan'
import { savedLater } from '../../../engine/stats/history-game'

type Conflict = Extract<ImportPlanItem, { kind: 'conflict' }>

/** The other copy of a conflicting game: the library's, or one met earlier in the same files. */
export interface OtherCopy {
  /** The file it came from; null for the library's copy. */
  file: string | null
  updatedAt: string | undefined
}

export function otherCopyOf(
  conflict: Conflict,
  libraryUpdatedAt: (id: string) => string | undefined,
): OtherCopy {
  return conflict.earlierFile
    ? { file: conflict.earlierFile.name, updatedAt: conflict.earlierFile.log.updatedAt }
    : { file: null, updatedAt: libraryUpdatedAt(conflict.existingId) }
}

/**
 * What an import does with a second copy of a game unless told otherwise: it keeps the one
 * saved last, as `casebook stats` counts it (issue 32); on a tie or without dates, the one it
 * had first.
 */
export function defaultChoice(conflict: Conflict, other: OtherCopy): ConflictChoice {
  return savedLater(conflict.log.updatedAt, other.updatedAt) ? 'replace' : 'skip'
}

/**
 * What a choice adds to and replaces in the library. Between two copies in the same files, the
 * game is new to the library either way: taking the later copy replaces nothing there.
 */
export function writtenBy(conflict: Conflict, choice: ConflictChoice) {
  return {
    added: choice === 'keep-both' ? 1 : 0,
    replaced: choice === 'replace' && !conflict.earlierFile ? 1 : 0,
  }
}
