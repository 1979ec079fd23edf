import { coreRules } from './rule-ids'
import type { Problem } from './problems'

/**
 * The rules under which a game reports a hand recorded after the hand that ended it: the core's
 * race (`series.after-win`) and each game's own `hand-after-end`. A test over every registered
 * game holds each game whose end depends on its hands to one of them.
 */
const afterTheEndRules: ReadonlySet<string> = new Set([coreRules.handAfterWin, 'hand-after-end'])

const handPath = /^hands\[(\d+)\]$/

/** The 0-based index of the hand a problem says comes after the end, or null. */
export function handPastTheEnd(problem: Problem): number | null {
  if (problem.severity !== 'error' || !afterTheEndRules.has(problem.rule)) return null
  const match = handPath.exec(problem.path)
  return match ? Number(match[1]) : null
}

/**
 * Every hand of a log that comes after the end of its game, as the engine's `check` says: a
 * game that reports only the first hand at fault is asked again without it, until no hand is
 * after the end. The screen never decides where a game ends; it only asks. Indices are the
 * log's own, 0-based, in order.
 */
export function handsPastTheEnd<Log extends { hands: readonly unknown[] }>(
  log: Log,
  check: (log: Log) => readonly Problem[],
): number[] {
  const kept = log.hands.map((_, index) => index)
  const past: number[] = []
  for (;;) {
    const hands = kept.map((index) => log.hands[index])
    const late = new Set(
      check({ ...log, hands })
        .map(handPastTheEnd)
        .filter((index): index is number => index !== null && index < kept.length),
    )
    if (late.size === 0) return past.sort((a, b) => a - b)
    for (const index of [...late].sort((a, b) => b - a)) {
      past.push(kept[index]!)
      kept.splice(index, 1)
    }
  }
}
