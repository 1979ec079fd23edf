import type { GameLog } from '../../engine'
import { serialiseGameLog } from '../../engine/core/game-log'

/**
 * The canonical game-log file: what the library stores and what "Open" and "Import" read back.
 * Fields this version does not know are kept, so nothing a newer Casebook wrote is lost.
 */
export function exportJson(log: GameLog): string {
  return serialiseGameLog(log)
}
