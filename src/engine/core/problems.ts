/**
 * Validation never throws: it returns every problem it finds, each located in the game log.
 * `error`: impossible at the table, the log cannot be scored. `warning`: possible but unusual.
 */
export type Severity = 'error' | 'warning'

export type ProblemParams = Record<string, string | number>

export interface Problem {
  /** Where in the log, as a JSON path: `hands[2].areas.p1.evidence.utterson`. */
  path: string
  /** The rule broken; each rule id has an anchor in the rules reference. */
  rule: string
  /** The i18n key of the message; `params` fill it in. */
  messageKey: string
  params: ProblemParams
  severity: Severity
}

export type PathSegment = string | number

/** Formats path segments the way the game-log spec writes them: `hands[2].areas.p1`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let path = ''
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`
    else path += path === '' ? segment : `.${segment}`
  }
  return path
}

/** The path of a child: `childPath('hands', 2)` is `hands[2]`, `childPath('hands[2]', 'areas')` is `hands[2].areas`. */
export function childPath(parent: string, key: PathSegment): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  return parent === '' ? key : `${parent}.${key}`
}

export function errorsOf(problems: readonly Problem[]): Problem[] {
  return problems.filter((problem) => problem.severity === 'error')
}

export function warningsOf(problems: readonly Problem[]): Problem[] {
  return problems.filter((problem) => problem.severity === 'warning')
}
