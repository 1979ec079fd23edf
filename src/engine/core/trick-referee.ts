import type { Phrase, TrickReferee } from './game-module'
import type { Problem } from './problems'

/** A trick the referee cannot settle: the rule it breaks, located in the trick file. */
interface Refused {
  ok: false
  problem: Problem
}

/** How a trick-taking game reads a trick file, settles it and says the outcome. */
export interface TrickRules<Input, Result extends { ok: boolean }> {
  read(value: unknown): { ok: true; input: Input } | (Refused & Result)
  decide(input: Input): Result
  /** What `casebook trick --json` prints for a settled trick. */
  json(result: Result): object
  /** The outcome as a player reads it out; a refusal's first phrase is its message. */
  explain(result: Result): Phrase[]
}

/**
 * What `casebook trick FILE` asks a game: the file's trick read, decided by the game's referee,
 * and put as its spec prints it (`--json`) and as a player reads it out. A file that cannot be
 * read is refused the way an impossible trick is: its rule, where, and the message.
 */
export function trickRefereeOf<Input, Result extends { ok: boolean }>(
  trick: TrickRules<Input, Result>,
): TrickReferee {
  return {
    settle(value) {
      const read = trick.read(value)
      const result: Result = read.ok ? trick.decide(read.input) : read
      if (!isRefused(result)) {
        return { ok: true, json: trick.json(result), explanation: trick.explain(result) }
      }
      return {
        ok: false,
        json: { error: result.problem.rule },
        rule: result.problem.rule,
        path: result.problem.path,
        message: trick.explain(result)[0]!,
      }
    },
  }
}

function isRefused<Result extends { ok: boolean }>(result: Result): result is Result & Refused {
  return !result.ok
}
