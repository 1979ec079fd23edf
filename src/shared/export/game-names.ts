import { gameModuleOf } from '../../engine'
import type { Translator } from '../explain'

/**
 * What a play file says of a game: its name in the reader's language (its cover's `name`, the
 * id itself for a game this version does not know), and its BoardGameGeek id from its own module
 * (null while no source we could check gives one: never guessed).
 */
export function exportedGame(
  game: string,
  translator: Translator,
): { name: string; boardGameGeekId: number | null } {
  const key = `${game}.name`
  return {
    name: translator.te(key) ? translator.t(key) : game,
    boardGameGeekId: gameModuleOf(game)?.boardGameGeekId ?? null,
  }
}
