import type { BreakdownLine, CardsAtFault, EvidenceLine } from './breakdown'
import type { Letter } from './cards'

/**
 * A group of Evidence cards stops a shut-out when the letter it counts as is neither the side
 * up nor J/H (spec: "Scoring one hand", 4).
 */
export function breaksShutOut(line: EvidenceLine): boolean {
  return letterBreaksShutOut(line.letter, line.side)
}

/** `breaksShutOut` for a group counting as `letter`, before any line is written. */
export function letterBreaksShutOut(letter: Letter, side: 'J' | 'H'): boolean {
  return letter !== side && letter !== 'J/H'
}

/**
 * The cards that stopped a missed shut-out, from the lines of the player who went out. The
 * group the Transformation covers comes last: "2 × Poole and 3 × Utterson, transformed to H".
 */
export function cardsAtFault(lines: readonly BreakdownLine[]): CardsAtFault[] {
  const groups = lines
    .filter((line): line is EvidenceLine => line.kind === 'evidence' && breaksShutOut(line))
    .map(({ family, count, letter, transformed }) => ({ family, count, letter, transformed }))
  return [
    ...groups.filter((group) => !group.transformed),
    ...groups.filter((group) => group.transformed),
  ]
}
