import type { Problem, ProblemParams, Severity } from './problems'

/** A game's rule ids, each with one message under the game's own catalog key. */
export interface RuleBook<RuleId extends string> {
  /** Every rule id of the game, for the rules reference and the contract. */
  readonly ruleIds: readonly RuleId[]
  /** The i18n key of the message for a problem with this rule: one message per rule. */
  problemKey(rule: RuleId): string
  /** A problem of this game, its message under the game's own key. */
  problemOf(rule: RuleId, path: string, params?: ProblemParams, severity?: Severity): Problem
}

export function ruleBook<const Rules extends Readonly<Record<string, string>>>(
  gameId: string,
  rules: Rules,
): RuleBook<Rules[keyof Rules]> {
  const problemKey = (rule: string) => `${gameId}.problems.${rule}`
  return {
    ruleIds: Object.values(rules) as Rules[keyof Rules][],
    problemKey,
    problemOf: (rule, path, params = {}, severity = 'error') => ({
      path,
      rule,
      messageKey: problemKey(rule),
      params,
      severity,
    }),
  }
}
