import { handPastTheEnd, handsPastTheEnd, validateGameLog, withHands } from '../../../../engine'
import type { GameLog } from '../../../../engine'
import type { PlacedProblem } from './live-check'

/** Whether a problem says that a hand after the one entered comes after the end of the game. */
export function isLaterHand({ problem }: PlacedProblem, handIndex: number): boolean {
  return (handPastTheEnd(problem) ?? -1) > handIndex
}

/**
 * The later hands (1-based, as players count them, in order) that the hand entered puts after
 * the end of the game: every one, as Save's question names them (a game may report only the
 * first), asked of the engine only once the live check reports one.
 */
export function laterHandsOf(
  log: GameLog,
  handIndex: number,
  check: { hand: unknown; problems: readonly PlacedProblem[] },
): number[] {
  if (check.hand === null || !check.problems.some((placed) => isLaterHand(placed, handIndex)))
    return []
  const hands = [...log.hands]
  hands[handIndex] = check.hand as GameLog['hands'][number]
  return handsPastTheEnd(withHands(log, hands), validateGameLog)
    .filter((index) => index > handIndex)
    .map((index) => index + 1)
}
