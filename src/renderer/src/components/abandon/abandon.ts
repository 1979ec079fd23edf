import type { GameLog } from '../../../../engine'

/** The log of a game its players give up now: every hand kept, `abandonedAt` set (issue 34). */
export function abandonedLog(log: GameLog, now: Date): GameLog {
  return { ...log, abandonedAt: now.toISOString() }
}

/** The log of an abandoned game taken up again: as it was, without `abandonedAt`. */
export function resumedLog(log: GameLog): GameLog {
  const resumed: Partial<GameLog> = { ...log }
  delete resumed.abandonedAt
  return resumed as GameLog
}
