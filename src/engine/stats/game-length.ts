/**
 * How long a game lasted, in milliseconds: from its start (`createdAt`) to the last change saved
 * (`updatedAt`), so a game does not go on lasting while nobody plays it. Null before the first
 * hand, and when the log says nothing usable (no readable time, or a last save before the
 * start, as a hand-edited file may hold). The game page and the history both measure so.
 */
export function gameLength(game: {
  createdAt?: string | null | undefined
  updatedAt?: string | null | undefined
  hands: number
}): number | null {
  const started = instant(game.createdAt)
  const last = instant(game.updatedAt)
  if (game.hands === 0 || started === null || last === null || last < started) return null
  return last - started
}

/** A time written in a log, as milliseconds; null when it is not one. */
export function instant(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? time : null
}
