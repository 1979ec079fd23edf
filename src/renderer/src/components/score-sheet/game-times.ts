import type { GameLogBase } from '../../../../engine'
import { gameLength, instant } from '../../../../engine/stats/game-length'

/** When a game started and how long it has lasted, as its log tells them. */
export interface GameTimes {
  started: Date
  /**
   * Milliseconds from the start to the last change saved (`updatedAt`): a game does not go on
   * lasting while nobody plays it. Null before the first hand, and when the log says nothing
   * usable (no `updatedAt`, or one before the start, as a hand-edited file may hold).
   */
  lasted: number | null
}

/**
 * Derived each time from the log's `createdAt` and `updatedAt` (both informative, never
 * required): nothing is stored. A log without a readable start has no times to show. How long
 * it lasted is the engine's `gameLength`, which the history adds up.
 */
export function gameTimes(
  log: Pick<GameLogBase, 'createdAt' | 'updatedAt' | 'hands'>,
): GameTimes | null {
  const started = instant(log.createdAt)
  if (started === null) return null
  return { started: new Date(started), lasted: gameLength({ ...log, hands: log.hands.length }) }
}

/**
 * A length of time in whole minutes, in the reader's language and units ("1 hr 38 min",
 * "1 h 38 min"): Intl's unit formats, so no date library is needed.
 */
export function formatDuration(milliseconds: number, locale: string): string {
  const minutes = Math.floor(milliseconds / 60_000)
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value)
  const hours = Math.floor(minutes / 60)
  return hours === 0
    ? unit(minutes, 'minute')
    : `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}`
}
