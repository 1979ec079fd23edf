import type { GameLog } from '../../../engine'
import type { DraftPart } from '../../../renderer/src/games/screens'

/**
 * Each player's part of a hand filled in together (decision 0072): that player's column, their
 * Evidence, Letters, Alibi and Scenes, what they still hold, and their vote. How the hand ended,
 * the dealer and the note are the table's.
 */
export function draftParts(log: GameLog): DraftPart[] {
  return log.players.map(({ id }) => ({
    player: id,
    paths: [
      ['areas', id],
      ['left', id],
      ['votes', id],
    ],
  }))
}
