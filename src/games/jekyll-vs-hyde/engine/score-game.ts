import type { Badge, GameScore, Holder, ScoredHandBase } from '../../../engine/core/game-module'
import { isGameOver, gameWinner, matchStanding, otherPlayer, type GameState } from './games'
import { gameId, type JekyllVsHydeLog } from './log'
import { foldRecord, type FoldedTrick } from './record-fold'
import { recordedTricksOf } from './recorded-tricks'
import { resolveRules, type MatchVariant, type ResolvedRules } from './resolved-rules'
import { moveMarker, roundLeader } from './round'
import type { FoldedRecords } from './validate'
import { rules } from './rules'

/** A round in the score sheet; `explainHand` gives its breakdown line by line. */
export interface JekyllVsHydeHandScore extends ScoredHandBase {
  game: 1 | 2
  /** The round within its game, 1 to 3. */
  round: number
  jekyll: string
  hyde: string
  /** Who led the round's first trick: Jekyll while the marker was on his side. */
  leader: string
  tricks: Record<string, number>
  difference: number
  positionBefore: number
  position: number
  /** The spaces the marker crossed: Hyde's score for the round. */
  crossed: number
  /** The round trick by trick, when the log records it. */
  record?: FoldedTrick[]
}

export interface JekyllVsHydeGame {
  game: 1 | 2
  jekyll: string
  hyde: string
  rounds: number
  position: number
  status: 'in-progress' | 'finished'
  winner: string | null
}

export interface JekyllVsHydeScore extends GameScore<JekyllVsHydeHandScore> {
  game: typeof gameId
  match: MatchVariant
  trackLength: number
  potions: number[]
  games: JekyllVsHydeGame[]
  /** A finished return match with no winner. */
  draw: boolean
  /** Who leads the next round; null before the first round and once finished. */
  nextLeader: string | null
}

export function holdersOf(log: Pick<JekyllVsHydeLog, 'players'>): Holder[] {
  return log.players.map(({ id }) => ({ id, kind: 'player', members: [id], label: { player: id } }))
}

/**
 * Derives every score of a valid log round by round (spec: "Scoring one round", "Game end"): the
 * marker's move, Hyde's spaces crossed, each game's end and the match's result.
 */
export function scoreGame(log: JekyllVsHydeLog, folded?: FoldedRecords): JekyllVsHydeScore {
  const resolved = resolveRules(log.rules)
  const { trackLength, match } = resolved
  const players = log.players.map((player) => player.id)
  const totals = Object.fromEntries(players.map((id) => [id, 0]))
  const games: GameState[] = []
  let standing = matchStanding(games, match, trackLength)

  const hands = log.hands.map((round, index): JekyllVsHydeHandScore => {
    const number = (round.game ?? 1) as 1 | 2
    if (games.length < number) {
      games.push({
        game: number,
        jekyll: round.jekyll,
        hyde: otherPlayer(players, round.jekyll),
        rounds: 0,
        position: 0,
      })
    }
    const state = games[number - 1]!
    const { jekyll, hyde } = state
    const positionBefore = state.position
    const leader = roundLeader(positionBefore, trackLength, state)
    const move = moveMarker(positionBefore, trackLength, round.tricks[jekyll]!, round.tricks[hyde]!)
    state.rounds += 1
    state.position = move.position
    const scores = { [jekyll]: 0, [hyde]: move.crossed }
    totals[hyde]! += move.crossed
    const before = standing
    standing = matchStanding(games, match, trackLength)
    const ordered = byPlayer(players, scores)
    return {
      number: index + 1,
      scores: ordered,
      totals: { ...totals },
      holderScores: ordered,
      holderTotals: { ...totals },
      status: standing.finished ? 'finished' : 'in-progress',
      badges: endBadges(state, trackLength, before.finished ? null : standing),
      game: number,
      ...(match === 'return-match' && { part: number }),
      round: state.rounds,
      jekyll,
      hyde,
      leader,
      tricks: byPlayer(players, round.tricks),
      difference: move.difference,
      positionBefore,
      position: move.position,
      crossed: move.crossed,
      ...(round.record === undefined
        ? {}
        : {
            record:
              folded?.get(round) ??
              foldRecord(
                recordedTricksOf(round.record, resolved.potions),
                leader,
                otherPlayer(players, leader),
              ).tricks,
          }),
    }
  })
  return {
    game: gameId,
    holders: holdersOf(log),
    series: { kind: 'track', spaces: trackLength },
    hands,
    totals,
    holderTotals: { ...totals },
    status: standing.finished ? 'finished' : 'in-progress',
    winner: standing.winner,
    winners: standing.winner === null ? [] : [standing.winner],
    leaders: standing.winner !== null ? [standing.winner] : standing.draw ? [...players] : [],
    match,
    trackLength,
    potions: resolved.potions,
    games: games.map((game) => gameSummary(game, trackLength)),
    draw: standing.draw,
    nextLeader: nextLeaderOf(games, resolved, standing.finished),
  }
}

function byPlayer(players: readonly string[], values: Readonly<Record<string, number>>) {
  const ordered: Record<string, number> = {}
  for (const id of players) ordered[id] = values[id] ?? 0
  return ordered
}

function gameSummary(game: GameState, trackLength: number): JekyllVsHydeGame {
  return {
    game: game.game,
    jekyll: game.jekyll,
    hyde: game.hyde,
    rounds: game.rounds,
    position: game.position,
    status: isGameOver(game, trackLength) ? 'finished' : 'in-progress',
    winner: gameWinner(game, trackLength),
  }
}

/**
 * The next round's leader: the current game's by the marker's side; between the two games of a
 * match, game 2's Jekyll, who is game 1's Hyde.
 */
export function nextLeaderOf(
  games: readonly GameState[],
  resolved: ResolvedRules,
  finished: boolean,
): string | null {
  const current = games.at(-1)
  if (current === undefined || finished) return null
  if (isGameOver(current, resolved.trackLength)) return current.hyde
  return roundLeader(current.position, resolved.trackLength, current)
}

/** The marks of the round that ends a game: who won it, and the match's result once decided. */
function endBadges(
  game: GameState,
  trackLength: number,
  matchEnd: { finished: boolean; winner: string | null; draw: boolean } | null,
): Badge[] {
  const badges: Badge[] = []
  const winner = gameWinner(game, trackLength)
  if (winner === game.hyde) {
    badges.push({
      holder: winner,
      rule: rules.hydeWins,
      text: { key: 'jekyll-vs-hyde.badges.hyde-wins' },
    })
  } else if (winner === game.jekyll) {
    badges.push({
      holder: winner,
      rule: rules.jekyllWins,
      text: { key: 'jekyll-vs-hyde.badges.jekyll-wins' },
    })
  }
  if (matchEnd?.finished && game.game === 2) {
    badges.push(
      matchEnd.winner === null
        ? { holder: null, rule: rules.matchResult, text: { key: 'jekyll-vs-hyde.badges.draw' } }
        : {
            holder: matchEnd.winner,
            rule: rules.matchResult,
            text: { key: 'jekyll-vs-hyde.badges.match-won' },
          },
    )
  }
  return badges
}
