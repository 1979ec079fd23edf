import type { GameLog } from '../../../engine'
import { serialiseGameLog } from '../../../engine/core/game-log'
import { textVersion } from './text-version'

/**
 * A game log's content version: the length and a 53-bit hash (cyrb53) of its text as Casebook
 * writes it. Any change to the log, by this app or by another program, changes it, so a summary
 * kept under it is never taken for a log that has changed since. Loaded with the games' rules
 * (log-engine.ts): the first screen compares stored versions only (text-version.ts).
 */
export function contentVersion(log: GameLog): string {
  return textVersion(serialiseGameLog(log))
}
