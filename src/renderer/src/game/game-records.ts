import { gameModuleOf, type GameLog } from '../../../engine'
import type { RecordKind } from '../../../engine/core/game-module'
import type { GameRecords } from '../../../engine/stats/records'

/** Each log's records, made once (a log is replaced on change, never edited in place). */
const recordsByLog = new WeakMap<GameLog, GameRecords | null>()

/**
 * A game's records as its module keeps them (issue 23): from its score, for a log without rule
 * errors; null for a log the history does not count.
 */
export function gameRecordsOf(log: GameLog): GameRecords | null {
  if (recordsByLog.has(log)) return recordsByLog.get(log)!
  const module = gameModuleOf(log.game)
  // One pass checks and scores; a log with an error has no score.
  const score = module?.check(log).score ?? null
  const records =
    module && score
      ? {
          game: log.game,
          id: log.id ?? '',
          players: log.players,
          records: module.records(log, score),
        }
      : null
  recordsByLog.set(log, records)
  return records
}

/** The record kinds of a game, in the order its module lists them; none for an unknown game. */
export function recordKindsOf(game: string): readonly RecordKind[] {
  return gameModuleOf(game)?.recordKinds ?? []
}
