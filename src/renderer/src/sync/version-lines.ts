import { errorsOf, scoreGameLog, validateGameLog, withHands, type GameLog } from '../../../engine'
import type { Wording } from '../components/score-sheet/wording'

/**
 * One version of a disputed hand as the players compare them: what each player or side scores
 * with it, put in its place in the game (so a doubling or a shut-out counts as it would), and
 * its note. A version the game cannot score says so instead.
 */
export function versionLines(
  log: GameLog,
  number: number,
  hand: unknown,
  wording: Wording,
): string[] {
  if (hand === undefined) return []
  const hands = log.hands.slice(0, number - 1)
  const candidate = withHands(log, [...hands, hand] as GameLog['hands'])
  const note =
    typeof (hand as { note?: unknown }).note === 'string' ? [(hand as { note: string }).note] : []
  if (errorsOf(validateGameLog(candidate)).length > 0) return note
  const score = scoreGameLog(candidate)
  const scored = score.hands[number - 1]
  if (!scored) return note
  return [
    ...score.holders.map(
      (holder) => `${wording.holderName(holder).name}: ${scored.holderScores[holder.id] ?? 0}`,
    ),
    ...note,
  ]
}
