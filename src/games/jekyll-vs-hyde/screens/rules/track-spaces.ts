import { defaultTrackLength, onJekyllSide } from '../../engine'

/** One space of the personality track, on the board's usual length. */
export interface TrackSpace {
  position: number
  side: 'jekyll' | 'hyde'
  /**
   * No source says which side this space is on (spec A3: Board Game Arena puts it on Hyde's,
   * another implementation on Jekyll's); the engine's reading puts it on Hyde's. The marker moves
   * by even steps, so it never stops there.
   */
  sideUnverified: boolean
}

/** Half-way along the usual track: the one space whose side is in doubt. */
const middle = defaultTrackLength / 2

export const trackSpaces: readonly TrackSpace[] = Array.from(
  { length: defaultTrackLength + 1 },
  (_, position): TrackSpace => ({
    position,
    side: onJekyllSide(position, defaultTrackLength) ? 'jekyll' : 'hyde',
    sideUnverified: position === middle,
  }),
)
