/**
 * One round's arithmetic (spec: "Scoring one round"): who leads it, how far the marker moves and
 * where it stops. Pure numbers; the log's shape is validation's.
 */

/** Position p is on Jekyll's side when 2 × p < L (A3, after BGA: "less than 5 spaces"). */
export function onJekyllSide(position: number, trackLength: number): boolean {
  return 2 * position < trackLength
}

/** The round's first leader: Jekyll while the marker is on his side, otherwise Hyde. */
export function roundLeader(
  position: number,
  trackLength: number,
  roles: { jekyll: string; hyde: string },
): string {
  return onJekyllSide(position, trackLength) ? roles.jekyll : roles.hyde
}

export interface RoundMove {
  /** |Jekyll's tricks − Hyde's tricks|: the marker moves toward Hyde whoever won more. */
  difference: number
  /** The spaces actually crossed: the marker stops on the last space (A9). Hyde's score. */
  crossed: number
  /** The position after the round. */
  position: number
  /** Whether the track ran out before the whole difference was crossed. */
  capped: boolean
}

export function moveMarker(
  positionBefore: number,
  trackLength: number,
  jekyllTricks: number,
  hydeTricks: number,
): RoundMove {
  const difference = Math.abs(jekyllTricks - hydeTricks)
  const crossed = Math.min(difference, trackLength - positionBefore)
  return {
    difference,
    crossed,
    position: positionBefore + crossed,
    capped: crossed < difference,
  }
}
