import type { GameLog } from '../../../../engine'
import type { DraftPart } from '../../../../renderer/src/games/screens'
import { isMysteryRummyHandDraft } from '../../words/hand-draft'
import { holderOf } from './draft'

/**
 * Each player's part of a hand filled in together (decision 0072): the cards on the table in
 * front of them, the Transformation they placed, and what is left in their hand (only the player
 * who did not go out holds any). Who went out, the side up and the dealer are the table's.
 */
export function draftParts(log: GameLog, values: unknown): DraftPart[] {
  const draft = isMysteryRummyHandDraft(values) ? values : null
  const holder = draft ? holderOf(draft) : null
  const transformation = draft?.transformation
  const placedBy =
    transformation?.place === 'area'
      ? (transformation.playedBy ?? transformation.area)
      : transformation?.place === 'held'
        ? holder
        : null
  return log.players.map(({ id }) => ({
    player: id,
    paths: [
      ['areas', id],
      ...(id === holder ? [['leftInHand']] : []),
      ...(id === placedBy ? [['transformation']] : []),
    ],
  }))
}
