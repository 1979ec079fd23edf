import { errorsOf, type Problem } from './problems'
import type { SeriesStatus } from './series'

/**
 * Validates and scores in one pass: a log with errors is not scored; whether a hand comes after
 * the end depends on the scores, so it is checked on the scores once the other rules hold, and
 * the scores are kept.
 */
export function checkThenScore<Score>(
  problems: Problem[],
  scoreOf: () => Score,
  afterTheEnd: (score: Score) => Problem[] = () => [],
): { problems: Problem[]; score: Score | null } {
  if (errorsOf(problems).length > 0) return { problems, score: null }
  const score = scoreOf()
  const late = afterTheEnd(score)
  if (late.length > 0) return { problems: [...problems, ...late], score: null }
  return { problems, score }
}

/**
 * A hand recorded after the hand that ended the game (the first one finished) cannot have been
 * played: one problem for each, in the game's words, given its number and the ending hand's.
 */
export function handsAfter(
  hands: readonly { number: number; status: SeriesStatus }[],
  problemFor: (hand: number, end: number) => Problem,
): Problem[] {
  const end = hands.findIndex((hand) => hand.status === 'finished')
  if (end < 0) return []
  return hands.slice(end + 1).map((hand) => problemFor(hand.number, end + 1))
}
