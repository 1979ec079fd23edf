import type { Badge, GameScore, Holder, ScoredHandBase } from '../../../engine/core/game-module'
import { handsAfter } from '../../../engine/core/check-then-score'
import { coreRules } from '../../../engine/core/rule-ids'
import { raceStanding, raceStatus, type SeriesStatus } from '../../../engine/core/series'
import type { Problem } from '../../../engine/core/problems'
import type { HandScore } from './breakdown'
import { handBadges } from './facts'
import type { MysteryRummyLog } from './log'
import { resolveRules, type ResolvedRules } from './rules'
import { handResult, scoreHand, type HandResult } from './score-hand'

/** A hand's result in the score sheet; `explainHand` gives its breakdown line by line. */
export interface ScoredHand extends ScoredHandBase {
  void: boolean
  shutOut: string | null
  status: SeriesStatus
  badges: Badge[]
}

/** Each player holds a total; the series is a race to the target with tie-break hands. */
export interface MysteryRummyScore extends GameScore<ScoredHand> {
  game: 'mystery-rummy-jekyll-hyde'
  rules: ResolvedRules
}

/** Derives every score of a valid log: hand by hand, the running totals and the series' standing. */
export function scoreGame(log: MysteryRummyLog): MysteryRummyScore {
  const resolved = resolveRules(log)
  const players = log.players.map((player) => player.id)
  const holders = players.map((player): Holder => ({
    id: player,
    kind: 'player',
    members: [player],
    label: { player },
  }))
  const series = { kind: 'race', target: resolved.targetScore, onTie: 'extra-hand' } as const
  const totals: Record<string, number> = {}
  for (const player of players) totals[player] = 0

  const badgesOf = sharedBadges()
  const hands = log.hands.map((hand, index): ScoredHand => {
    const score = handResult(hand, players, resolved, index + 1)
    for (const player of players)
      totals[player] = (totals[player] ?? 0) + (score.scores[player] ?? 0)
    const after = { ...totals }
    return {
      number: score.number,
      void: score.void,
      shutOut: score.shutOut,
      scores: score.scores,
      holderScores: score.scores,
      totals: after,
      holderTotals: after,
      status: raceStatus(totals, series),
      badges: badgesOf(score),
    }
  })
  const standing = raceStanding(totals, series, holders, players)
  return {
    game: 'mystery-rummy-jekyll-hyde',
    rules: resolved,
    holders,
    series,
    hands,
    totals,
    holderTotals: totals,
    ...standing,
  }
}

/**
 * Hands with the same outcome (a shut-out by the same player, a void hand, neither) share one
 * badge list, so a long game keeps a handful of phrases rather than one per hand. Keeping one per
 * hand taught V8 that phrases live long: it then made every phrase in the old generation
 * (allocation-site pretenuring), and the short-lived ones of `casebook score` on a 100,000-hand
 * log piled up there, up to 270 MiB, between full collections.
 */
function sharedBadges(): (score: HandResult) => Badge[] {
  const plain = handBadges({ shutOut: null, void: false })
  const voidHand = handBadges({ shutOut: null, void: true })
  const shutOutBy = new Map<string, Badge[]>()
  return (score) => {
    if (score.shutOut === null) return score.void ? voidHand : plain
    let badges = shutOutBy.get(score.shutOut)
    if (badges === undefined) {
      badges = handBadges(score)
      shutOutBy.set(score.shutOut, badges)
    }
    return badges
  }
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
export function handsAfterTheWin(score: MysteryRummyScore): Problem[] {
  return handsAfter(score.hands, (hand, won) => ({
    path: `hands[${hand - 1}]`,
    rule: coreRules.handAfterWin,
    messageKey: `problems.${coreRules.handAfterWin}`,
    params: { hand, won },
    severity: 'error',
  }))
}
