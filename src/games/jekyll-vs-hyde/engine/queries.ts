import type { JekyllVsHydeLog } from './log'
import { resolveRules, type MatchVariant } from './resolved-rules'
import { roundLeader } from './round'
import { scoreGame } from './score-game'
import { validRoundCount } from './validate'

/** What holds before a round: the screens prefill its entry from it. */
export interface RoundSituation {
  game: 1 | 2
  /** The round within its game, 1 to 3. */
  round: number
  /** Null only before game 1's first round, where the players choose. */
  jekyll: string | null
  hyde: string | null
  /** Who leads the round's first trick; null before the roles are chosen and once finished. */
  leader: string | null
  position: number
  trackLength: number
  match: MatchVariant
  potions: number[]
  /** The game, or the match, is over: no round may follow. */
  finished: boolean
}

/**
 * The situation before round `handIndex` (0-based), from the valid rounds before it: the rounds
 * after the first one at fault are not counted, as validation does not check them.
 */
export function roundSituation(log: JekyllVsHydeLog, handIndex: number): RoundSituation {
  const resolved = resolveRules(log.rules)
  const { trackLength, match, potions } = resolved
  const before = { ...log, hands: log.hands.slice(0, Math.max(0, handIndex)) }
  const counted = { ...before, hands: before.hands.slice(0, validRoundCount(before)) }
  const base = { trackLength, match, potions: [...potions] }
  const score = scoreGame(counted)
  const last = score.games.at(-1)
  if (last === undefined) {
    return {
      ...base,
      game: 1,
      round: 1,
      jekyll: null,
      hyde: null,
      leader: null,
      position: 0,
      finished: false,
    }
  }
  if (score.status === 'finished') {
    return {
      ...base,
      game: last.game,
      round: last.rounds,
      jekyll: last.jekyll,
      hyde: last.hyde,
      leader: null,
      position: last.position,
      finished: true,
    }
  }
  if (last.status === 'finished') {
    // Game 2 of a return match: the roles swap and the marker is back on its first space.
    const roles = { jekyll: last.hyde, hyde: last.jekyll }
    return {
      ...base,
      game: 2,
      round: 1,
      ...roles,
      leader: roles.jekyll,
      position: 0,
      finished: false,
    }
  }
  const roles = { jekyll: last.jekyll, hyde: last.hyde }
  return {
    ...base,
    game: last.game,
    round: last.rounds + 1,
    ...roles,
    leader: roundLeader(last.position, trackLength, roles),
    position: last.position,
    finished: false,
  }
}
