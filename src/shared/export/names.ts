import { shorten, type GameLog } from '../../engine'
import type { PlayerNames } from '../explain'

/** Longer than any person's name, however many given names and titles it holds. */
const longestName = 200

/**
 * A name as a report or a sheet writes it, often on every line: one longer than any person's (a
 * field of megabytes) is cut, so what is written stays in proportion to the log (issue 33).
 */
export function readableName(name: string): string {
  return shorten(name, longestName)
}

/** Player ids become names; an id the log does not know is shown as it is. */
export function playerNames(log: Pick<GameLog, 'players'>): PlayerNames {
  const names = new Map(log.players.map((player) => [player.id, readableName(player.name)]))
  return (id) => names.get(id) ?? readableName(id)
}
