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
  visit(value, (path, key) => problems.push(problemAt(path, key, places)))
  return problems
}

/** A value still to search, and how it was reached: its parent's step, the key or index. */
interface Step {
  value: unknown
  parent: Step | null
  segment: PathSegment | null
  /** Its own key is reserved: reported when it is reached, in the order the file has it. */
  reserved: boolean
}

/**
 * Searches depth first, in the file's order, with a stack of its own rather than recursion:
 * a hostile file may nest values thousands of levels deep, past the call stack's depth.
 */
function visit(value: unknown, found: (path: readonly PathSegment[], key: string) => void): void {
  const stack: Step[] = [{ value, parent: null, segment: null, reserved: false }]
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    if (step.reserved) found(pathOf(step.parent), step.segment as string)
    const current = step.value
    if (typeof current !== 'object' || current === null) continue
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], parent: step, segment: index, reserved: false })
      }
      continue
    }
    const keys = Object.keys(current)
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!
      const child = (current as Record<string, unknown>)[key]
      stack.push({ value: child, parent: step, segment: key, reserved: reservedKeys.has(key) })
    }
  }
}

/** The path of the value a step reached, from the top of the file. */
function pathOf(step: Step | null): PathSegment[] {
  const path: PathSegment[] = []
  for (let at = step; at !== null && at.segment !== null; at = at.parent) path.push(at.segment)
  return path.reverse()
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
