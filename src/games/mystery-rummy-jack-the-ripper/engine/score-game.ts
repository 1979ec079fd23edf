import { handsAfter } from '../../../engine/core/check-then-score'
import type {
  Badge,
  GameScore,
  Holder,
  ScoredHandBase,
  SeriesShape,
} from '../../../engine/core/game-module'
import type { Problem } from '../../../engine/core/problems'
import { raceStanding, raceStatus } from '../../../engine/core/series'
import type { SuspectId } from './cards'
import { gameId, type JackTheRipperLog } from './log'
import type { Escape } from './ripper'
import { problemOf, resolveRules, rules, type ResolvedRules } from './rules'
import { handPoints, type HandPoints } from './hand-points'
import { tableOf, type TableFacts } from './table'

/** Each hand's table facts, when validation has read them already. */
type ReadonlyHandTables = readonly TableFacts[]

/** A hand's result in the score sheet; `explainHand` gives its breakdown line by line. */
export interface JackTheRipperHandScore extends ScoredHandBase {
  outcome: 'caught' | 'escaped'
  /** The Ripper when caught, else null. */
  ripper: SuspectId | null
  /** How he escaped, or null when caught. */
  escape: Escape | null
}

export interface JackTheRipperScore extends GameScore<JackTheRipperHandScore> {
  game: typeof gameId
  rules: ResolvedRules
}

/** Each player holds his own total. */
export function holdersOf(log: Pick<JackTheRipperLog, 'players'>): Holder[] {
  return log.players.map(({ id }) => ({ id, kind: 'player', members: [id], label: { player: id } }))
}

/** A race to the target; tied at the top, one more hand (S1, S4), again and again if need be. */
export function seriesOf(resolved: ResolvedRules): SeriesShape & { kind: 'race' } {
  return { kind: 'race', target: resolved.targetScore, onTie: 'extra-hand' }
}

/** Derives every score of a valid log: hand by hand, the running totals and the race's standing. */
export function scoreGame(log: JackTheRipperLog, tables?: ReadonlyHandTables): JackTheRipperScore {
  const resolved = resolveRules(log.rules)
  const players = log.players.map((player) => player.id)
  const holders = holdersOf(log)
  const series = seriesOf(resolved)
  const totals: Record<string, number> = Object.fromEntries(players.map((id) => [id, 0]))
  let ended = false
  const hands = log.hands.map((hand, index): JackTheRipperHandScore => {
    const table = tables?.[index] ?? tableOf(hand.areas)
    const result = handPoints(hand, players, resolved, table)
    for (const id of players) totals[id]! += result.scores[id]!
    // The standing itself only for the hand that ends the game: every other needs its status.
    const status = raceStatus(totals, series)
    const ending = status === 'finished' && !ended
    const winner = ending ? raceStanding(totals, series, holders, players).winner : null
    const badges = handBadges(result, ending, winner)
    ended ||= ending
    return {
      number: index + 1,
      scores: result.scores,
      totals: { ...totals },
      holderScores: { ...result.scores },
      holderTotals: { ...totals },
      status,
      badges,
      outcome: result.outcome.outcome,
      ripper: result.outcome.outcome === 'caught' ? result.outcome.ripper : null,
      escape: result.outcome.outcome === 'escaped' ? result.outcome.escape : null,
    }
  })
  const standing = raceStanding(totals, series, holders, players)
  return {
    game: gameId,
    holders,
    series,
    hands,
    totals: { ...totals },
    holderTotals: { ...totals },
    status: standing.status,
    winner: standing.winner,
    winners: standing.winners,
    leaders: standing.leaders,
    rules: resolved,
  }
}

const badgeText = (name: string): Badge['text'] => ({ key: `${gameId}.badges.${name}` })

/**
 * The marks a hand gets in the sheet: each right vote, and the win. Who the Ripper was is the
 * sheet's own column (`facts.ts`) and a tie-break hand due is the hand's status: every screen and
 * export already says those, so a badge would say them twice. The spec names no rule for the end
 * itself: its badge cites the target.
 */
function handBadges(result: HandPoints, ending: boolean, winner: string | null): Badge[] {
  const badges: Badge[] = []
  for (const player of result.rightVotes) {
    badges.push({ holder: player, rule: rules.voteBonus, text: badgeText('vote-right') })
  }
  if (ending && winner !== null) {
    badges.push({ holder: winner, rule: rules.badTarget, text: badgeText('won') })
  }
  return badges
}

/** A hand recorded after the hand that decided the game cannot have been played. */
export function handsAfterTheEnd(score: JackTheRipperScore): Problem[] {
  return handsAfter(score.hands, (hand, end) =>
    problemOf(rules.handAfterEnd, `hands[${hand - 1}]`, { hand, end }),
  )
}
