import type { GameLog } from '../../../engine'
import { serialiseGameLog } from '../../../engine/core/game-log'

/**
 * A game log's content version: the length and a 53-bit hash (cyrb53) of its text as Casebook
 * writes it. Any change to the log, by this app or by another program, changes it, so a summary
 * kept under it is never taken for a log that has changed since.
 */
export function contentVersion(log: GameLog): string {
  return textVersion(serialiseGameLog(log))
}

/** The content version of a log's stored text; the same as `contentVersion` of the log it holds. */
export function textVersion(text: string): string {
  let first = 0xdeadbeef
  let second = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    first = Math.imul(first ^ code, 2654435761)
    second = Math.imul(second ^ code, 1597334677)
  }
  first =
    Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909)
  second =
    Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & second) + (first >>> 0)
  return `${text.length}:${hash.toString(36)}`
}
