import type { Colour } from './cards'
import { rules } from './rules'
import { breaksFollowRule, judgeTrick, requiredColour, type Judgement } from './trick'
import { refusal, type TrickInput, type TrickRefusal } from './trick-input'

/** The referee's decision, with the trick it settled so an explanation can name its cards. */
export interface TrickDecision extends Judgement {
  ok: true
  trick: TrickInput
}

export type TrickResult = TrickDecision | TrickRefusal

/**
 * Who takes this trick, by which rule, what the potion does and the ranking the next trick
 * starts from (spec: "The trick referee"). Given the follower's hand, a follow that breaks the
 * follow rules is refused (`trick-follow`), the last of the spec's checks; the others are made
 * when the file is read (`readTrickInput`). A pure function, as the live trick screen, the
 * dispute view and `casebook trick` all ask it.
 */
export function refereeTrick(trick: TrickInput): TrickResult {
  const { lead, call, follow, followerHand } = trick
  if (followerHand !== undefined && breaksFollowRule(lead, call, follow, followerHand)) {
    const colour: Colour = requiredColour(lead, call)!
    const reason = lead.kind === 'potion' ? 'follow-called-colour' : 'follow-lead-colour'
    return refusal(rules.trickFollow, reason, 'follow', { colour })
  }
  return { ok: true, ...judgeTrick(trick.ranking, lead, follow), trick }
}

/**
 * The decision as `casebook trick --json` prints it (spec: "The trick referee on the command
 * line"): exactly the winner, the effect and the ranking after the trick; a refusal gives its
 * rule id, and the command adds its message.
 */
export function trickJson(result: TrickResult): object {
  if (!result.ok) return { error: result.problem.rule }
  return { winner: result.winner, effect: result.effect, ranking: [...result.ranking] }
}
