import type { TrickReferee } from '../../../engine/core/game-module'
import { explainTrick } from './explain-trick'
import { refereeTrick, trickJson } from './referee'
import { readTrickInput } from './trick-input'

/**
 * What `casebook trick FILE` asks the game: the file's trick read, decided by the referee, and
 * put as the spec prints it (`--json`) and as a player reads it out.
 */
export const trickReferee: TrickReferee = {
  settle(value) {
    const read = readTrickInput(value)
    const result = read.ok ? refereeTrick(read.input) : read
    if (result.ok) {
      return { ok: true, json: trickJson(result), explanation: explainTrick(result) }
    }
    return {
      ok: false,
      json: { error: result.problem.rule },
      rule: result.problem.rule,
      path: result.problem.path,
      message: explainTrick(result)[0]!,
    }
  },
}
