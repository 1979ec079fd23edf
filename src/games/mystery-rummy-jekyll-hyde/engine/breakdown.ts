import type { CardId, EvidenceFamilyId, Letter } from './cards'
import type { TransformationPoints } from './log'

/**
 * One line of a hand's explanation. Every line carries its rule id and its points; a player's
 * hand score is the sum of their lines, so the breakdown is the score, not a commentary on it.
 */
export type BreakdownLine =
  | EvidenceLine
  | WorkInLabLine
  | TransformationCardLine
  | ShutOutLine
  | LeftInHandLine
  | LeftInHandTotalLine
  | TransformationHeldLine
  | VoidHandLine

/** Why a group of Evidence cards does or does not double. */
export type Doubling = 'doubled' | 'other-letter' | 'never-doubles'

export interface EvidenceLine {
  kind: 'evidence'
  rule: string
  family: EvidenceFamilyId
  count: number
  value: number
  printedLetter: Letter
  /** The letter the cards count as: the printed one, swapped when the Transformation covers them. */
  letter: Letter
  transformed: boolean
  /** The letter of the Dual Identity side up at the end of the hand. */
  side: 'J' | 'H'
  doubling: Doubling
  points: number
}

export interface WorkInLabLine {
  kind: 'work-in-lab'
  rule: string
  count: number
  value: number
  points: number
}

export interface TransformationCardLine {
  kind: 'transformation-card'
  rule: string
  /** Whose area the card rests in, and who played it. */
  area: string
  playedBy: string
  creditedBy: TransformationPoints
  points: number
}

export interface ShutOutLine {
  kind: 'shut-out'
  rule: string
  /** made: this player went out with a shut-out; missed: went out without one; suffered: the opponent made one. */
  outcome: 'made' | 'missed' | 'suffered'
  side: 'J' | 'H'
  /** For a missed shut-out, the families whose letter does not match the side up. */
  mismatched: EvidenceFamilyId[]
  /** For a missed shut-out, the cards at fault, group by group, so a report can name them. */
  atFault: CardsAtFault[]
  by: string
  points: number
}

/** A group of Evidence cards in front of the player who went out that does not match the side up. */
export interface CardsAtFault {
  family: EvidenceFamilyId
  count: number
  /** The letter they count as: the other one than the side up. */
  letter: Letter
  /** Whether the Transformation gave them that letter. */
  transformed: boolean
}

export interface LeftInHandLine {
  kind: 'left-in-hand'
  rule: string
  card: CardId
  count: number
  value: number
  points: number
}

export interface LeftInHandTotalLine {
  kind: 'left-in-hand-total'
  rule: string
  points: number
}

export interface TransformationHeldLine {
  kind: 'transformation-held'
  rule: string
  /** The card's face value and what holding it costs on top of that. */
  face: number
  extra: number
  points: number
}

export interface VoidHandLine {
  kind: 'void-hand'
  rule: string
  points: number
}

export interface HandScore {
  number: number
  void: boolean
  /** The player who made a shut-out, or null. */
  shutOut: string | null
  scores: Record<string, number>
  breakdown: Record<string, BreakdownLine[]>
}
