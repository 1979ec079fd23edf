import type { GameLog } from '../../engine'
import type { PlayerNames } from '../explain'

/** Player ids become names; an id the log does not know is shown as it is. */
export function playerNames(log: Pick<GameLog, 'players'>): PlayerNames {
  const names = new Map(log.players.map((player) => [player.id, player.name]))
  return (id) => names.get(id) ?? id
}
