import type { PlacedProblem } from './live-check'

/** Whether Save is available, and if not, why: the result bar's one state. */
export type SaveState =
  | { kind: 'ready'; warnings: number }
  | { kind: 'errors'; errors: number }
  /** Nothing wrong so far, something still to enter: the reason, in the game's words. */
  | { kind: 'waiting'; reason: string }
  /** Counts holding typed text they did not take: what the form would save is not what shows. */
  | { kind: 'unsettled'; fields: number }

/** Ready with its warnings, or the errors to fix first. */
export function saveStateOf(check: { problems: PlacedProblem[]; errorCount: number }): SaveState {
  return check.errorCount > 0
    ? { kind: 'errors', errors: check.errorCount }
    : { kind: 'ready', warnings: check.problems.length }
}
