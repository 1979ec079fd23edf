import { handPastTheEnd, handsPastTheEnd, validateGameLog, withHands } from '../../../../engine'
import type { GameLog } from '../../../../engine'
import type { PlacedProblem } from './live-check'

/** Whether a problem says that a hand after the one entered comes after the end of the game. */
export function isLaterHand({ problem }: PlacedProblem, handIndex: number): boolean {
  return (handPastTheEnd(problem) ?? -1) > handIndex
}

/**
 * The hands (0-based) that `hand`, entered as hand `handIndex`, puts after the end of the game:
 * every one, as the engine says (a game's problems may name only the first).
 */
export function handsPutAfterTheEnd(
  log: GameLog,
  handIndex: number,
  hand: GameLog['hands'][number],
): number[] {
  const hands = [...log.hands]
  hands[handIndex] = hand
  return handsPastTheEnd(withHands(log, hands), validateGameLog).filter(
    (index) => index > handIndex,
  )
}

/**
 * The later hands (1-based, as players count them, in order) that the hand entered puts after
 * the end of the game, as Save's question names them, asked of the engine only once the live
 * check reports one.
 */
export function laterHandsOf(
  log: GameLog,
  handIndex: number,
  check: { hand: unknown; problems: readonly PlacedProblem[] },
): number[] {
  if (check.hand === null || !check.problems.some((placed) => isLaterHand(placed, handIndex)))
    return []
  return handsPutAfterTheEnd(log, handIndex, check.hand as GameLog['hands'][number]).map(
    (index) => index + 1,
  )
}

/**
 * The check without the later hands that the hand entered puts after the end of the game: not
 * problems to fix (the form names them, and Save asks before deleting them), nor errors that
 * stop Save.
 */
export function withoutLaterHands<Check extends { problems: PlacedProblem[]; errorCount: number }>(
  check: Check,
  handIndex: number,
): Check {
  const problems = check.problems.filter((placed) => !isLaterHand(placed, handIndex))
  if (problems.length === check.problems.length) return check
  return {
    ...check,
    problems,
    errorCount: check.errorCount - (check.problems.length - problems.length),
  }
}
