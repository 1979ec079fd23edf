import type { Problem, ProblemParams } from '../../../engine/core/problems'
import { problemKey, type RuleId } from './rules'

/** A problem of this game: its message is under the game's own key, one per rule. This game has no warnings. */
export function problemOf(rule: RuleId, path: string, params: ProblemParams = {}): Problem {
  return { path, rule, messageKey: problemKey(rule), params, severity: 'error' }
}
