import { coreRules } from '../core/rule-ids'
import { standingOf, type SeriesStatus } from '../core/series'
import type { Problem } from '../core/problems'
import type { HandScore } from './breakdown'
import type { MysteryRummyLog } from './log'
import { resolveRules, type ResolvedRules } from './rules'
import { scoreHand } from './score-hand'

/** A hand's result in the score sheet; `explainHand` gives its breakdown line by line. */
export interface ScoredHand {
  number: number
  void: boolean
  shutOut: string | null
  scores: Record<string, number>
  /** Each player's total after this hand. */
  totals: Record<string, number>
  status: SeriesStatus
}

export interface GameScore {
  game: 'mystery-rummy-jekyll-hyde'
  rules: ResolvedRules
  hands: ScoredHand[]
  totals: Record<string, number>
  status: SeriesStatus
  winner: string | null
  /** The players with the highest total (see Standing): who a tie-break is between. */
  leaders: string[]
}

/** Derives every score of a valid log: hand by hand, the running totals and the series' standing. */
export function scoreGame(log: MysteryRummyLog): GameScore {
  const resolved = resolveRules(log)
  const players = log.players.map((player) => player.id)
  const totals: Record<string, number> = {}
  for (const player of players) totals[player] = 0

  let standing = standingOf(totals, resolved.targetScore)
  const hands = log.hands.map((hand, index): ScoredHand => {
    const score = scoreHand(hand, players, resolved, index + 1)
    for (const player of players)
      totals[player] = (totals[player] ?? 0) + (score.scores[player] ?? 0)
    standing = standingOf(totals, resolved.targetScore)
    return {
      number: score.number,
      void: score.void,
      shutOut: score.shutOut,
      scores: score.scores,
      totals: { ...totals },
      status: standing.status,
    }
  })
  return { game: 'mystery-rummy-jekyll-hyde', rules: resolved, hands, totals, ...standing }
}

/**
 * The full breakdown of one hand (1-based), or null when there is no such hand. The score sheet
 * keeps only each hand's result, so re-scoring a long game stays light; the lines are derived
 * again, by the same function, when someone opens a hand.
 */
export function explainHand(log: MysteryRummyLog, number: number): HandScore | null {
  const hand = log.hands[number - 1]
  if (!hand) return null
  const players = log.players.map((player) => player.id)
  return scoreHand(hand, players, resolveRules(log), number)
}

/** A hand recorded after the hand that won the game cannot have been played. */
export function handsAfterTheWin(score: GameScore): Problem[] {
  const winning = score.hands.findIndex((hand) => hand.status === 'finished')
  if (winning < 0) return []
  return score.hands.slice(winning + 1).map((hand) => ({
    path: `hands[${hand.number - 1}]`,
    rule: coreRules.handAfterWin,
    messageKey: `problems.${coreRules.handAfterWin}`,
    params: { hand: hand.number, won: winning + 1 },
    severity: 'error' as const,
  }))
}
