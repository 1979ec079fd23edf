import {
  errorsOf,
  scoreGameLog,
  validateGameLog,
  type GameLog,
  type SeriesStatus,
} from '../../../engine'

/** What the library shows of a game; always derived from its log by the engine. */
export interface GameSummary {
  id: string
  /** The game's id, as its log names it. */
  game: string
  title: string | null
  players: { id: string; name: string }[]
  createdAt: string | null
  updatedAt: string | null
  hands: number
  /** null when the log has rule errors and cannot be scored. */
  status: SeriesStatus | null
  totals: Record<string, number>
  /** The winning player or side, null for a shared win or an unfinished game. */
  winner: string | null
  /** The players who won, in the log's order. */
  winners: string[]
}

export function summarise(log: GameLog): GameSummary {
  const scorable = errorsOf(validateGameLog(log)).length === 0
  const score = scorable ? scoreGameLog(log) : null
  return {
    id: log.id ?? '',
    game: log.game,
    title: log.title ?? null,
    players: log.players.map(({ id, name }) => ({ id, name })),
    createdAt: log.createdAt ?? null,
    updatedAt: log.updatedAt ?? log.createdAt ?? null,
    hands: log.hands.length,
    status: score?.status ?? null,
    totals: score?.totals ?? {},
    winner: score?.winner ?? null,
    winners: score?.winners ?? [],
  }
}

/** Whether any player's name contains the filter, ignoring case and accents. */
export function matchesPlayer(summary: GameSummary, filter: string): boolean {
  const wanted = fold(filter.trim())
  return wanted === '' || summary.players.some((player) => fold(player.name).includes(wanted))
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
}
