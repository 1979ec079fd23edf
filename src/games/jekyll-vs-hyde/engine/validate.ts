import { childPath, type Problem } from '../../../engine/core/problems'
import { quoteValue } from '../../../engine/core/quote-value'
import { tricksPerRound } from './cards'
import { isGameOver, otherPlayer, type GameState } from './games'
import { knownFields, type JekyllVsHydeLog, type VsHydeRound } from './log'
import { resolveRules, type ResolvedRules } from './resolved-rules'
import { moveMarker, roundLeader } from './round'
import { problemOf, rules } from './rules'
import { validatePlayers, validateRules } from './validate-header'
import type { FoldedTrick } from './record-fold'
import { recordProblems } from './validate-record'

/** Every problem of a log that reads (spec: "Validation"). This game has no warnings. */
export function validateLog(log: JekyllVsHydeLog): Problem[] {
  return checkRounds(log, new Map()).problems
}

/** Each checked round's trick record, as its check folded it: scoring need not fold it again. */
export type FoldedRecords = ReadonlyMap<VsHydeRound, FoldedTrick[]>

/** `validateLog`, with the records folded on the way (what checking and then scoring needs). */
export function validateLogFolding(log: JekyllVsHydeLog): {
  problems: Problem[]
  folded: FoldedRecords
} {
  const folded = new Map<VsHydeRound, FoldedTrick[]>()
  return { problems: checkRounds(log, folded).problems, folded }
}

/** How many rounds, from the first, have no error: those a situation or a score may use. */
export function validRoundCount(log: JekyllVsHydeLog): number {
  return checkRounds(log, new Map()).valid
}

/**
 * The header first; then round by round, each checked against the games played before it, rule
 * by rule in the spec's order. A round's first broken rule is reported and the rounds after it
 * are not checked: they depend on its marker position, so one wrong fact gives one error. A
 * header at fault leaves the rounds unchecked too, as every round depends on the players and
 * the rules.
 */
function checkRounds(
  log: JekyllVsHydeLog,
  folded: Map<VsHydeRound, FoldedTrick[]>,
): { problems: Problem[]; valid: number } {
  const problems: Problem[] = []
  const players = validatePlayers(log, problems)
  validateRules(log, problems)
  if (players === null || problems.length > 0) return { problems, valid: 0 }
  const resolved = resolveRules(log.rules)
  const games: GameState[] = []
  for (const [index, round] of log.hands.entries()) {
    const found = roundProblems(round, `hands[${index}]`, { players, resolved, games, folded })
    if (found.length > 0) return { problems: found, valid: index }
    play(round, players, resolved, games)
  }
  return { problems, valid: log.hands.length }
}

interface Table {
  players: readonly string[]
  resolved: ResolvedRules
  games: readonly GameState[]
  folded: Map<VsHydeRound, FoldedTrick[]>
}

type Check = (round: VsHydeRound, at: string, table: Table) => Problem[]

/** The round checks in the order of the spec's Validation table. */
const roundChecks: readonly Check[] = [
  shapeProblems,
  gameIndexProblems,
  roleProblems,
  roleChangedProblems,
  rolesSwappedProblems,
  tricksPlayersProblems,
  tricksCountProblems,
  tricksSumProblems,
  gameNotFinishedProblems,
  afterEndProblems,
  (round, at, table) => {
    const state = stateOf(round, table)
    const leader = roundLeader(state.position, table.resolved.trackLength, state)
    return recordProblems(
      round,
      at,
      { players: table.players, potions: table.resolved.potions, leader },
      (tricks) => table.folded.set(round, tricks),
    )
  },
]

function roundProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  for (const check of roundChecks) {
    const problems = check(round, at, table)
    if (problems.length > 0) return problems
  }
  return []
}

function gameOf(round: VsHydeRound): number {
  return round.game ?? 1
}

/** The game this round belongs to as it stands before the round: a new game starts at 0. */
function stateOf(round: VsHydeRound, table: Table): GameState {
  const number = gameOf(round) as 1 | 2
  const existing = table.games[number - 1]
  if (existing) return existing
  const hyde = otherPlayer(table.players, round.jekyll)
  return { game: number, jekyll: round.jekyll, hyde, rounds: 0, position: 0 }
}

function play(
  round: VsHydeRound,
  players: readonly string[],
  resolved: ResolvedRules,
  games: GameState[],
) {
  const number = gameOf(round) as 1 | 2
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
  const move = moveMarker(
    state.position,
    resolved.trackLength,
    round.tricks[state.jekyll]!,
    round.tricks[state.hyde]!,
  )
  state.rounds += 1
  state.position = move.position
}

function shapeProblems(round: VsHydeRound, at: string): Problem[] {
  return Object.keys(round)
    .filter((field) => !knownFields.round.has(field))
    .map((field) =>
      problemOf(rules.handShape, childPath(at, field), { field, value: quoteValue(round[field]) }),
    )
}

function gameIndexProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const game = round.game
  if (game === undefined) return table.games.length > 1 ? [gameIndexProblem(at, game, table)] : []
  const allowed = table.resolved.match === 'single' ? [1] : [1, 2]
  const current = table.games.length
  const sound =
    allowed.includes(game) && game >= Math.max(1, current) && (current > 0 || game === 1)
  return sound ? [] : [gameIndexProblem(at, game, table)]
}

function gameIndexProblem(at: string, game: number | undefined, table: Table): Problem {
  return problemOf(rules.gameIndex, `${at}.game`, {
    field: 'game',
    value: quoteValue(game ?? 1),
    current: Math.max(1, table.games.length),
    match: table.resolved.match,
  })
}

function roleProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  if (table.players.includes(round.jekyll)) return []
  return [
    problemOf(rules.role, `${at}.jekyll`, { field: 'jekyll', value: quoteValue(round.jekyll) }),
  ]
}

function roleChangedProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const existing = table.games[gameOf(round) - 1]
  if (existing === undefined || existing.jekyll === round.jekyll) return []
  return [
    problemOf(rules.roleChanged, `${at}.jekyll`, {
      player: round.jekyll,
      expected: existing.jekyll,
      game: existing.game,
    }),
  ]
}

function rolesSwappedProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const first = table.games[0]
  if (gameOf(round) !== 2 || table.games.length !== 1 || first?.jekyll !== round.jekyll) return []
  return [problemOf(rules.rolesNotSwapped, `${at}.jekyll`, { player: round.jekyll })]
}

function tricksPlayersProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const keys = Object.keys(round.tricks)
  const exact =
    keys.length === table.players.length && table.players.every((id) => keys.includes(id))
  if (exact) return []
  return [
    problemOf(rules.tricksPlayers, `${at}.tricks`, {
      found: keys.join(', '),
      players: table.players.join(', '),
    }),
  ]
}

function tricksCountProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  return table.players
    .filter((id) => {
      const count = round.tricks[id]!
      return !(Number.isInteger(count) && count >= 0 && count <= tricksPerRound)
    })
    .map((id) =>
      problemOf(rules.tricksCount, `${at}.tricks.${id}`, {
        field: id,
        value: quoteValue(round.tricks[id]),
      }),
    )
}

function tricksSumProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const sum = table.players.reduce((total, id) => total + round.tricks[id]!, 0)
  if (sum === tricksPerRound) return []
  return [problemOf(rules.tricksSum, `${at}.tricks`, { sum, expected: tricksPerRound })]
}

function gameNotFinishedProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const first = table.games[0]
  if (gameOf(round) !== 2 || first === undefined || isGameOver(first, table.resolved.trackLength))
    return []
  return [
    problemOf(rules.gameNotFinished, `${at}.game`, {
      rounds: first.rounds,
      position: first.position,
    }),
  ]
}

/** A round after its game ended, or after the match ended. */
function afterEndProblems(round: VsHydeRound, at: string, table: Table): Problem[] {
  const trackLength = table.resolved.trackLength
  const games = table.resolved.match === 'single' ? 1 : 2
  const matchOver =
    table.games.length === games && table.games.every((game) => isGameOver(game, trackLength))
  const own = table.games[gameOf(round) - 1]
  const gameOver = own !== undefined && isGameOver(own, trackLength)
  if (!matchOver && !gameOver) return []
  const ended = own ?? table.games.at(-1)!
  return [
    problemOf(rules.handAfterEnd, at, {
      game: ended.game,
      rounds: ended.rounds,
      position: ended.position,
    }),
  ]
}
