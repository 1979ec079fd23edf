import {
  alibiCardOf,
  heldEscapeCostPerVictim,
  isCardId,
  isSceneKey,
  isSuspectId,
  isVictimKey,
  sceneCardOf,
  suspectCardOf,
  victimCardOf,
  suspectIds,
  voteBonus,
  type SuspectId,
} from './cards'
import type { AreaRecord, JackTheRipperHand, LeftInHand } from './log'
import { outcomeOnTable, type Outcome } from './ripper'
import type { ResolvedRules } from './rules'
import { countOf, isOut, type TableFacts } from './table'

/** A hand's scores without their lines: the totals of the sheet need only the sums. */
export interface HandPoints {
  outcome: Outcome
  /** What each player receives for the hand, in the order of the players. */
  scores: Record<string, number>
  /** The players whose vote named the Ripper (the sheet marks them). */
  rightVotes: string[]
}

/**
 * What `scoreHand` adds up line by line, added up without the lines (a property test holds the
 * two equal): scoring a whole game then makes no phrase for each card of each hand, which only a
 * hand's breakdown shows. The additions come in the lines' order.
 */
export function handPoints(
  hand: JackTheRipperHand,
  players: readonly string[],
  resolved: ResolvedRules,
  table: TableFacts,
): HandPoints {
  const outcome = outcomeOnTable(hand, table, resolved)
  const scores: Record<string, number> = {}
  const rightVotes: string[] = []
  for (const player of players) {
    const area = hand.areas?.[player]
    if (outcome.outcome === 'caught') {
      scores[player] = caughtPoints(hand, player, area, outcome.ripper, table, resolved)
      if (hand.votes?.[player] === outcome.ripper) rightVotes.push(player)
    } else scores[player] = escapePoints(hand, player, area, resolved)
  }
  return { outcome, scores, rightVotes }
}

function caughtPoints(
  hand: JackTheRipperHand,
  player: string,
  area: AreaRecord | undefined,
  ripper: SuspectId,
  table: TableFacts,
  resolved: ResolvedRules,
): number {
  const values = resolved.values
  let points = 0
  if (area !== undefined) {
    const evidence = area.evidence
    if (evidence !== undefined) {
      for (const suspect of suspectIds) {
        const count = countOf(evidence[suspect])
        if (count > 0) points += count * values[suspect] * (suspect === ripper ? 2 : 1)
      }
    }
    const letters = countOf(area.letters)
    if (letters > 0) points += letters * values.letter
    for (const suspect of area.suspects ?? []) {
      if (!isSuspectId(suspect)) continue
      points += values[suspectCardOf(suspect)] * (suspect === ripper ? 2 : 1)
    }
    if (typeof area.alibi === 'string' && isSuspectId(area.alibi)) {
      points += values[alibiCardOf(area.alibi)]
    }
    points = withVictimsAndScenes(points, area, resolved)
  }
  if (!isOut(hand, player)) points = withPenalty(points, hand.leftInHand?.[player], table, resolved)
  if (hand.votes?.[player] === ripper) points += voteBonus
  return points
}

/** `points` plus the Victims and Scenes of an area, one card after the other as the lines add them. */
function withVictimsAndScenes(
  points: number,
  area: AreaRecord | undefined,
  resolved: ResolvedRules,
): number {
  for (const key of area?.victims ?? [])
    if (isVictimKey(key)) points += resolved.values[victimCardOf(key)]
  for (const key of area?.scenes ?? [])
    if (isSceneKey(key)) points += resolved.values[sceneCardOf(key)]
  return points
}

/** `points` less what a player still holding cards loses (see `penaltyLines`). */
function withPenalty(
  points: number,
  held: LeftInHand | undefined,
  table: TableFacts,
  resolved: ResolvedRules,
): number {
  if (held === undefined) return points
  const heldEscape = 0 - heldEscapeCostPerVictim * table.victims.size
  if (held.cards === undefined) {
    points -= held.points ?? 0
    if (held.ripperEscapes === true) points += heldEscape
    return points
  }
  for (const id in held.cards) {
    const count = held.cards[id]!
    if (!isCardId(id) || count === 0) continue
    points += id === 'ripper-escapes' ? heldEscape : 0 - count * resolved.values[id]
  }
  return points
}

function escapePoints(
  hand: JackTheRipperHand,
  player: string,
  area: AreaRecord | undefined,
  resolved: ResolvedRules,
): number {
  if (hand.ending.type === 'ripper-escapes') {
    const card = hand.ending.player === player ? resolved.values['ripper-escapes'] : 0
    return withVictimsAndScenes(0 + card, area, resolved)
  }
  if (resolved.variants.escapeWithoutCard === 'nothing') return 0
  return withVictimsAndScenes(0, area, resolved)
}
