import { gameLogFormat, gameLogVersion } from '../../../../engine'
import type { NewGameTable } from '../../games/screens'

export interface NewLogStart<Game extends string> {
  format: typeof gameLogFormat
  version: typeof gameLogVersion
  id: string
  game: Game
  createdAt: string
  updatedAt: string
  players: { id: string; name: string }[]
}

/**
 * What every game's new log starts with, written once for the four games: the file's format and
 * version, its id and game, one time for its creation and last change, and the players as the
 * new-game page typed them (trimmed, in their order round the table: p1, p2, …). A game adds its
 * rules, its first dealer if it records one, and its empty list of hands.
 */
export function newLogStart<Game extends string>(
  game: Game,
  table: NewGameTable,
  id: string,
  now: Date,
): NewLogStart<Game> {
  const stamp = now.toISOString()
  return {
    format: gameLogFormat,
    version: gameLogVersion,
    id,
    game,
    createdAt: stamp,
    updatedAt: stamp,
    players: table.names.map((name, index) => ({ id: `p${index + 1}`, name: name.trim() })),
  }
}

/** The id of the player the new-game page chose to deal the first hand. */
export function firstDealerOf(start: NewLogStart<string>, table: NewGameTable): string {
  return start.players[table.firstDealer]!.id
}
