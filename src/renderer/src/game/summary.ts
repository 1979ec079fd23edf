import type { SeriesStatus } from '../../../engine'
import type { PlayedRole, PlayedVariant } from '../../../engine/stats/game-facts'

/** What the library shows of a game; always derived from its log by the engine (summarise.ts). */
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
  /** Given up by its players: listed as such, and left out of the history. */
  abandoned: boolean
  /** Who holds a total together: the engine's holders by their members (the history's sides). */
  sides: string[][]
  /** The highest total wins (a race): the history's margins to the winner need it. */
  highestWins: boolean
  /** Who dealt the first hand, when the log says; null otherwise. */
  firstDealer: string | null
  /** How long the game lasted (the engine's `gameLength` of the log as written); null: unknown. */
  length: number | null
  /** Each player's results in the game's roles (the engine's `playedRoles`). */
  roles: PlayedRole[]
  /** The variants it was played with (the engine's `playedVariants`). */
  variants: PlayedVariant[]
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
