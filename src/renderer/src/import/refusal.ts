import type { Problem } from '../../../engine'
import { errorsOf } from '../../../engine/core/problems'

/**
 * What a player is told first about a refused file: one sentence that says what is wrong and
 * what to do, chosen from the problems the engine (or the import, or the backup reader)
 * returned. The problems themselves, with the parser's words, stay available as the technical
 * detail. The wording is in the catalog, under `<import|backup>.refusal.<kind>`.
 */
export type RefusalKind =
  /** Not JSON text at all: a note, a spreadsheet, a picture. */
  | 'notJson'
  /** JSON, but not a Casebook game log (or, for a backup, not a Casebook backup). */
  | 'notOurs'
  | 'encodingUtf16'
  | 'encodingOther'
  | 'newerVersion'
  | 'otherVersion'
  | 'unknownGame'
  | 'tooLarge'
  | 'unreadable'
  | 'unexpected'
  /** A Casebook file whose content breaks rules: the problems are the useful part. */
  | 'broken'

export interface Refusal {
  kind: RefusalKind
  params: Record<string, string | number>
  /**
   * Whether the list of problems is for the player (where a game log breaks a rule, and which)
   * or only a technical detail behind the sentence (the parser's message, a rule id).
   */
  problemsFirst: boolean
}

/** The key of a game-log or import problem, and the kind of refusal it makes. */
const logKinds: Record<string, RefusalKind> = {
  'problems.log.json': 'notJson',
  'problems.log.not-an-object': 'notOurs',
  'problems.log.format': 'notOurs',
  'problems.log.encoding-utf-16': 'encodingUtf16',
  'problems.log.encoding-other': 'encodingOther',
  'problems.log.version-newer': 'newerVersion',
  'problems.log.version': 'otherVersion',
  'problems.log.game': 'unknownGame',
  'import.problem.tooLarge': 'tooLarge',
  'import.problem.readFailed': 'unreadable',
  'import.problem.notText': 'unreadable',
  'import.problem.unexpected': 'unexpected',
}

/** The same for a library backup, read whole before any of its games. */
const backupKinds: Record<string, RefusalKind> = {
  'backup.problem.notJson': 'notJson',
  'backup.problem.wrongFormat': 'notOurs',
  'backup.problem.newerVersion': 'newerVersion',
  'backup.problem.badVersion': 'broken',
  'backup.problem.gamesNotList': 'broken',
  'problems.log.duplicate-key': 'broken',
  'problems.log.encoding-utf-16': 'encodingUtf16',
  'problems.log.encoding-other': 'encodingOther',
  'backup.problem.tooLarge': 'tooLarge',
  'backup.problem.notText': 'unreadable',
  'backup.problem.unexpected': 'unexpected',
}

/** Why a game-log file (or one game of a backup) was refused, in a player's terms. */
export function logRefusal(problems: readonly Problem[]): Refusal {
  return refusal(problems, logKinds)
}

/** Why a whole backup file was refused, in a player's terms. */
export function backupRefusal(problems: readonly Problem[]): Refusal {
  return refusal(problems, backupKinds)
}

function refusal(problems: readonly Problem[], kinds: Record<string, RefusalKind>): Refusal {
  const errors = errorsOf(problems)
  const first = errors[0] ?? problems[0]
  const kind = (first && kinds[first.messageKey]) || 'broken'
  const count = Math.max(1, errors.length)
  const params: Record<string, string | number> = { count }
  for (const [key, value] of Object.entries(first?.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value
  }
  return { kind, params, problemsFirst: kind === 'broken' }
}
