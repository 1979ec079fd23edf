import { formatPath, type PathSegment, type Problem } from './problems'
import { coreRules } from './rule-ids'

/**
 * Keys JavaScript gives a meaning of their own. The schema library drops them from what it
 * reads (so a parsed object cannot be polluted), which would make an entry vanish without a word:
 * the engine looks for them first and refuses the log instead (spec: game-log-v1, "nothing is
 * silently dropped").
 */
export const reservedKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * An object of a game's log whose keys are ids (cards by id, areas by player...): its path, where
 * a name matches that field, '#' any array index and '*' any key; and the problem an unknown id
 * there is, so a reserved key reads like any other unknown id.
 */
export interface IdKeyedPlace {
  at: readonly string[]
  rule: string
  /** The message parameter that names the id: `card`, `player`... */
  param: string
}

/** Every reserved key of a JSON value, as a problem located where it stands. */
export function reservedKeyProblems(value: unknown, places: readonly IdKeyedPlace[]): Problem[] {
  const problems: Problem[] = []
  visit(value, [], (path, key) => problems.push(problemAt(path, key, places)))
  return problems
}

function visit(
  value: unknown,
  path: PathSegment[],
  found: (path: readonly PathSegment[], key: string) => void,
): void {
  if (typeof value !== 'object' || value === null) return
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index)
      visit(value[index], path, found)
      path.pop()
    }
    return
  }
  for (const key of Object.keys(value)) {
    if (reservedKeys.has(key)) found(path, key)
    path.push(key)
    visit((value as Record<string, unknown>)[key], path, found)
    path.pop()
  }
}

function problemAt(path: readonly PathSegment[], key: string, places: readonly IdKeyedPlace[]) {
  const where = formatPath([...path, key])
  const place = places.find((candidate) => matches(candidate.at, path))
  if (place) {
    return problem(where, place.rule, { [place.param]: key })
  }
  return problem(where, coreRules.reservedKey, { key })
}

function matches(pattern: readonly string[], path: readonly PathSegment[]): boolean {
  if (pattern.length !== path.length) return false
  return pattern.every((part, index) => {
    const segment = path[index]
    if (part === '#') return typeof segment === 'number'
    if (part === '*') return typeof segment === 'string'
    return part === segment
  })
}

function problem(path: string, rule: string, params: Problem['params']): Problem {
  return { path, rule, messageKey: `problems.${rule}`, params, severity: 'error' }
}
