import { readWrittenNumber } from '../../../../shared/written-number'

/** Why typed text is not a count a field can take; null when it is one. */
export type TypedCountProblem =
  | { kind: 'empty' }
  | { kind: 'notWhole' }
  | { kind: 'below'; min: number }
  | { kind: 'above'; max: number }

export type TypedCount = { ok: true; value: number } | { ok: false; problem: TypedCountProblem }

/**
 * Reads what was typed in a count field: digits only (a sign, a decimal point or an exponent
 * is not a count someone means), within `min` and `max`. Nothing is capped or rounded: what
 * cannot be taken as it is is refused, and says why.
 */
export function readTypedCount(text: string, min: number, max: number): TypedCount {
  if (text.trim() === '') return { ok: false, problem: { kind: 'empty' } }
  const value = readWrittenNumber(text)
  if (value === null || !Number.isInteger(value))
    return { ok: false, problem: { kind: 'notWhole' } }
  if (value < min) return { ok: false, problem: { kind: 'below', min } }
  if (value > max) return { ok: false, problem: { kind: 'above', max } }
  return { ok: true, value }
}
