import type { GameLogBase, NextGameTable } from './game-module'

/**
 * The log of the next game of the same players ("Play again"): the same game, format and rules
 * (copied, so the two logs share nothing), the table the game's rules give, and no hands. The
 * title, the notes and any field another tool added belong to the game that was played, so
 * they stay with it. `id` and `now` are the new game's.
 */
export function nextGameLog(
  log: GameLogBase,
  table: NextGameTable,
  id: string,
  now: Date,
): GameLogBase & { firstDealer?: string } {
  const stamp = now.toISOString()
  return {
    format: log.format,
    version: log.version,
    id,
    game: log.game,
    createdAt: stamp,
    updatedAt: stamp,
    players: table.players.map((player) => ({ id: player.id, name: player.name })),
    ...(table.firstDealer !== null && { firstDealer: table.firstDealer }),
    ...(log.rules !== undefined && { rules: JSON.parse(JSON.stringify(log.rules)) as object }),
    hands: [],
  }
}
