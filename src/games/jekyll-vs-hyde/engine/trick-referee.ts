import { trickRefereeOf } from '../../../engine/core/trick-referee'
import { explainTrick } from './explain-trick'
import { refereeTrick, trickJson } from './referee'
import { readTrickInput } from './trick-input'

/** What `casebook trick FILE` asks this game (the file's shape is its spec's). */
export const trickReferee = trickRefereeOf({
  read: readTrickInput,
  decide: refereeTrick,
  json: trickJson,
  explain: explainTrick,
})
