import { roundsPerGame, type MatchVariant } from './resolved-rules'

/** One game of a log: its roles, and how far it went. */
export interface GameState {
  game: 1 | 2
  jekyll: string
  hyde: string
  rounds: number
  position: number
}

/** The other of the 2 players. */
export function otherPlayer(players: readonly string[], player: string): string {
  return players.find((id) => id !== player) ?? player
}

/** A game ends when Hyde reaches the last space, at once, or after its third round. */
export function isGameOver(game: GameState, trackLength: number): boolean {
  return game.position >= trackLength || game.rounds >= roundsPerGame
}

/** Hyde if the marker reached the last space; Jekyll after 3 rounds without it; else nobody yet. */
export function gameWinner(game: GameState, trackLength: number): string | null {
  if (game.position >= trackLength) return game.hyde
  if (game.rounds >= roundsPerGame) return game.jekyll
  return null
}

export interface MatchStanding {
  finished: boolean
  winner: string | null
  draw: boolean
}

/**
 * Single game: its winner. Return match, once both games are over: the better Hyde; both on the
 * last space, the one who needed fewer rounds; otherwise a draw (spec: "Game end", A11).
 */
export function matchStanding(
  games: readonly GameState[],
  match: MatchVariant,
  trackLength: number,
): MatchStanding {
  const needed = match === 'single' ? 1 : 2
  const finished = games.length === needed && games.every((game) => isGameOver(game, trackLength))
  if (!finished) return { finished, winner: null, draw: false }
  if (match === 'single')
    return { finished, winner: gameWinner(games[0]!, trackLength), draw: false }
  const [first, second] = games as [GameState, GameState]
  const winner = betterHyde(first, second, trackLength)
  return { finished, winner, draw: winner === null }
}

function betterHyde(first: GameState, second: GameState, trackLength: number): string | null {
  if (first.position !== second.position) {
    return first.position > second.position ? first.hyde : second.hyde
  }
  if (first.position === trackLength && first.rounds !== second.rounds) {
    return first.rounds < second.rounds ? first.hyde : second.hyde
  }
  return null
}
