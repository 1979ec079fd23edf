import type { Problem } from '../engine'
import { explainProblem, type PlayerNames, type Translator } from '../shared/explain'

/** The `--json` shapes of the game-log spec ("Command line"); extra fields are allowed there. */
export function validationJson(
  problems: readonly Problem[],
  translator: Translator,
  names: PlayerNames,
): { valid: boolean; errors: object[]; warnings: object[] } {
  const located = (problem: Problem) => ({
    path: problem.path,
    rule: problem.rule,
    message: explainProblem(problem, translator, names),
    messageKey: problem.messageKey,
    params: problem.params,
  })
  const errors = problems.filter((problem) => problem.severity === 'error').map(located)
  const warnings = problems.filter((problem) => problem.severity === 'warning').map(located)
  return { valid: errors.length === 0, errors, warnings }
}
