import type { PlayedVariant } from '../../../engine/stats/game-facts'
import type { HistoryGame } from '../../../engine/stats/history-game'
import { personKey } from '../../../engine/stats/people'
import type { GameSummary } from '../game/summary'

/** What the history page shows: one game or all, one person or everyone, between two days. */
export interface HistoryFilter {
  game: string | null
  person: string | null
  /** Days as `YYYY-MM-DD`, in the local calendar, both included; null for no bound. */
  from: string | null
  to: string | null
  /** Only the games played by exactly these people (issue 34); none: every game. */
  group: readonly string[]
  /** Only the games of this many players; null: any number. */
  players: number | null
  /** Only the games played with this option of a variant (`variantParam`); null: any. */
  variant: string | null
}

export const noFilter: HistoryFilter = {
  game: null,
  person: null,
  from: null,
  to: null,
  group: [],
  players: null,
  variant: null,
}

/** An option of a variant as the page's address names it: its rule and the option chosen. */
export function variantParam(variant: Pick<PlayedVariant, 'rule' | 'choice'>): string {
  return `${variant.rule}:${variant.choice}`
}

/**
 * The library's games as the history counts them: from their summaries (the engine's status
 * and winners), so that no log is read again. A game with rule errors has no status and is not
 * counted, as `casebook stats` skips it; an abandoned one is passed on, for the engine to leave
 * out and count apart. The person filter is the page's business (it keeps
 * everyone's figures for the head to head).
 */
export function historyGamesOf(
  summaries: readonly GameSummary[],
  filter: Omit<HistoryFilter, 'person'>,
): HistoryGame[] {
  const games: HistoryGame[] = []
  const group = new Set(filter.group.map(personKey))
  for (const summary of summaries) {
    if (summary.status === null) continue
    if (filter.game !== null && summary.game !== filter.game) continue
    if (group.size > 0 && !playedByExactly(summary, group)) continue
    if (filter.players !== null && summary.players.length !== filter.players) continue
    if (filter.variant !== null && !playedWith(summary, filter.variant)) continue
    const day = dayOf(summary.updatedAt ?? summary.createdAt)
    if (filter.from !== null && (day === null || day < filter.from)) continue
    if (filter.to !== null && (day === null || day > filter.to)) continue
    games.push({
      source: summary.id,
      game: summary.game,
      id: summary.id,
      updatedAt: summary.updatedAt ?? undefined,
      createdAt: summary.createdAt ?? undefined,
      players: summary.players,
      length: summary.length,
      firstDealer: summary.firstDealer,
      finished: summary.status === 'finished',
      abandoned: summary.abandoned,
      winners: summary.winners,
      totals: summary.totals,
      sides: summary.sides,
      highestWins: summary.highestWins,
      roles: summary.roles,
      variants: summary.variants,
    })
  }
  return games
}

/** Whether the people of a game (each known by name, once) are exactly those of `group`. */
function playedByExactly(summary: GameSummary, group: ReadonlySet<string>): boolean {
  const people = new Set(summary.players.map((player) => personKey(player.name)))
  return people.size === group.size && [...people].every((key) => group.has(key))
}

function playedWith(summary: GameSummary, variant: string): boolean {
  return summary.variants.some((played) => variantParam(played) === variant)
}

/** The local calendar day of a time, `YYYY-MM-DD`; null when there is none. */
export function dayOf(time: string | null): string | null {
  if (time === null) return null
  const date = new Date(time)
  if (Number.isNaN(date.getTime())) return null
  const two = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

/** A day typed in an address: kept only when it is one. */
export function dayParam(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}
