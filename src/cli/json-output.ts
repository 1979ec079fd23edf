import { JsonList, quotedParams, type Problem } from '../engine'
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
    params: quotedParams(problem.params),
  })
  const errors = problems.filter((problem) => problem.severity === 'error').map(located)
  const warnings = problems.filter((problem) => problem.severity === 'warning').map(located)
  return { valid: errors.length === 0, errors, warnings }
}

/** What `--json` prints: the value as `JSON.stringify(value, null, 2)` writes it, and a newline. */
export function* jsonDocument(value: unknown): Generator<string> {
  yield* prettyJson(value)
  yield '\n'
}

/**
 * The text of `JSON.stringify(value, null, 2)`, piece by piece: a `JsonList` (the hands of
 * `score --json`) is made and written one element at a time, so a long game is never held whole
 * as JSON, nor as text. Everything else is written by `JSON.stringify` itself.
 */
export function* prettyJson(value: unknown, indent = ''): Generator<string> {
  if (value instanceof JsonList) {
    let first = true
    for (const element of value) {
      yield `${first ? '[' : ','}\n${indent}  `
      first = false
      yield* prettyJson(element, `${indent}  `)
    }
    yield first ? '[]' : `\n${indent}]`
  } else if (holdsJsonList(value)) {
    let first = true
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue
      yield `${first ? '{' : ','}\n${indent}  ${JSON.stringify(key)}: `
      first = false
      yield* prettyJson(field, `${indent}  `)
    }
    yield first ? '{}' : `\n${indent}}`
  } else {
    // A string in JSON never holds a bare line break, so every one of them starts a line.
    yield (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`)
  }
}

/** A plain object with a `JsonList` among its own fields (one level: where the hands are). */
function holdsJsonList(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).some((field) => field instanceof JsonList)
  )
}
