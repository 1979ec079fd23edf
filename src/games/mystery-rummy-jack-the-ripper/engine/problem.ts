import type { Problem, ProblemParams, Severity } from '../../../engine/core/problems'
import { problemKey, type RuleId } from './rules'

/** A problem of this game: its message is under the game's own key, one per rule. */
export function problemOf(
  rule: RuleId,
  path: string,
  params: ProblemParams = {},
  severity: Severity = 'error',
): Problem {
  return { path, rule, messageKey: problemKey(rule), params, severity }
}
