import type { GameLogBase } from '../core/game-module'
import type { GameLog, GameScore } from '../games'
import { playedRoles, playedVariants, type PlayedRole, type PlayedVariant } from './game-facts'
import { gameLength } from './game-length'

/**
 * What the history needs of one game: who sat, whether it is over and who won, as its game's
 * module scored it. The command line makes it from a log it read; the app from its library's
 * summaries, so the history never loads every log. Never changed once made: the history keeps
 * what it works out of each game (its people) for as long as the game object lives.
 */
export interface HistoryGame {
  /** Where it came from (a file, a library entry): named when another copy replaces it. */
  source: string
  /** The game's id (which game it is): its figures per game are under it. */
  game: string
  /** The log's own id: two copies of one game share it. */
  id?: string | undefined
  updatedAt?: string | undefined
  createdAt?: string | undefined
  players: readonly { id: string; name: string }[]
  /**
   * How long it lasted (`gameLength`, from the log as written), in milliseconds; null when
   * unknown. Worked out where the log is read, so the app's summaries and the command line agree.
   */
  length: number | null
  /** The player who dealt the first hand, when the log says (`firstDealer`); else null. */
  firstDealer: string | null
  finished: boolean
  /** Given up by its players (`abandonedAt`): it counts in no figure, as it never ended. */
  abandoned: boolean
  /** The players who won (a side's members, every player of a shared win); none for a draw. */
  winners: readonly string[]
  /** Each player's total, as the engine scored it (a side's members each receive its total). */
  totals: Readonly<Record<string, number>>
  /** Who holds a total together: the engine's holders, each by its members (one, or a side's). */
  sides: readonly (readonly string[])[]
  /**
   * The highest total wins (a race): a margin to the winner means something. Not so where the
   * totals never pick the winner (Jekyll vs. Hyde's track: Jekyll wins with 0).
   */
  highestWins: boolean
  /** Each player's results in the roles the game gives (Dr. Jekyll, the solo), by its module. */
  roles: readonly PlayedRole[]
  /** The variants it was played with (its settings that are a choice or a number). */
  variants: readonly PlayedVariant[]
}

/** A game read and scored, as the history counts it. */
export function historyGame(source: string, log: GameLog, score: GameScore): HistoryGame {
  return {
    source,
    game: log.game,
    id: log.id,
    updatedAt: log.updatedAt,
    createdAt: log.createdAt,
    players: log.players,
    length: gameLength({ ...log, hands: log.hands.length }),
    firstDealer: firstDealerOf(log),
    finished: score.status === 'finished',
    abandoned: log.abandonedAt !== undefined,
    winners: score.winners,
    totals: score.totals,
    sides: score.holders.map((holder) => holder.members),
    highestWins: score.series.kind === 'race',
    roles: playedRoles(log, score),
    variants: playedVariants(log),
  }
}

/** The log's `firstDealer` when it names one of its players (an extra header field). */
export function firstDealerOf(log: GameLogBase & { firstDealer?: unknown }): string | null {
  const dealer = log.firstDealer
  return typeof dealer === 'string' && log.players.some((player) => player.id === dealer)
    ? dealer
    : null
}

/** A time as a number to compare; none (or one that is not a date) is the earliest. */
export function savedAt(time: string | undefined): number {
  const at = time === undefined ? NaN : Date.parse(time)
  return Number.isNaN(at) ? -Infinity : at
}

/**
 * Whether one copy of a game was saved after another, by their `updatedAt`: the one `casebook
 * stats` and the History page count, and the one an import keeps unless told otherwise. A copy
 * without a readable date is never the later one, and of two saved at once neither is.
 */
export function savedLater(updatedAt: string | undefined, other: string | undefined): boolean {
  return savedAt(updatedAt) > savedAt(other)
}
