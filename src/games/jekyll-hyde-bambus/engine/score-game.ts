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
import { sides, type Side } from './cards'
import { gameId, type BambusLog } from './log'
import { problemOf, resolveRules, rules, type ResolvedRules } from './rules'
import { type BambusHand } from './log'
import { playerScores, receiversOf, tallyHand, type HandTally, type SideScore } from './score-hand'

/** A hand's result in the score sheet; `explainHand` gives its breakdown line by line. */
export interface BambusHandScore extends ScoredHandBase {
  sides: Record<Side, SideScore>
  /** The players who receive each side's score. */
  receivers: Record<Side, string[]>
  /** 3 players: the solo; 4 players: null. */
  solo: string | null
  /** How many cards scored for nobody. */
  neutral: number
}

export interface BambusScore extends GameScore<BambusHandScore> {
  game: typeof gameId
  rules: ResolvedRules
  /** 4 players: each side's total (a player's total is always his side's); 3 players: null. */
  sideTotals: Record<Side, number> | null
  /** 4 players: the side that won, or null (not finished, or a shared draw). */
  winningSide: Side | null
}

const sideLabel = (side: Side) => ({ key: `jekyll-hyde-bambus.sides.${side}` })

/**
 * Who holds a total (spec: "Game end"): with 4 players the two sides, teams drawn once for the
 * whole game; with 3 players each player, since the solo changes every hand. Before the first
 * hand the log does not say who is on which side, so the sides have no members yet.
 */
export function holdersOf(log: BambusLog): Holder[] {
  const players = log.players.map((player) => player.id)
  if (players.length === 3) {
    return players.map((id) => ({ id, kind: 'player', members: [id], label: { player: id } }))
  }
  const first = log.hands[0]
  const receivers = first ? receiversOf(first, players) : { jekyll: [], hyde: [] }
  return sides.map((side) => ({
    id: side,
    kind: 'side',
    members: receivers[side],
    label: sideLabel(side),
  }))
}

export function seriesOf(resolved: ResolvedRules): SeriesShape & { kind: 'race' } {
  return { kind: 'race', target: resolved.targetScore, onTie: resolved.variants.endTie }
}

/** Derives every score of a valid log: hand by hand, the running totals and the race's standing. */
export function scoreGame(log: BambusLog): BambusScore {
  const resolved = resolveRules(log.rules)
  const players = log.players.map((player) => player.id)
  const four = players.length === 4
  const holders = holdersOf(log)
  const series = seriesOf(resolved)
  const totals = Object.fromEntries(players.map((id) => [id, 0]))
  const holderTotals = Object.fromEntries(holders.map((holder) => [holder.id, 0]))
  let ended = false

  const receiversFor = sameReceivers(players)
  const badgesFor = sharedBadges(four)

  const hands = log.hands.map((hand, index): BambusHandScore => {
    const tally = tallyHand(hand.captured, resolved)
    const receivers = receiversFor(hand)
    const scores = playerScores(players, receivers, tally.sides)
    for (const id of players) totals[id]! += scores[id]!
    const holderScores: Record<string, number> = four
      ? { jekyll: tally.sides.jekyll.score, hyde: tally.sides.hyde.score }
      : { ...scores }
    for (const holder of holders) holderTotals[holder.id]! += holderScores[holder.id] ?? 0
    // The standing itself only for the hand that ends the game: every other needs its status.
    const status = raceStatus(holderTotals, series)
    const ending = status === 'finished' && !ended
    const winner = ending ? raceStanding(holderTotals, series, holders, players).winner : null
    const badges = badgesFor(tally, receivers, ending, winner)
    ended ||= ending
    return {
      number: index + 1,
      scores,
      totals: { ...totals },
      holderScores,
      holderTotals: { ...holderTotals },
      status,
      badges,
      sides: tally.sides,
      receivers,
      solo: hand.solo ?? null,
      neutral: tally.neutral,
    }
  })
  const standing = raceStanding(holderTotals, series, holders, players)
  return {
    game: gameId,
    holders,
    series,
    hands,
    totals,
    holderTotals,
    status: standing.status,
    winner: standing.winner,
    winners: standing.winners,
    leaders: standing.leaders,
    rules: resolved,
    sideTotals: four ? { jekyll: holderTotals.jekyll!, hyde: holderTotals.hyde! } : null,
    winningSide: four ? (standing.winner as Side | null) : null,
  }
}

/**
 * The receivers of each hand: the same few tables all game long (a team of 4 is drawn once; 3
 * players have 3 solos), so each is worked out once and every hand of it shares it.
 */
function sameReceivers(players: readonly string[]) {
  const known = new Map<string, Record<Side, string[]>>()
  return (hand: BambusHand): Record<Side, string[]> => {
    const table = hand.solo !== undefined ? `solo ${hand.solo}` : `team ${hand.jekyll?.join(' ')}`
    let receivers = known.get(table)
    if (receivers === undefined) {
      receivers = receiversOf(hand, players)
      known.set(table, receivers)
    }
    return receivers
  }
}

/**
 * The marks a hand gets in the sheet: a side that took none of its own actions, neutral cards,
 * the win. Marks are facts no screen changes: each is made once for the game and shared by the
 * hands that get it.
 */
function sharedBadges(four: boolean) {
  const made = new Map<string, Badge>()
  const once = (id: string, make: () => Badge): Badge => {
    let badge = made.get(id)
    if (badge === undefined) {
      badge = Object.freeze(make())
      made.set(id, badge)
    }
    return badge
  }
  return (
    tally: HandTally,
    receivers: Readonly<Record<Side, readonly string[]>>,
    ending: boolean,
    winner: string | null,
  ): Badge[] => {
    const badges: Badge[] = []
    for (const side of sides) {
      // Took none of its own actions (a changed value of 0 is still an action taken).
      if (tally.tookOwnAction[side]) continue
      for (const holder of four ? [side] : receivers[side]) {
        badges.push(
          once(`${side} ${holder}`, () => ({
            holder,
            rule: rules.scoreNoOwnAction,
            text: {
              key: 'jekyll-hyde-bambus.badges.no-own-action',
              params: { side: sideLabel(side) },
            },
          })),
        )
      }
    }
    const neutral = tally.neutral
    if (neutral > 0) {
      badges.push(
        once(`neutral ${neutral}`, () => ({
          holder: null,
          rule: rules.scoreNeutral,
          text: { key: 'jekyll-hyde-bambus.badges.neutral', params: { count: neutral } },
        })),
      )
    }
    // A tie-break hand due is the series' standing, which every screen and export already says
    // from the hand's status: a badge would say it twice.
    if (ending) {
      badges.push(
        winner === null
          ? { holder: null, rule: rules.endTie, text: { key: 'jekyll-hyde-bambus.badges.shared' } }
          : {
              holder: winner,
              rule: rules.gameEnd,
              text: { key: 'jekyll-hyde-bambus.badges.won' },
            },
      )
    }
    return badges
  }
}

/** A hand recorded after the hand that ended the game cannot have been played (spec: "No hand after the end"). */
export function handsAfterTheEnd(score: BambusScore): Problem[] {
  return handsAfter(score.hands, (hand, end) =>
    problemOf(rules.handAfterEnd, `hands[${hand - 1}]`, { hand, end }),
  )
}
